import { messageText } from '../../core/i18n/catalogue';
import type { ClockPort } from '../../core/ports';
import { CHAT_EVENTS, conversationRefPayloadSchema, getOnlineStatusRequestSchema, loadMoreMessagesRequestSchema, typingSignalPayloadSchema } from '../../core/schemas/chat-events';
import { DEMO_USER_ID, MOCK_CONVERSATIONS, MOCK_USERS, type MockUser } from './mock-data';
import { compareConversations, conversationView, dayGroups, otherOf, pageFromEnd, type StoredConversation } from './mock-views';
import { MockMessaging } from './mock-messaging';

export interface MockConnection {
  readonly id: number;
  readonly userId: number;
  readonly rooms: Set<number>;
  deliver(event: string, payload: unknown): void;
}

export interface MockChatServerOptions {
  clock: ClockPort;
  /**
   * Token → user id, or null to refuse. Default (demo): an empty token or one starting with 'invalid' is refused;
   * a real access token (`v1.<userId>.…`, not verified here) is that user; anything else the demo user.
   */
  authenticate?: (token: string) => number | null;
  /** RATE_LIMITED after this many messages per user in `rateWindowMs` (the real server's default: 30 / 10 s). */
  rateLimitMessages?: number;
  rateWindowMs?: number;
  /** TOO_FAST below this interval between two messages of one user. */
  minIntervalMs?: number;
  pageSize?: number;
}

const defaultAuthenticate = (token: string): number | null => {
  if (token.trim() === '' || token.startsWith('invalid')) return null;
  const real = /^v1\.(\d{1,9})\./.exec(token);
  return real ? Number(real[1]) : DEMO_USER_ID;
};

/**
 * The chat server's protocol (docs/product/chat.md, core/schemas/chat-events.ts), in memory: conversations, rooms, unread
 * counts, presence, typing, exactly-once delivery by temp_id and rate limits. Connections are attached by
 * MockChatSocket; scripted peers (MockPeers) act through `actAs`. Time goes through the injected clock.
 */
export class MockChatServer {
  readonly users = new Map<number, MockUser>(MOCK_USERS.map((user) => [user.id, user]));
  readonly conversations = new Map<number, StoredConversation>();
  readonly connections = new Set<MockConnection>();
  /** Scripted peers that appear online without a connection. */
  readonly botsOnline = new Map<number, boolean>();
  readonly messaging: MockMessaging;
  private nextConnectionId = 1;
  /** The id the demo user's conversations belong to (the signed-in user's, once one connects). */
  private demoUserId = DEMO_USER_ID;

  constructor(readonly options: MockChatServerOptions) {
    this.messaging = new MockMessaging(this);
    const now = options.clock.now();
    for (const seed of MOCK_CONVERSATIONS) {
      const conversation: StoredConversation = {
        id: seed.id,
        participants: [DEMO_USER_ID, seed.other],
        entity: seed.entity,
        isSupport: seed.isSupport,
        createdAt: now - 60 * 60_000 * 72,
        messages: [],
        unread: new Map([[DEMO_USER_ID, seed.unread]]),
      };
      for (const [own, text, minutesAgo] of seed.history) {
        const senderId = own ? DEMO_USER_ID : seed.other;
        conversation.messages.push({ id: this.messaging.nextMessageId(), conversationId: seed.id, senderId, recipientId: otherOf(conversation, senderId), text, createdAt: now - minutesAgo * 60_000 });
      }
      this.conversations.set(seed.id, conversation);
    }
    for (const user of MOCK_USERS) if (user.id !== DEMO_USER_ID) this.botsOnline.set(user.id, user.id % 2 === 0 || user.isSupport === true);
  }

