import { CHAT_EVENTS, sendMessagePayloadSchema } from '../../core/schemas/chat-events';
import { isSupportPlaceholder } from '../../core/chat/ids';
import { CHAT_LIMITS } from '../../core/schemas/chat';
import { normaliseChatText } from '../../core/validation/chat-text';
import { SUPPORT_USER_ID } from './mock-data';
import type { MockChatServer, MockConnection } from './mock-chat-server';
import { conversationView, messageView, otherOf, type StoredConversation, type StoredMessage } from './mock-views';

/**
 * send_message of the mock server: validation, authorisation, rate limits (RATE_LIMITED / TOO_FAST with
 * remainingTime), exactly-once storage by (sender, temp_id), then message_sending → message_delivered to the
 * sender and new_message / new_message_preview to the recipient, as the reference server does.
 */
export class MockMessaging {
  /** Called after a message is stored (scripted peers answer from here). */
  onStored: ((message: StoredMessage, conversation: StoredConversation) => void) | undefined;
  /** Demo liveliness: refuse every Nth message once with RATE_LIMITED (0: never). */
  occasionalRateLimitEvery = 0;
  private lastMessageId = 9_000;
  private lastConversationId = 600;
  private readonly byTempId = new Map<string, StoredMessage>();
  private readonly sentAt = new Map<number, number[]>();
  private sentCount = 0;

  constructor(private readonly server: MockChatServer) {}

  nextMessageId(): number {
    return ++this.lastMessageId;
  }

  send(connection: MockConnection, payload: unknown): void {
    const userId = connection.userId;
    const tempId = typeof (payload as { temp_id?: unknown } | null)?.temp_id === 'string' ? String((payload as { temp_id: string }).temp_id) : 'unknown';
    const parsed = sendMessagePayloadSchema.safeParse(payload);
    if (!parsed.success) {
      const empty = typeof (payload as { message?: unknown } | null)?.message === 'string';
      const messageId = empty ? 'chat.error.emptyMessage' : 'chat.error.invalidPayload';
      return this.fail(connection, tempId, empty ? 'EMPTY_MESSAGE' : 'INVALID_PAYLOAD', this.server.chatError(messageId));
    }
    const request = parsed.data;
    const duplicate = this.byTempId.get(`${userId}:${request.temp_id}`);
    if (duplicate) return this.confirm(connection, duplicate); // exactly once: acknowledge again, store nothing

    const limited = this.rateLimit(userId);
    if (limited) return this.fail(connection, request.temp_id, limited.code, limited.text, limited.remainingTime);

    const conversation = this.resolveConversation(userId, request.conversation_id, request.recipient_id, request.entity_id);
    if (!conversation) return this.fail(connection, request.temp_id, 'CONVERSATION_NOT_FOUND', this.server.chatError('chat.error.conversationNotFound'));

    connection.deliver(CHAT_EVENTS.messageSending, { temp_id: request.temp_id, conversation_id: conversation.id });
    const checked = normaliseChatText(request.message, CHAT_LIMITS.messageMaxLength);
    if (!checked.ok) return this.fail(connection, request.temp_id, checked.problem === 'empty' ? 'EMPTY_MESSAGE' : 'MESSAGE_TOO_LONG', this.server.chatError(checked.problem === 'empty' ? 'chat.error.emptyMessage' : 'chat.error.messageTooLong'));
    const message = this.store(conversation, userId, checked.text, request.temp_id);
    this.confirm(connection, message);
    this.fanOut(conversation, message);
  }

  /** A message from `senderId` (a scripted peer) into an existing conversation. */
  post(conversation: StoredConversation, senderId: number, text: string): StoredMessage {
    const message = this.store(conversation, senderId, text);
    this.fanOut(conversation, message);
    return message;
  }

  private store(conversation: StoredConversation, senderId: number, text: string, tempId?: string): StoredMessage {
    const recipientId = otherOf(conversation, senderId);
    const message: StoredMessage = { id: this.nextMessageId(), conversationId: conversation.id, senderId, recipientId, text, createdAt: this.server.options.clock.now() };
    if (tempId !== undefined) {
      message.tempId = tempId;
      this.byTempId.set(`${senderId}:${tempId}`, message);
    }
    conversation.messages.push(message);
    conversation.unread.set(recipientId, (conversation.unread.get(recipientId) ?? 0) + 1);
    this.onStored?.(message, conversation);
    return message;
  }

