import { MessageSquare } from 'lucide-react';
import { unreadBadgeText } from '../../core';
import { useText } from '../i18n';
import { useChatLauncher } from './ChatLauncher';
import styles from './HeaderControls.module.css';

/**
 * The header/floating chat button (docs/product/chat.md Header, Chat unread indicator): shown only when a chat socket
 * exists; the '9+' badge; green and pulsing while anything is unread. Opening is the chat UI's business.
 */
export function ShellChatButton() {
  const t = useText();
  const chat = useChatLauncher();
  if (!chat.available) return null;
  const badge = unreadBadgeText(chat.unreadCount);
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${chat.unreadCount > 0 ? styles.chatActive : ''}`}
      onClick={chat.open}
      aria-haspopup="dialog"
      aria-label={chat.unreadCount > 0 ? t('header.chatUnread', { count: chat.unreadCount }) : t('header.chat')}
    >
      <MessageSquare size={22} strokeWidth={2} aria-hidden="true" focusable="false" />
      {badge && (
        <span className={styles.badge} aria-hidden="true" data-testid="chat-badge">
          {badge}
        </span>
      )}
    </button>
  );
}