  /** A handshake: the connection, or the refusal message id (as the real server's connect_error). */
  attach(token: string, deliver: MockConnection['deliver']): MockConnection | { refused: string } {
    const userId = (this.options.authenticate ?? defaultAuthenticate)(token);
    if (userId === null) return { refused: 'notAuthenticated' };
    if (!this.users.has(userId) && !this.adoptDemoUser(userId)) return { refused: 'notAuthenticated' };
    // A human signed in as this user: the scripted stand-in steps aside (presence now follows connections).
    this.botsOnline.delete(userId);
    const wasOnline = this.isOnline(userId);
    const connection: MockConnection = { id: this.nextConnectionId++, userId, rooms: new Set(), deliver };
    this.connections.add(connection);
    if (!wasOnline) this.broadcastPresence(userId);
    return connection;
  }

  /**
   * The first unknown user to connect becomes the demo user: the seeded conversations are re-keyed to their id,
   * so messages they send are their own (the core attributes messages by sender id).
   */
  private adoptDemoUser(userId: number): boolean {
    if (this.demoUserId !== DEMO_USER_ID) return false;
    const demo = this.users.get(DEMO_USER_ID);
    if (!demo) return false;
    const swap = (id: number) => (id === DEMO_USER_ID ? userId : id);
    this.users.delete(DEMO_USER_ID);
    this.users.set(userId, { ...demo, id: userId });
    for (const conversation of this.conversations.values()) {
      conversation.participants = [swap(conversation.participants[0]), swap(conversation.participants[1])];
      for (const message of conversation.messages) {
        message.senderId = swap(message.senderId);
        message.recipientId = swap(message.recipientId);
      }
      const unread = conversation.unread.get(DEMO_USER_ID);
      conversation.unread.delete(DEMO_USER_ID);
      if (unread !== undefined) conversation.unread.set(userId, unread);
    }
    this.demoUserId = userId;
    return true;
  }

  detach(connection: MockConnection): void {
    if (!this.connections.delete(connection)) return;
    if (!this.isOnline(connection.userId)) this.broadcastPresence(connection.userId);
  }

  isOnline(userId: number): boolean {
    for (const connection of this.connections) if (connection.userId === userId) return true;
    return this.botsOnline.get(userId) ?? false;
  }

  /** Handles one client event; the return value is the acknowledgement (for emitWithAck). */
  handle(connection: MockConnection, event: string, payload: unknown): unknown {
    switch (event) {
      case CHAT_EVENTS.getLatestConversations:
        return this.sendLatest(connection);
      case CHAT_EVENTS.getUnreadCount:
        return this.sendUnread(connection.userId);
      case CHAT_EVENTS.join:
        return this.join(connection, payload);
      case CHAT_EVENTS.leave: {
        const parsed = conversationRefPayloadSchema.safeParse(payload);
        if (parsed.success) connection.rooms.delete(Number(parsed.data.conversation_id));
        return undefined;
      }
      case CHAT_EVENTS.typingStart:
      case CHAT_EVENTS.typingStop:
        return this.typing(connection.userId, event, payload);
      case CHAT_EVENTS.sendMessage:
        return this.messaging.send(connection, payload);
      case CHAT_EVENTS.markConversationAsRead:
        return this.markRead(connection.userId, payload);
      case CHAT_EVENTS.loadMoreMessages:
        return this.loadMore(connection, payload);
      case CHAT_EVENTS.getOnlineStatus: {
        const parsed = getOnlineStatusRequestSchema.safeParse(payload);
        if (!parsed.success) return { status: 'error', data: {} };
        return { status: 'success', data: Object.fromEntries(parsed.data.user_ids.map((id) => [String(id), this.isOnline(Number(id))])) };
      }
      default:
        return undefined; // `_lc` and unknown events: nothing to answer
    }
  }

  /** Conversations `userId` takes part in. */
  conversationsOf(userId: number): StoredConversation[] {
    return [...this.conversations.values()].filter((conversation) => conversation.participants.includes(userId));
  }

  /** The conversation, only if `userId` is part of it (no leak of others' conversations). */
  conversationFor(userId: number, id: unknown): StoredConversation | undefined {
    const conversation = this.conversations.get(Number(id));
    return conversation?.participants.includes(userId) ? conversation : undefined;
  }

