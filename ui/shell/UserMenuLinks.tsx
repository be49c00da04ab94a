import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../core';
import { userMenuGroups, type UserMenuEntry, type UserMenuGroup } from '../../core/menus/user-menu';
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
  /** docs/product/browsing.md Header: 'home' is listed only in the sticky (floating) variant. */
  variant: 'header' | 'sticky' | 'drawer';
  onNavigate?: () => void;
}

/**
 * docs/product/browsing.md Header side menu: home (sticky only), then every signed-in destination in titled groups
 * (core's `userMenuGroups`), the language, the theme, logout. Each group is a `group` of the menu named by its title.
 */
export function UserMenuLinks({ variant, onNavigate }: UserMenuLinksProps) {
  const t = useText();
  const { session, money } = useServices();
  const { loggingOut, user } = useSessionView();
  const groups = userMenuGroups({ admin: user?.role === 'admin', money: Boolean(money) });
  return (
    <ul className={styles.list} role="menu">
      {variant === 'sticky' && (
        <li role="none">
          <Link role="menuitem" to={ROUTES.home} className={styles.item} onClick={onNavigate}>
            {t('menu.home')}
          </Link>
        </li>
      )}
      {groups.map((group) => (
        <li key={group.id} role="none">
          <MenuGroup group={group} onNavigate={onNavigate} />
        </li>
      ))}
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

function MenuGroup({ group, onNavigate }: { group: UserMenuGroup; onNavigate?: () => void }) {
  const t = useText();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <span id={titleId} className={styles.heading}>
        {t(group.labelId)}
      </span>
      {group.entries.map((entry) => (
        <Entry key={entry.to} entry={entry} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

function Entry({ entry, onNavigate }: { entry: UserMenuEntry; onNavigate?: () => void }) {
  const t = useText();
  switch (entry.kind) {
    case 'link':
      return (
        <Link role="menuitem" to={entry.to} className={styles.item} onClick={onNavigate}>
          {t(entry.labelId)}
        </Link>
      );
    case 'savedSearches':
      return (
        <Suspense fallback={null}>
          <SavedSearchesMenuItem onNavigate={onNavigate} />
        </Suspense>
      );
    case 'wallet':
      return (
        <Suspense fallback={null}>
          <WalletMenuItem onNavigate={onNavigate} />
        </Suspense>
      );
  }
}
