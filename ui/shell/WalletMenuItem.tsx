import { useEffect } from 'react';
import { Link } from 'react-router';
import { addTexts, constantStore, formatPrice, ROUTES, type Money } from '../../core';
import { moneyMk } from '../../core/i18n/mk/money';
import { useObservableState } from '../hooks/useObservableState';
import { useLanguage, useText } from '../i18n';
import { useServices } from '../services';
import styles from './UserMenuLinks.module.css';

// This module is a chunk of its own, fetched when a signed-in user first opens the menu: its texts come with it.
addTexts('mk', moneyMk);

const NOTHING = constantStore<Money | null>(null);

/**
 * The credit balance in the signed-in user's menu (issue 21), leading to add credits. The money feature (and this
 * component) is fetched when the menu first opens, so the first page carries none of it; each opening reads the
 * balance again.
 */
export function WalletMenuItem({ onNavigate }: { onNavigate?: () => void }) {
  const part = useServices().money;
  const money = useObservableState(part ?? NOTHING);
  useEffect(() => void part?.load().catch(() => undefined), [part]);
  useEffect(() => void money?.wallet.refresh(), [money]);
  return money ? <Balance money={money} onNavigate={onNavigate} /> : null;
}

function Balance({ money, onNavigate }: { money: Money; onNavigate?: () => void }) {
  const t = useText();
  const lang = useLanguage();
  const { balance } = useObservableState(money.wallet);
  return (
    <Link role="menuitem" to={ROUTES.addCredits} className={styles.item} onClick={onNavigate} data-testid="menu-wallet">
      {balance === null ? t('money.walletMenuLoading') : t('money.walletMenu', { amount: formatPrice(balance, 'MKD', { lang }) })}
    </Link>
  );
}
