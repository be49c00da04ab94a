import type { ReactNode } from 'react';
import type { MessageId, Money } from '../../../core';
import { PageError, PageLoading } from '../../components/PageState';
import { useMoneyUseCase } from '../../hooks/useFeatureUseCase';
import { useText } from '../../i18n';
import { MoneyScreen } from './MoneyScreen';

export interface MoneyPageProps<F> {
  titleId: MessageId;
  introId?: MessageId;
  /** The screen's use case, built once the money feature is there (and disposed when the screen goes). */
  create: (money: Money) => F;
  /** The screen itself, given its use case. */
  children: (useCase: F) => ReactNode;
}

/**
 * Every money screen's frame: the heading, the links between the money screens and the balance (MoneyScreen), and
 * the screen's own use case — the loading state until the money feature's code is there, the page-load error with a
 * retry when it cannot be fetched, then the screen.
 */
export function MoneyPage<F extends { dispose(): void }>({ titleId, introId, create, children }: MoneyPageProps<F>) {
  const t = useText();
  const handle = useMoneyUseCase(create);
  return (
    <MoneyScreen titleId={titleId} intro={introId ? t(introId) : undefined}>
      {handle.form ? children(handle.form) : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
    </MoneyScreen>
  );
}
