import { Link, useLocation } from 'react-router';
import { isListingPath, ROUTES } from '../../core';
import { useText } from '../i18n';
import { HeaderControls } from './HeaderControls';
import { useOnDemand } from '../hooks/useOnDemand';
import { useSessionView } from '../session/useSessionView';
import styles from './Header.module.css';

/**
 * docs/product/accounts.md Header: the logo links to / and is hidden on home (which has its own header layout, the hero);
 * on phones the top header is hidden on listing pages. On a desktop it carries the search field (not on home nor on
 * the search page, which have their own search box) and the primary 'Објави оглас' button, guarded as the bottom bar's 'Објави' is: a
 * visitor goes to the login page (docs/product/browsing.md "Search everywhere").
 */
/** The search field is not on home nor on the search page (each has its own box): home's first download does not carry it. */
const loadHeaderSearch = () => import('../search/HeaderSearch');

export function Header() {
  const t = useText();
  const { pathname } = useLocation();
  const isHome = pathname === ROUTES.home;
  const { loggedIn } = useSessionView();
  const ownSearchBox = isHome || pathname === ROUTES.search;
  const search = useOnDemand(loadHeaderSearch, !ownSearchBox);
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
        {ownSearchBox ? <div className={styles.spacer} /> : (
          <div className={styles.search}>{search && <search.HeaderSearch />}</div>
        )}
        <Link to={loggedIn ? ROUTES.createListing : ROUTES.login} className={styles.post}>
          {t('page.createListing')}
        </Link>
        <HeaderControls variant="header" />
      </div>
    </header>
  );
}
