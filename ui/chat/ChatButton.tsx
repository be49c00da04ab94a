import type { Ref } from 'react';
import { useText } from '../i18n';
import { UnreadBadge } from './UnreadBadge';
import styles from './ChatButton.module.css';

export interface ChatButtonProps {
  unreadCount: number;
  badgeText: string;
  onOpen: () => void;
  /** 'header' is the round icon button; 'bar' is the bottom-bar item with its 'Пораки' label. */
  variant?: 'header' | 'bar';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * docs/product/chat.md Chat unread indicator: the badge, and green + pulsing while anything is unread. Opening (and the
 * `_lc` event it emits) belongs to the engine's `open` command, passed in as `onOpen`.
 */
export function ChatButton({ unreadCount, badgeText, onOpen, variant = 'header', ref }: ChatButtonProps) {
  const t = useText();
  const active = unreadCount > 0;
  const className = [styles.button, styles[variant], active ? styles.active : ''].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={active ? t('chat.ui.buttonUnread', { count: unreadCount }) : t('chat.title')}
      data-active={active}
    >
      {variant === 'bar' && <span className={styles.label}>{t('chat.title')}</span>}
      <span className={styles.icon}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
        </svg>
        <UnreadBadge text={badgeText} count={unreadCount} />
      </span>
    </button>
  );
}
