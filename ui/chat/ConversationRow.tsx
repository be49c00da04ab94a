import type { ChatConversationRow } from '../../core';
import type { KeyboardEvent, Ref } from 'react';
import { ChatAvatar } from './ChatAvatar';
import { TypingIndicator } from './TypingIndicator';
import { UnreadBadge } from './UnreadBadge';
import styles from './ConversationRow.module.css';

export interface ConversationRowProps {
  row: ChatConversationRow;
  /** Roving tab stop: only the focused row of the list is in the tab order. */
  tabbable: boolean;
  onSelect: (id: ChatConversationRow['id']) => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onFocus: () => void;
  ref?: Ref<HTMLLIElement>;
}

/**
 * docs/product/chat.md Conversation row: avatar or initials, name, listing thumbnail and title,
 * last-message preview, time, unread badge, presence dot, wrench for support, typing indicator.
 */
export function ConversationRow({ row, tabbable, onSelect, onKeyDown, onFocus, ref }: ConversationRowProps) {
  const classes = [styles.row, row.selected ? styles.selected : '', row.unreadCount > 0 ? styles.unread : ''].filter(Boolean).join(' ');
  return (
    <li
      ref={ref}
      role="option"
      aria-selected={row.selected}
      tabIndex={tabbable ? 0 : -1}
      className={classes}
      data-testid="conversation-row"
      data-conversation-id={String(row.id)}
      onClick={() => onSelect(row.id)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <ChatAvatar partner={row.partner} online={row.online} support={row.isSupport} />
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.name}>{row.partner.name}</span>
          <time className={styles.time}>{row.timeLabel}</time>
        </span>
        <span className={styles.listing}>
          {row.listingThumb && <img className={styles.thumb} src={row.listingThumb} alt="" loading="lazy" />}
          <span className={styles.title} data-testid="conversation-title">
            {row.title}
          </span>
        </span>
        <span className={styles.bottom}>
          {row.typing ? (
            <TypingIndicator compact />
          ) : (
            <span className={styles.preview} data-testid="conversation-preview">
              {row.preview}
            </span>
          )}
          <UnreadBadge text={row.unreadBadge} count={row.unreadCount} variant="inline" />
        </span>
      </span>
    </li>
  );
}
