import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ROUTES, unreadBadgeText } from '../../core';
import { useText } from '../i18n';
import { useSessionView } from '../session/useSessionView';
import { useChatLauncher } from './ChatLauncher';
import { useOnDemand } from '../hooks/useOnDemand';
import styles from './BottomBar.module.css';

export interface BottomBarProps {
  /** Opens the user menu (the 'Мени' item, logged-in users). */
  onOpenMenu: () => void;
}

/**
 * docs/product/chat.md Mobile bottom bar: Почетна, Пораки (opens chat, unread badge '9+' above 9), Објави, Пребарај, Мени.
 * Logged-out users pressing a non-public item (anything but home and search) go to /korisnik/najava. 'Пребарај' opens
 * the full-screen search sheet (docs/product/browsing.md "Search everywhere").
 */
/** The phone's search sheet, with the suggestions, is a chunk of its own: fetched when 'Пребарај' is first pressed. */
const loadSearchSheet = () => import('../search/SearchCombobox');

export function BottomBar({ onOpenMenu }: BottomBarProps) {
  const t = useText();
  const navigate = useNavigate();
  const { loggedIn } = useSessionView();
  const chat = useChatLauncher();
  const badge = loggedIn ? unreadBadgeText(chat.unreadCount) : '';
  const [searchOpen, setSearchOpen] = useState(false);
  const sheet = useOnDemand(loadSearchSheet, searchOpen);

  const guarded = (action: () => void) => () => (loggedIn ? action() : navigate(ROUTES.login));
  const openChat = () => (chat.available ? chat.open() : navigate(ROUTES.inbox));

  return (
    <nav className={styles.bar} aria-label={t('nav.bottomBar')}>
      <NavLink to={ROUTES.home} end className={styles.item}>
        <Icon d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <button type="button" className={styles.item} onClick={guarded(openChat)}>
        <span className={styles.iconWrap}>
          <Icon d="M4 5h16v11H9l-5 4z" />
          {badge && (
            <span className={styles.badge} data-testid="bottom-bar-badge">
              {badge}
            </span>
          )}
        </span>
        <span>{t('nav.messages')}</span>
      </button>
      <button type="button" className={`${styles.item} ${styles.post}`} onClick={guarded(() => navigate(ROUTES.createListing))}>
        <Icon d="M12 5v14M5 12h14" />
        <span>{t('nav.post')}</span>
      </button>
      {/* A link to the search page (it still goes there before the app runs); in the app it opens the search sheet. */}
      <NavLink
        to={ROUTES.search}
        className={styles.item}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setSearchOpen(true);
        }}
      >
        <Icon d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5" />
        <span>{t('nav.search')}</span>
      </NavLink>
      <button type="button" className={styles.item} onClick={guarded(onOpenMenu)} aria-haspopup="dialog">
        <Icon d="M4 7h16M4 12h16M4 17h16" />
        <span>{t('nav.menu')}</span>
      </button>
      {sheet && <sheet.SearchSheet open={searchOpen} onClose={() => setSearchOpen(false)} />}
    </nav>
  );
}

function Icon({ d }: { d: string }): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}
