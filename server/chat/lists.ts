import { z } from 'zod';
import { CHAT_EVENTS, emptyPayloadSchema, getOnlineStatusRequestSchema } from '../../core/schemas/chat-events';
import { latestConversations } from './conversation-list';
import { largePayload } from './encoding';
import { onChatEvent } from './event-handler';
import { partnerIds } from './presence';
import { ackOk, type ChatSession } from './session';

/** get_online_status answers at most this many ids; the rest of a longer list is ignored. */
const MAX_STATUS_IDS = 500;

/**
 * The conversation list (the latest-conversations request on connect and `_lc` when the chat opens) and
 * presence queries (`get_online_status`, docs/product/chat.md: acknowledged with `{ status, data }`). Presence is only
 * told about conversation partners: anyone else reads as offline, so the socket is no way to watch strangers.
 */
export function registerListEvents(session: ChatSession): void {
  const { ctx, socket, userId, deps } = session;

  for (const event of [CHAT_EVENTS.getLatestConversations, CHAT_EVENTS.chatOpened] as const) {
    onChatEvent(deps, {
      event,
      schema: emptyPayloadSchema,
      handle: async (_payload, ack) => {
        const payload = await latestConversations(ctx.db, userId, {
          limit: ctx.options.maxConversations,
          supportEmail: ctx.supportEmail,
          now: ctx.options.now,
        });
        socket.emit(CHAT_EVENTS.latestConversations, largePayload('latest_conversations', payload, ctx.options.compactPayloads));
        ackOk(ack, { count: payload.conversations.length });
      },
    });
  }

  onChatEvent(deps, {
    event: CHAT_EVENTS.getOnlineStatus,
    schema: getOnlineStatusRequestSchema,
    // docs/product/chat.md: "a list of user ids" — a bare array is accepted as well as `{ user_ids }`.
    normalise: (raw) => (Array.isArray(raw) ? { user_ids: raw } : raw),
    handle: async ({ user_ids }, ack) => {
      const asked = user_ids
        .slice(0, MAX_STATUS_IDS)
        .map((id) => (typeof id === 'number' ? id : z.coerce.number().int().safeParse(id).data))
        .filter((id): id is number => id !== undefined && Number.isSafeInteger(id));
      const partners = new Set(await partnerIds(ctx.db, userId));
      const online = await ctx.presence.statusOf(asked.filter((id) => partners.has(id)));
      const data: Record<string, boolean> = {};
      for (const id of asked) data[String(id)] = online[String(id)] === true;
      ackOk(ack, { data });
    },
  });
}
