import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { addTexts, ROUTES } from '../../../core';
import { alertsMk } from '../../../core/i18n/mk/alerts';
import { ButtonLink } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useAlertsUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import type { UnsubscribeLink } from '../../../core/alerts/unsubscribe-link';
import styles from './Alerts.module.css';

// This screen's chunk carries its texts (a module that is used keeps its statements; package.json marks modules
// free of side effects, so the chunk's index could not carry them).
addTexts('mk', alertsMk);

/** The page an alert e-mail's unsubscribe link opens (docs/product/browsing.md "Saved searches"): works signed out. */
export function UnsubscribePage() {
  const t = useText();
  useDocumentMeta({ title: t('alerts.unsubscribe.title') });
  const handle = useAlertsUseCase((alerts) => alerts.unsubscribe());
  return (
    <section className={styles.page} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className={styles.title}>
        {t('alerts.unsubscribe.title')}
      </h1>
      {handle.form ? <Outcome page={handle.form} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
    </section>
  );
}

function Outcome({ page }: { page: UnsubscribeLink }) {
  const t = useText();
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    void page.confirm(token);
  }, [page, token]);
  const { status } = useObservableState(page);
  if (status === 'working') return <PageLoading label={t('alerts.unsubscribe.working')} />;
  if (status === 'failed') return <PageError onRetry={() => void page.confirm(token)} />;
  const text = status === 'doneSearch' ? t('alerts.unsubscribe.doneSearch') : status === 'doneDrops' ? t('alerts.unsubscribe.doneDrops') : t('alerts.unsubscribe.invalid');
  return (
    <div className={styles.outcome}>
      <p role="status">{text}</p>
      <ButtonLink to={ROUTES.home} size="small">
        {t('alerts.unsubscribe.home')}
      </ButtonLink>
    </div>
  );
}
