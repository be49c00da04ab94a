import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../hooks/useDismiss';
import { useText } from '../i18n';
import styles from './HeaderControls.module.css';

export interface NotificationBellProps {
  /** The panel's content (the profile-completion checklist, docs/product/accounts.md); a function gets `close`. */
  panel?: ReactNode | ((close: () => void) => ReactNode);
  badge?: number;
  /** Called on every click that opens the panel. */
  onOpen?: () => void;
  /** The button's name while the badge shows (the checklist's own wording unless given). */
  badgeLabel?: string;
}

/** docs/product/accounts.md Header: the notification bell, for logged-in users only (the caller decides). */
export function NotificationBell({ panel, badge = 0, onOpen, badgeLabel }: NotificationBellProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);
  return (
    <div ref={rootRef} className={styles.bellRoot}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={badge > 0 ? (badgeLabel ?? t('header.notificationsCount', { count: badge })) : t('header.notifications')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        <Bell size={22} strokeWidth={2} aria-hidden="true" focusable="false" />
        {badge > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label={t('header.notifications')}>
          {(typeof panel === 'function' ? panel(close) : panel) ?? <p className={styles.panelEmpty}>{t('header.noNotifications')}</p>}
        </div>
      )}
    </div>
  );
}
