import { House, Menu, MessageSquare, Plus, Search } from 'lucide-react';
import { useState } from 'react';
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
/** The bar's icons (docs/design.md, Icons): decorative, the label under each names it. */
const ICON = { size: 22, strokeWidth: 2, 'aria-hidden': true, focusable: 'false' } as const;

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
        <House {...ICON} />
        <span>{t('nav.home')}</span>
      </NavLink>
      <button type="button" className={styles.item} onClick={guarded(openChat)}>
        <span className={styles.iconWrap}>
          <MessageSquare {...ICON} />
          {badge && (
            <span className={styles.badge} data-testid="bottom-bar-badge">
              {badge}
            </span>
          )}
        </span>
        <span>{t('nav.messages')}</span>
      </button>
      <button type="button" className={`${styles.item} ${styles.post}`} onClick={guarded(() => navigate(ROUTES.createListing))}>
        <Plus {...ICON} />
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
        <Search {...ICON} />
        <span>{t('nav.search')}</span>
      </NavLink>
      <button type="button" className={styles.item} onClick={guarded(onOpenMenu)} aria-haspopup="dialog">
        <Menu {...ICON} />
        <span>{t('nav.menu')}</span>
      </button>
      {sheet && <sheet.SearchSheet open={searchOpen} onClose={() => setSearchOpen(false)} />}
    </nav>
  );
}

