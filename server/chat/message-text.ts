import { normaliseChatText } from '../../core/validation/chat-text';
import { ChatError } from './errors';

/** A message body as stored and sent (core's chat-text rule). Throws EMPTY_MESSAGE or MESSAGE_TOO_LONG. */
export function normaliseMessageText(raw: string, maxLength: number): string {
  const checked = normaliseChatText(raw, maxLength);
  if (checked.ok) return checked.text;
  if (checked.problem === 'empty') throw new ChatError('EMPTY_MESSAGE');
  throw new ChatError('MESSAGE_TOO_LONG', { max: maxLength });
}
