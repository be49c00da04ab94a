import type { ChatSnapshot } from '../../core';
import { useChatLauncher } from '../shell/ChatLauncher';
import { ChatButton } from './ChatButton';
import { useChatSelector } from './useUiChat';
import styles from './EmbedLauncher.module.css';

const selectBadge = (state: ChatSnapshot) => state.unread.badgeText;

/**
 * The embedded chat's own launcher: a floating chat button at the bottom right of the host page, with the
 * unread badge, shown only once a chat socket exists (the visitor is signed in to Oglasi).
 */
export function EmbedLauncher() {
  const launcher = useChatLauncher();
  const badgeText = useChatSelector(selectBadge, Object.is);
  if (!launcher.available) return null;
  return (
    <div className={styles.launcher}>
      <ChatButton unreadCount={launcher.unreadCount} badgeText={badgeText} onOpen={launcher.open} />
    </div>
  );
}
