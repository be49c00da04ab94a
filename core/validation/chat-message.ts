import type { MessageId } from '../i18n/catalogue';

export type ChatMessageCheck = { ok: true; text: string } | { ok: false; error: MessageId };

/**
 * SPEC §5 chat messages: trimmed; empty or whitespace-only messages are not sent (and the send button is
 * disabled). `ok` carries the trimmed text to send.
 */
export function validateChatMessage(text: string | null | undefined): ChatMessageCheck {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? { ok: false, error: 'validation.messageEmpty' } : { ok: true, text: trimmed };
}

/** Whether the send button is enabled for this input. */
export function isSendableMessage(text: string | null | undefined): boolean {
  return validateChatMessage(text).ok;
}
