import { Link } from 'react-router';
import type { AlertNotificationsState } from '../../core/alerts/alert-notifications';
import { ALERT_ROUTES } from '../../core/alerts/paths';
import { formatListingPrice } from '../../core/format/price';
import { useLanguage, useText } from '../i18n';
import styles from './NotificationsPanel.module.css';

/**
 * The bell's notifications (docs/product/browsing.md "Saved searches"): new listings of saved searches and price
 * drops of saved listings, newest first, each a link to its listing; the unread ones marked; a link to the saved
 * searches. Shown above the onboarding checklist.
 */
export function NotificationsPanel({ state, onNavigate }: { state: AlertNotificationsState; onNavigate: () => void }) {
  const t = useText();
  const lang = useLanguage();
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{t('alerts.bell.heading')}</h2>
      {state.items.length === 0 ? (
        <p className={styles.empty}>{t('alerts.bell.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {state.items.map((item) => {
            const price = formatListingPrice({ price: item.price, price_type: item.byAgreement ? 'agreement' : 'fixed', currency: item.currency }, { lang });
            return (
              <li key={item.id} className={item.read ? undefined : styles.unread}>
                <Link to={item.href} className={styles.item} onClick={onNavigate}>
                  {!item.read && <span className={styles.dot} aria-label={t('alerts.bell.unread')} role="img" />}
                  {item.kind === 'match' ? t('alerts.bell.match', { title: item.title }) : t('alerts.bell.priceDrop', { title: item.title, price })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={ALERT_ROUTES.savedSearches} className={styles.all} onClick={onNavigate}>
        {t('alerts.bell.allSearches')}
      </Link>
    </div>
  );
}
