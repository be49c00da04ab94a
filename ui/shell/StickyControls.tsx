import { useLocation } from 'react-router';
import { isListingPath } from '../../core';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { useText } from '../i18n';
import { HeaderControls } from './HeaderControls';
import styles from './StickyControls.module.css';

/** docs/product/browsing.md: the sticky header controls appear after scrolling 50 px. */
export const STICKY_CONTROLS_THRESHOLD_PX = 50;

/**
 * docs/product/browsing.md Header: past 50 px the header controls also float at the bottom right; hidden on narrow phones
 * (the bottom bar serves them), and sitting higher on listing pages on small screens (above the contact bar).
 */
export function StickyControls() {
  const t = useText();
  const scrolled = useScrolledPast(STICKY_CONTROLS_THRESHOLD_PX);
  const { pathname } = useLocation();
  if (!scrolled) return null;
  return (
    <div
      className={`${styles.floating} ${isListingPath(pathname) ? styles.listingPage : ''}`}
      role="region"
      aria-label={t('header.floatingControls')}
      data-testid="sticky-controls"
    >
      <HeaderControls variant="sticky" />
    </div>
  );
}
