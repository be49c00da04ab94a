import { CHAT_EVENTS, conversationRefPayloadSchema, emptyPayloadSchema } from '../../core/schemas/chat-events';
import { userRoom } from './context';
import { conversationShorthand, onChatEvent } from './event-handler';
import { markConversationRead, unreadSummary } from './read-state';
import { ackOk, type ChatSession } from './session';

/**
 * Read state: the unread-count request and mark_conversation_as_read (docs/product/chat.md Chat unread indicator,
 * Selecting a conversation). Marking read updates every socket of the user, so another tab's badge follows.
 * An unread_count that fails answers `unread_count { status: 'error' }`, which the client turns into 0.
 */
export function registerUnreadEvents(session: ChatSession): void {
  const { ctx, socket, userId, access, deps } = session;

  onChatEvent(deps, {
    event: CHAT_EVENTS.getUnreadCount,
    schema: emptyPayloadSchema,
    emitError: (body) => socket.emit(CHAT_EVENTS.unreadCount, { ...body, total_unread_count: 0, unread_counts: [] }),
    handle: async (_payload, ack) => {
      const summary = await unreadSummary(ctx.db, userId);
      socket.emit(CHAT_EVENTS.unreadCount, { status: 'success', ...summary });
      ackOk(ack, summary);
    },
  });

  onChatEvent(deps, {
    event: CHAT_EVENTS.markConversationAsRead,
    schema: conversationRefPayloadSchema,
    normalise: conversationShorthand,
    handle: async ({ conversation_id }, ack) => {
      const membership = await access.existing(conversation_id);
      const changed = membership ? await markConversationRead(ctx.db, membership.id, userId) : false;
      const summary = await unreadSummary(ctx.db, userId);
      // Other tabs only need to hear about a change; the asking socket always gets the fresh totals.
      (changed ? ctx.io.to(userRoom(userId)) : socket).emit(CHAT_EVENTS.unreadCount, { status: 'success', ...summary });
      ackOk(ack, { conversation_id: membership?.id ?? conversation_id, ...summary });
    },
  });
}
