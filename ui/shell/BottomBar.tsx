import { Link } from 'react-router';
import { ROUTES } from '../../core';
import { useText } from '../i18n';
import styles from './BottomBar.module.css';

export interface BottomBarProps {
  onOpenChat?: () => void;
  onOpenMenu?: () => void;
}

/** SPEC §2 Mobile bottom bar: five items. */
export function BottomBar({ onOpenChat, onOpenMenu }: BottomBarProps) {
  const t = useText();
  return (
    <nav className={styles.bar} aria-label={t('nav.menu')}>
      <Link to={ROUTES.home} className={styles.item}>{t('nav.home')}</Link>
      <button type="button" className={styles.item} onClick={onOpenChat}>{t('nav.messages')}</button>
      <Link to={ROUTES.createListing} className={styles.item}>{t('nav.post')}</Link>
      <Link to={ROUTES.search} className={styles.item}>{t('nav.search')}</Link>
      <button type="button" className={styles.item} onClick={onOpenMenu}>{t('nav.menu')}</button>
    </nav>
  );
}
