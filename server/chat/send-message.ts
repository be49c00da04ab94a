import { CHAT_LIMITS } from '../../core/schemas/chat';
import { CHAT_EVENTS, sendMessagePayloadSchema } from '../../core/schemas/chat-events';
import { conversationViews } from './conversation-list';
import { conversationRoom, userRoom } from './context';
import type { Membership } from './conversations';
import { assertNotBlocked, countSafetyHits, listingOwner } from './blocks';
import { ChatError, type ErrorBody } from './errors';
import { CHAT_ERROR_EVENT, onChatEvent } from './event-handler';
import { normaliseMessageText } from './message-text';
import type { WriteResult } from './message-writer';
import type { StoredMessage } from './messages';
import type { UnreadSummary } from './read-state';
import { ackOk, type ChatSession } from './session';
import { messageView } from './views';

/**
 * send_message (docs/product/chat.md Outbound message status):
 *   validate → message_sending → already confirmed under this temp_id? confirm again, store nothing →
 *   rate limits → resolve (or create) the conversation → store (group commit; a temp_id stored earlier
 *   stores nothing and is confirmed with the stored id) → message_delivered → new_message to both
 *   parties, new_message_preview to the recipient's other sockets, unread_count to the recipient.
 * The sender hears `message_delivered` only after the message is committed: a confirmed message is never lost. With
 * several processes, also only after its push has left for Redis: never left unpushed by a process that died.
 */
export function registerSendMessage(session: ChatSession): void {
  const { ctx, socket, userId, access, deps } = session;
  const maxLength = Math.min(ctx.options.maxMessageLength, CHAT_LIMITS.messageMaxLength);

  const tempIdOf = (raw: unknown): string | undefined => {
    const value = raw !== null && typeof raw === 'object' ? (raw as { temp_id?: unknown }).temp_id : undefined;
    return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
  };
  const conversationIdOf = (raw: unknown): unknown =>
    raw !== null && typeof raw === 'object' ? (raw as { conversation_id?: unknown }).conversation_id : undefined;

  const delivered = (message: StoredMessage, tempId: string, isSupport: boolean) => ({
    temp_id: tempId,
    message_id: message.id,
    conversation_id: message.conversation_id,
    created_at: new Date(message.created_at).toISOString(),
    is_support: isSupport,
  });

  /** Resolves the conversation and stores; the rate-limit slot is given back when nothing new was stored. */
  const store = async (conversationId: number | string | null, entityId: number | string | null | undefined, text: string, tempId: string) => {
    let membership: Membership;
    let result: WriteResult;
    try {
      // A blocked sender is refused before anything is written (docs/product/trust.md "Blocking"), on every process:
      // a first message before its conversation is created, the others by the write statement.
      if (conversationId === null || conversationId === undefined) {
        const owner = typeof entityId === 'number' || (typeof entityId === 'string' && /^\d{1,10}$/.test(entityId)) ? await listingOwner(ctx.db, Number(entityId)) : null;
        if (owner !== null) await assertNotBlocked(ctx.db, owner, userId);
      }
      membership = await access.forSending(conversationId, entityId);
      // In a listing's conversation the write statement itself refuses a sender the recipient blocked (support's are never blocked).
      result = await ctx.writer.write({ conversationId: membership.id, senderId: userId, recipientId: membership.partnerId, body: text, tempId, unlessBlocked: membership.kind === 'listing' });
    } catch (error) {
      ctx.limiter.release(userId);
      throw error;
    }
    const { stored, duplicate } = result;
    // The warning rules' counters (docs/product/trust.md): the message itself goes on unchanged.
    // Awaited (one upsert, only for a message that fires a rule) so that it is done when the sender is confirmed.
    if (!duplicate) await countSafetyHits(ctx.db, text).catch((error: unknown) => console.error('[chat] safety counters:', error));
    // Stored earlier (and forgotten by the cache): confirm the stored message, tell nobody again.
    if (duplicate) ctx.limiter.release(userId);
    const isSupport = duplicate ? (await access.existing(stored.conversation_id))?.kind === 'support' : membership.kind === 'support';
    const answer = delivered(stored, tempId, isSupport);
    const send = { message_id: answer.message_id, conversation_id: answer.conversation_id, created_at: answer.created_at, is_support: isSupport };
    return { membership, stored, duplicate, send, recipientUnread: result.recipientUnread };
  };

  onChatEvent(deps, {
    event: CHAT_EVENTS.sendMessage,
    schema: sendMessagePayloadSchema,
    refine: (raw) => {
      // A well-formed message refused only for its text gets the precise code (empty / too long).
      const text = raw !== null && typeof raw === 'object' ? (raw as { message?: unknown }).message : undefined;
      if (typeof text !== 'string') return undefined;
      try {
        normaliseMessageText(text, maxLength);
      } catch (error) {
        if (error instanceof ChatError) return error;
      }
      return undefined;
    },
    emitError: (body: ErrorBody, raw) => {
      const tempId = tempIdOf(raw);
      // Without a usable temp_id the client could not tell which bubble failed: the generic error event says it.
      if (tempId === undefined) return void socket.emit(CHAT_ERROR_EVENT, { event: CHAT_EVENTS.sendMessage, ...body });
      const conversationId = conversationIdOf(raw);
      socket.emit(CHAT_EVENTS.messageError, {
        ...body,
        temp_id: tempId,
        conversation_id: typeof conversationId === 'number' || typeof conversationId === 'string' ? conversationId : null,
        error: body.message,
      });
    },
    handle: async (payload, ack) => {
      const text = normaliseMessageText(payload.message, maxLength);
      socket.emit(CHAT_EVENTS.messageSending, { temp_id: payload.temp_id, conversation_id: payload.conversation_id });

      const confirm = (answer: ReturnType<typeof delivered>) => {
        socket.emit(CHAT_EVENTS.messageDelivered, answer);
        ackOk(ack, answer);
      };
      const recent = ctx.recentSends.get(userId, payload.temp_id);
      if (recent) return confirm({ temp_id: payload.temp_id, ...recent });
      const flying = ctx.recentSends.inFlight(userId, payload.temp_id);
      if (flying) return confirm({ temp_id: payload.temp_id, ...(await flying) });

      // Everything up to here is synchronous, so a copy of this temp_id arriving from now on finds it in flight
      // (the rate-limit decision may wait for Redis: it is part of what the copy waits for).
      const storing = (async () => {
        const decision = await ctx.limiter.tryAcquire(userId);
        if (!decision.allowed) {
          throw new ChatError(decision.code, { seconds: Math.ceil(decision.remainingTime / 1000) }, decision.remainingTime);
        }
        return store(payload.conversation_id, payload.entity_id, text, payload.temp_id);
      })();
      // One process pushes each stored message: the one that stored it, or — when that one died between the commit
      // and the push — the one a resend reached (FanOutClaims; in memory: only the one that stored it). With several
      // processes the confirmation follows the push out (see FanOutClaims.deliver), so no confirmed message is left
      // unpushed by a process that died. A push that fails is still confirmed (the message is stored) and logged.
      const delivering = storing.then(({ membership, stored, duplicate, send, recipientUnread }) =>
        ctx.fanOutClaims.deliver(stored.id, payload.temp_id, duplicate, {
          push: () => fanOut(session, membership, stored, recipientUnread),
          confirm: () => {
            ctx.recentSends.remember(userId, payload.temp_id, send);
            confirm({ temp_id: payload.temp_id, ...send });
          },
        }),
      );
      // Copies of this temp_id arriving meanwhile are confirmed when this one is, not before.
      ctx.recentSends.track(userId, payload.temp_id, storing.then(({ send }) => delivering.then(() => send, () => send)));
      // Tracked as a whole (store, push, confirm): a draining process finishes it before closing its connections.
      await ctx.pending.track(delivering);
    },
  });
}

