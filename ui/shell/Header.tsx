import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../core';
import { useText } from '../i18n';
import styles from './Header.module.css';

export function Header() {
  const t = useText();
  const { pathname } = useLocation();
  const isHome = pathname === ROUTES.home;
  return (
    <header className={isHome ? `${styles.header} ${styles.home}` : styles.header}>
      {!isHome && (
        <Link to={ROUTES.home} className={styles.logo} aria-label={t('nav.home')}>
          {t('app.name')}
        </Link>
      )}
      {isHome && <h1 className={styles.homeTitle}>{t('home.title')}</h1>}
    </header>
  );
}
