import { Link } from 'react-router';
import { addTexts } from '../../core';
import { ALERT_ROUTES } from '../../core/alerts/paths';
import { alertsMk } from '../../core/i18n/mk/alerts';
import { useText } from '../i18n';
import styles from './UserMenuLinks.module.css';

// A chunk of its own, fetched when a signed-in user's menu first shows: its texts come with it (home carries none).
addTexts('mk', alertsMk);

/** "Зачувани пребарувања" in the signed-in user's menu (docs/product/browsing.md "Saved searches"). */
export function SavedSearchesMenuItem({ onNavigate }: { onNavigate?: () => void }) {
  const t = useText();
  return (
    <Link role="menuitem" to={ALERT_ROUTES.savedSearches} className={styles.item} onClick={onNavigate}>
      {t('alerts.menu')}
    </Link>
  );
}
