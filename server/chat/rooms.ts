import {
  CHAT_EVENTS,
  conversationRefPayloadSchema,
  loadMoreMessagesRequestSchema,
} from '../../core/schemas/chat-events';
import { conversationViews, supportParticipant } from './conversation-list';
import { conversationRoom } from './context';
import { largePayload } from './encoding';
import { ChatError } from './errors';
import { conversationShorthand, onChatEvent } from './event-handler';
import { messagePage } from './messages';
import { ackOk, type ChatSession } from './session';
import { groupByDay, messageView, type DayGroup } from './views';

/**
 * join / leave / load_more_messages: opening a conversation and paging back through it (docs/product/chat.md Selecting
 * a conversation). A socket has at most one conversation open, as the dialog shows one: joining one
 * leaves any other, so a client that forgot to `leave` still gets new_message_preview for the old one.
 */
export function registerRoomEvents(session: ChatSession): void {
  const { ctx, socket, userId, access, deps } = session;

  const page = async (conversationId: number, offset: number, limit: number): Promise<{ groups: DayGroup[]; hasMore: boolean }> => {
    const { messages, hasMore } = await messagePage(ctx.db, conversationId, offset, limit);
    return { groups: groupByDay(messages.map((m) => messageView(m, userId)), ctx.options.timeZone), hasMore };
  };

  onChatEvent(deps, {
    event: CHAT_EVENTS.join,
    schema: conversationRefPayloadSchema,
    normalise: conversationShorthand,
    handle: async ({ conversation_id }, ack) => {
      const membership = await access.existing(conversation_id);
      for (const room of socket.rooms) {
        if (room.startsWith('conversation:') && (!membership || room !== conversationRoom(membership.id))) await socket.leave(room);
      }
      if (!membership) {
        // The support placeholder before the first message: an empty thread with the support account.
        const support = await supportParticipant(ctx.db, ctx.supportEmail);
        // The support account has no support conversation of its own.
        if (support?.id === userId) throw new ChatError('CONVERSATION_NOT_FOUND');
        const users = support ? { [String(support.id)]: support } : {};
        const payload = { status: 'success', user_id: userId, conversation_id, messages: [], users, entity: null, is_support: true, other_participant: support, has_more_messages: false };
        socket.emit(CHAT_EVENTS.conversationMessages, largePayload('conversation_messages', payload, ctx.options.compactPayloads));
        return ackOk(ack, { conversation_id });
      }
      await socket.join(conversationRoom(membership.id));
      const [views, thread] = await Promise.all([
        conversationViews(ctx.db, userId, { limit: 1, conversationId: membership.id }),
        page(membership.id, 0, ctx.options.pageSize),
      ]);
      const view = views[0];
      const users: Record<string, unknown> = {};
      if (view?.other_participant) users[String(view.other_participant.id)] = view.other_participant;
      const payload = {
        status: 'success',
        user_id: userId,
        conversation_id: membership.id,
        messages: thread.groups,
        users,
        entity: view?.entity ?? null,
        is_support: membership.kind === 'support',
        other_participant: view?.other_participant ?? null,
        has_more_messages: thread.hasMore,
      };
      socket.emit(CHAT_EVENTS.conversationMessages, largePayload('conversation_messages', payload, ctx.options.compactPayloads));
      ackOk(ack, { conversation_id: membership.id });
    },
  });

  onChatEvent(deps, {
    event: CHAT_EVENTS.leave,
    schema: conversationRefPayloadSchema,
    normalise: conversationShorthand,
    handle: async ({ conversation_id }, ack) => {
      // Leaving needs no lookup (a room the socket is not in is a no-op), so it reveals nothing either.
      const id = typeof conversation_id === 'number' ? conversation_id : Number(conversation_id);
      if (Number.isInteger(id)) await socket.leave(conversationRoom(id));
      else for (const room of socket.rooms) if (room.startsWith('conversation:')) await socket.leave(room);
      ackOk(ack, { conversation_id });
    },
  });

  onChatEvent(deps, {
    event: CHAT_EVENTS.loadMoreMessages,
    schema: loadMoreMessagesRequestSchema,
    handle: async ({ conversation_id, offset, limit }, ack) => {
      const membership = await access.existing(conversation_id);
      const size = Math.min(limit, ctx.options.maxPageSize);
      const thread = membership ? await page(membership.id, offset, size) : { groups: [], hasMore: false };
      const payload = {
        status: 'success',
        conversation_id: membership?.id ?? conversation_id,
        messages: thread.groups,
        has_more_messages: thread.hasMore,
        offset,
        limit: size,
      };
      socket.emit(CHAT_EVENTS.loadMoreMessages, largePayload('load_more_messages', payload, ctx.options.compactPayloads));
      ackOk(ack, { conversation_id: payload.conversation_id });
    },
  });
}