  deliverToUser(userId: number, event: string, payload: unknown, only?: (connection: MockConnection) => boolean): void {
    for (const connection of this.connections) {
      if (connection.userId === userId && (!only || only(connection))) connection.deliver(event, payload);
    }
  }

  sendUnread(userId: number): void {
    const list = this.conversationsOf(userId).map((c) => ({ conversation_id: c.id, unread_count: c.unread.get(userId) ?? 0 }));
    const total = list.reduce((sum, entry) => sum + entry.unread_count, 0);
    this.deliverToUser(userId, CHAT_EVENTS.unreadCount, { status: 'success', total_unread_count: total, unread_counts: list.filter((entry) => entry.unread_count > 0) });
  }

  broadcastPresence(userId: number): void {
    const payload = { user_id: userId, is_online: this.isOnline(userId) };
    for (const conversation of this.conversationsOf(userId)) this.deliverToUser(otherOf(conversation, userId), CHAT_EVENTS.userOnlineStatus, payload);
  }

  typing(userId: number, event: string, payload: unknown): void {
    const parsed = typingSignalPayloadSchema.safeParse(payload);
    const conversation = parsed.success ? this.conversationFor(userId, parsed.data.conversation_id) : undefined;
    if (!conversation) return;
    this.deliverToUser(otherOf(conversation, userId), event, { conversation_id: conversation.id, user_id: userId, is_support: conversation.isSupport });
  }

  chatError(messageId: Parameters<typeof messageText>[0], params?: Record<string, string | number>): string {
    return messageText(messageId, 'mk', params);
  }

  private sendLatest(connection: MockConnection): void {
    const viewer = connection.userId;
    const conversations = this.conversationsOf(viewer).sort(compareConversations(viewer));
    const users = conversations.map((c) => otherOf(c, viewer)).map((id) => ({ id, name: this.users.get(id)?.name ?? null }));
    connection.deliver(CHAT_EVENTS.latestConversations, { user_id: viewer, conversations: conversations.map((c) => conversationView(c, viewer, this.users)), users });
  }

  private join(connection: MockConnection, payload: unknown): void {
    const parsed = conversationRefPayloadSchema.safeParse(payload);
    const conversation = parsed.success ? this.conversationFor(connection.userId, parsed.data.conversation_id) : undefined;
    if (!conversation) return; // a support placeholder, or not theirs: nothing to show, nothing leaked
    connection.rooms.add(conversation.id);
    const view = conversationView(conversation, connection.userId, this.users);
    const { page, hasMore } = pageFromEnd(conversation.messages, 0, this.options.pageSize ?? 20);
    connection.deliver(CHAT_EVENTS.conversationMessages, {
      user_id: connection.userId,
      conversation_id: conversation.id,
      messages: dayGroups(page, connection.userId),
      users: [view.other_participant],
      entity: view.entity,
      is_support: view.is_support,
      other_participant: view.other_participant,
      has_more_messages: hasMore,
    });
  }

  private markRead(userId: number, payload: unknown): void {
    const parsed = conversationRefPayloadSchema.safeParse(payload);
    const conversation = parsed.success ? this.conversationFor(userId, parsed.data.conversation_id) : undefined;
    if (!conversation) return;
    conversation.unread.set(userId, 0);
    this.sendUnread(userId);
  }

  private loadMore(connection: MockConnection, payload: unknown): void {
    const parsed = loadMoreMessagesRequestSchema.safeParse(payload);
    const conversation = parsed.success ? this.conversationFor(connection.userId, parsed.data.conversation_id) : undefined;
    if (!parsed.success || !conversation) return;
    const { page, hasMore } = pageFromEnd(conversation.messages, parsed.data.offset, Math.min(parsed.data.limit, 50));
    connection.deliver(CHAT_EVENTS.loadMoreMessages, { conversation_id: conversation.id, messages: dayGroups(page, connection.userId), has_more_messages: hasMore });
  }
}
