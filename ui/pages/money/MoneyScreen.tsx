import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { constantStore, formatPrice, loginPathFor, ROUTES, type Money, type MessageId } from '../../../core';
import { PageLoading } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { useServices } from '../../services';
import { useSessionView } from '../../session/useSessionView';
import styles from './Money.module.css';

const NOTHING = constantStore<Money | null>(null);

/** The money feature (app/features/money.ts), loaded on first use; null until it is there. */
export function useMoney(): Money | null {
  const part = useServices().money;
  const money = useObservableState(part ?? NOTHING);
  useEffect(() => void part?.load().catch(() => undefined), [part]);
  return money;
}

const LINKS: ReadonlyArray<[to: string, label: MessageId]> = [
  [ROUTES.boost, 'page.boost'],
  [ROUTES.addCredits, 'page.addCredits'],
  [ROUTES.transactions, 'page.transactions'],
  [ROUTES.billing, 'page.billing'],
];

/**
 * A money screen: its heading, the links between the four money screens with the credit balance, and the screen.
 * Signed-in users only: the protected prefixes (docs/product/money.md) cover all but boost, which waits for the session here the
 * same way and sends a visitor to login with the way back.
 */
export function MoneyScreen({ titleId, intro, children }: { titleId: MessageId; intro?: string; children: ReactNode }) {
  const t = useText();
  const { loaded, loggedIn } = useSessionView();
  const { pathname, search } = useLocation();
  useDocumentMeta({ title: t(titleId) });
  if (!loaded) return <PageLoading />;
  if (!loggedIn) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return (
    <section className={styles.page} aria-labelledby="money-title">
      <h1 id="money-title" className={styles.title}>
        {t(titleId)}
      </h1>
      <nav className={styles.nav} aria-label={t('money.nav')}>
        {LINKS.map(([to, label]) => (
          <Link key={to} to={to} aria-current={pathname === to ? 'page' : undefined}>
            {t(label)}
          </Link>
        ))}
        <Balance />
      </nav>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

/** The credit balance (the one the user menu shows), read again when a money screen opens. */
function Balance() {
  const money = useMoney();
  useEffect(() => void money?.wallet.refresh(), [money]);
  return money ? <BalanceOf money={money} /> : null;
}

function BalanceOf({ money }: { money: Money }) {
  const t = useText();
  const lang = useLanguage();
  const { balance, failed } = useObservableState(money.wallet);
  if (balance === null) return failed ? <span className={styles.balance}>{t('money.balanceUnknown')}</span> : null;
  return (
    <span className={styles.balance} data-testid="wallet-balance">
      {t('money.balance', { amount: formatPrice(balance, 'MKD', { lang }) })}
    </span>
  );
}
