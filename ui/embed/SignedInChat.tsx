import { ChatHost } from '../chat/ChatHost';
import { EmbedLauncher } from '../chat/EmbedLauncher';

/**
 * The signed-in embedded chat: the launcher with its unread badge, and the dialog (itself a lazy chunk, on first
 * open). A chunk of its own, loaded with the chat engine on sign-in, so the signed-out frame does not carry it.
 */
export default function SignedInChat() {
  return (
    <ChatHost>
      <EmbedLauncher />
    </ChatHost>
  );
}
