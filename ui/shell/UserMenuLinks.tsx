import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../core';
import { useText } from '../i18n';
import { useServices } from '../services';
import { useSessionView } from '../session/useSessionView';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import styles from './UserMenuLinks.module.css';

/** The credit balance (issue 21): its own chunk, fetched when a signed-in user's menu first opens. */
const WalletMenuItem = lazy(async () => ({ default: (await import('./WalletMenuItem')).WalletMenuItem }));
/** Saved searches (issue 38): its own chunk with its texts, like the balance. */
const SavedSearchesMenuItem = lazy(async () => ({ default: (await import('./SavedSearchesMenuItem')).SavedSearchesMenuItem }));

export interface UserMenuLinksProps {
  /** docs/product/selling.md Header: 'home' is listed only in the sticky (floating) variant. */
  variant: 'header' | 'sticky' | 'drawer';
  onNavigate?: () => void;
}

/** docs/product/browsing.md Header side menu: home (sticky only), my profile, add listing, my listings, saved listings, the language, logout. */
export function UserMenuLinks({ variant, onNavigate }: UserMenuLinksProps) {
  const t = useText();
  const { session, money } = useServices();
  const { loggingOut, user } = useSessionView();
  const links = [
    ...(variant === 'sticky' ? [{ to: ROUTES.home, label: t('menu.home') }] : []),
    { to: ROUTES.myProfile, label: t('menu.myProfile') },
    { to: ROUTES.createListing, label: t('menu.addListing') },
    { to: ROUTES.myListings, label: t('menu.myListings') },
    { to: ROUTES.savedListings, label: t('menu.savedListings') },
    // The moderation console, for the people who run the marketplace (issue 20).
    ...(user?.role === 'admin' ? [{ to: '/admin', label: t('menu.moderation') }] : []),
  ];
  return (
    <ul className={styles.list} role="menu">
      {links.map((link) => (
        <li key={link.to} role="none">
          <Link role="menuitem" to={link.to} className={styles.item} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      {user && (
        <Suspense fallback={null}>
          <SavedSearchesMenuItem onNavigate={onNavigate} />
        </Suspense>
      )}
      {user && money && (
        <Suspense fallback={null}>
          <WalletMenuItem onNavigate={onNavigate} />
        </Suspense>
      )}
      <li role="none">
        <LanguageSwitch variant="menu" />
      </li>
      <li role="none">
        <ThemeSwitch variant="menu" />
      </li>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          className={`${styles.item} ${styles.logout}`}
          disabled={loggingOut}
          onClick={() => void session.logout()}
        >
          {loggingOut ? t('menu.loggingOut') : t('menu.logout')}
        </button>
      </li>
    </ul>
  );
}