  private confirm(connection: MockConnection, message: StoredMessage): void {
    const conversation = this.server.conversations.get(message.conversationId);
    connection.deliver(CHAT_EVENTS.messageDelivered, {
      temp_id: message.tempId,
      message_id: message.id,
      conversation_id: message.conversationId,
      created_at: new Date(message.createdAt).toISOString(),
      is_support: conversation?.isSupport ?? false,
    });
  }

  /**
   * As the reference server: new_message to every socket of both participants (the core applies it once),
   * new_message_preview to the recipient's sockets outside the conversation's room, then their unread count.
   */
  private fanOut(conversation: StoredConversation, message: StoredMessage): void {
    const recipient = message.recipientId;
    const forRecipient = { ...messageView(message, recipient), conversation_id: conversation.id, is_support: conversation.isSupport, conversation: conversationView(conversation, recipient, this.server.users) };
    this.server.deliverToUser(recipient, CHAT_EVENTS.newMessage, forRecipient);
    this.server.deliverToUser(
      recipient,
      CHAT_EVENTS.newMessagePreview,
      {
        conversation_id: conversation.id,
        message: message.text,
        message_id: message.id,
        sender_id: message.senderId,
        sender_name: this.server.users.get(message.senderId)?.name ?? null,
        entity_name: conversation.entity?.name ?? null,
        created_at: new Date(message.createdAt).toISOString(),
        is_support: conversation.isSupport,
      },
      (c) => !c.rooms.has(conversation.id),
    );
    this.server.sendUnread(recipient);
    const forSender = { ...messageView(message, message.senderId), conversation_id: conversation.id, is_support: conversation.isSupport, conversation: conversationView(conversation, message.senderId, this.server.users) };
    this.server.deliverToUser(message.senderId, CHAT_EVENTS.newMessage, forSender);
  }

  private fail(connection: MockConnection, tempId: string, code: string, text: string, remainingTime?: number): void {
    connection.deliver(CHAT_EVENTS.messageError, { temp_id: tempId, code, error: text, message: text, ...(remainingTime !== undefined ? { remainingTime } : {}) });
  }

  private rateLimit(userId: number): { code: string; text: string; remainingTime: number } | null {
    const now = this.server.options.clock.now();
    const windowMs = this.server.options.rateWindowMs ?? 10_000;
    const limit = this.server.options.rateLimitMessages ?? 30;
    const recent = (this.sentAt.get(userId) ?? []).filter((at) => now - at < windowMs);
    const last = recent[recent.length - 1];
    const minInterval = this.server.options.minIntervalMs ?? 100;
    if (last !== undefined && now - last < minInterval) {
      return { code: 'TOO_FAST', text: this.server.chatError('chat.error.tooFast'), remainingTime: minInterval - (now - last) };
    }
    this.sentCount += 1;
    const occasional = this.occasionalRateLimitEvery > 0 && this.sentCount % this.occasionalRateLimitEvery === 0;
    if (recent.length >= limit || occasional) {
      const remainingTime = occasional ? 1_500 : windowMs - (now - (recent[0] ?? now));
      return { code: 'RATE_LIMITED', text: this.server.chatError('chat.error.rateLimited', { seconds: Math.ceil(remainingTime / 1000) }), remainingTime };
    }
    recent.push(now);
    this.sentAt.set(userId, recent);
    return null;
  }

  /** An existing conversation of the user, the support conversation (created on first message), or a new listing conversation. */
  private resolveConversation(userId: number, id: unknown, recipientId: unknown, entityId: unknown): StoredConversation | undefined {
    if (isSupportPlaceholder(id)) {
      const existing = this.server.conversationsOf(userId).find((c) => c.isSupport);
      return existing ?? this.create(userId, SUPPORT_USER_ID, null, true);
    }
    if (id !== null && id !== undefined) return this.server.conversationFor(userId, id);
    const recipient = Number(recipientId);
    if (!this.server.users.has(recipient) || recipient === userId) return undefined;
    const existing = this.server.conversationsOf(userId).find((c) => !c.isSupport && c.participants.includes(recipient) && String(c.entity?.id) === String(entityId));
    if (existing) return existing;
    const entity = { id: Number(entityId) || String(entityId), name: null, slug: null, listing_href: null };
    return this.create(userId, recipient, entity, false);
  }

  private create(userId: number, otherId: number, entity: StoredConversation['entity'], isSupport: boolean): StoredConversation {
    const conversation: StoredConversation = { id: ++this.lastConversationId, participants: [userId, otherId], entity, isSupport, createdAt: this.server.options.clock.now(), messages: [], unread: new Map() };
    this.server.conversations.set(conversation.id, conversation);
    return conversation;
  }
}
