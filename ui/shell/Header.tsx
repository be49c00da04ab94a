import { Link, useLocation } from 'react-router';
import { isListingPath, ROUTES } from '../../core';
import { useText } from '../i18n';
import { HeaderControls } from './HeaderControls';
import styles from './Header.module.css';

/**
 * docs/product/accounts.md Header: the logo links to / and is hidden on home (which has its own header layout, the hero);
 * on phones the top header is hidden on listing pages.
 */
export function Header() {
  const t = useText();
  const { pathname } = useLocation();
  const isHome = pathname === ROUTES.home;
  const className = [styles.header, isHome ? styles.home : '', isListingPath(pathname) ? styles.listingPage : ''].filter(Boolean).join(' ');
  // The logo's name starts with its visible text, so speech users can say what they see (WCAG 2.5.3); the mark
  // is drawn by CSS, so it is not text that the name would have to contain.
  return (
    <header className={className}>
      <div className={styles.inner}>
        {!isHome && (
          <Link to={ROUTES.home} className={styles.logo} aria-label={`${t('app.name')} – ${t('nav.home')}`}>
            <span aria-hidden="true" className={styles.logoMark} />
            <span>{t('app.name')}</span>
          </Link>
        )}
        <div className={styles.spacer} />
        <HeaderControls variant="header" />
      </div>
    </header>
  );
}
