import type { MessageId } from '../i18n/catalogue';
import { CHAT_LIMITS } from '../schemas/chat';
import { normaliseChatText } from './chat-text';

export type ChatMessageCheck = { ok: true; text: string } | { ok: false; error: MessageId };

/**
 * docs/product/chat.md chat messages (core's chat-text rule, the server's too): empty or whitespace-only messages are not sent
 * (and the send button is disabled); too long ones neither. `ok` carries the text to send.
 */
export function validateChatMessage(text: string | null | undefined): ChatMessageCheck {
  const checked = normaliseChatText(typeof text === 'string' ? text : '', CHAT_LIMITS.messageMaxLength);
  if (checked.ok) return checked;
  return { ok: false, error: checked.problem === 'empty' ? 'chat.error.emptyMessage' : 'chat.error.messageTooLong' };
}

/**
 * Whether the send button is enabled for this input: anything not blank. A too long text can still be sent, so
 * the engine refuses it with the reason ('at most 2000 characters') instead of a silently disabled button.
 */
export function isSendableMessage(text: string | null | undefined): boolean {
  return normaliseChatText(typeof text === 'string' ? text : '', Number.POSITIVE_INFINITY).ok;
}