/**
 * Tells both parties: every socket of each (their tabs keep list and thread current), and the recipient's badge.
 * Also used for a message that arrives by HTTP (a blocked account writing to support, server/routes/support-contact.ts).
 */
export async function fanOut(session: Pick<ChatSession, 'ctx' | 'userId' | 'senderName'>, membership: Membership, stored: StoredMessage, recipientUnread: UnreadSummary | undefined): Promise<void> {
  const { ctx, userId, senderName } = session;
  const recipientId = membership.partnerId;
  const isSupport = membership.kind === 'support';
  // A conversation's first message also carries the conversation itself: neither party's list has it yet.
  const [senderConversation, recipientConversation] = membership.created
    ? await Promise.all([
        conversationViews(ctx.db, userId, { limit: 1, conversationId: membership.id }).then((v) => v[0] ?? null),
        conversationViews(ctx.db, recipientId, { limit: 1, conversationId: membership.id }).then((v) => v[0] ?? null),
      ])
    : [null, null];
  const forSender = { ...messageView(stored, userId), is_support: isSupport, ...(senderConversation ? { conversation: senderConversation } : {}) };
  const forRecipient = { ...messageView(stored, recipientId), is_support: isSupport, ...(recipientConversation ? { conversation: recipientConversation } : {}) };
  ctx.io.to(userRoom(userId)).emit(CHAT_EVENTS.newMessage, forSender);
  ctx.io.to(userRoom(recipientId)).emit(CHAT_EVENTS.newMessage, forRecipient);
  ctx.io.to(userRoom(recipientId)).except(conversationRoom(membership.id)).emit(CHAT_EVENTS.newMessagePreview, {
    conversation_id: stored.conversation_id,
    message: stored.body,
    message_id: stored.id,
    sender_id: userId,
    sender_name: senderName,
    entity_name: membership.entityName,
    created_at: forRecipient.created_at,
    is_support: isSupport,
  });
  if (recipientUnread) ctx.io.to(userRoom(recipientId)).emit(CHAT_EVENTS.unreadCount, { status: 'success', ...recipientUnread });
}
