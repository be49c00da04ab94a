import { CHAT_EVENTS, typingSignalPayloadSchema } from '../../core/schemas/chat-events';
import { userRoom } from './context';
import { onChatEvent } from './event-handler';
import { ackOk, type ChatSession } from './session';

/**
 * typing_start / typing_stop (docs/product/chat.md Typing): relayed to every socket of the conversation partner as
 * `{ conversation_id, user_id, is_support }`, so the list row shows it even when the conversation is not
 * open. The partner is the server's own answer: `recepient_id` (the protocol's historical spelling) is accepted but never
 * trusted. Before the first support message there is nobody to tell; the signal is acknowledged and dropped.
 */
export function registerTypingEvents(session: ChatSession): void {
  const { ctx, userId, access, deps } = session;
  for (const event of [CHAT_EVENTS.typingStart, CHAT_EVENTS.typingStop] as const) {
    onChatEvent(deps, {
      event,
      schema: typingSignalPayloadSchema,
      handle: async ({ conversation_id }, ack) => {
        const membership = await access.existing(conversation_id);
        if (membership) {
          ctx.io.to(userRoom(membership.partnerId)).emit(event, {
            conversation_id: membership.id,
            user_id: userId,
            is_support: membership.kind === 'support',
          });
        }
        ackOk(ack, { conversation_id: membership?.id ?? conversation_id });
      },
    });
  }
}
