import { asapScheduler, auditTime, defer, distinctUntilChanged, filter, map, merge, ReplaySubject, share, skip, startWith, type Observable, type Subscription } from 'rxjs';
import { portToken } from '../ports/token';
import { CHAT_LIMITS, type ConversationId } from '../schemas/chat';
import { CHAT_EVENTS, sessionEndedPayloadSchema, type SessionEndReason } from '../schemas/chat-events';
import { ChatSnapshotBuilder, type ChatSnapshot } from './chat-snapshot';
import { ChatConnection } from './connection';
import { CHAT_PAGE_SIZE } from './constants';
import { ConversationListStore } from './conversation-list';
import type { ChatEngineDeps, ChatIdentity, ListingForChat, SendResult } from './chat-types';
import { sellerConversationId, supportConversationId } from './conversation-starts';
import { defaultTempId, idKey } from './ids';
import { ChatIncoming } from './incoming';
import { OpenThreadStore } from './open-thread';
import { OutboundQueue } from './outbound-queue';
import { OutboxStorage } from './outbox-storage';
import { PresenceStore } from './presence';
import { MessagePreviews } from './previews';
import { ChatSelection } from './selection';
import { ChatTimers } from './timers';
import { TypingStore } from './typing';
import { validateChatMessage } from '../validation/chat-message';
import { UnreadStore } from './unread';

export type { ChatEngineDeps, ChatIdentity, ListingForChat, SendResult } from './chat-types';

/**
 * The chat engine: one facade over the per-use-case stores (connection, list, thread, outbound queue,
 * typing, presence, unread, previews, selection). The UI renders `state$`/`getSnapshot()` (or a store's own
 * state) and calls the commands; no chat rule lives in React.
 *
 * Constructing it starts nothing: no socket listener, no connection, no storage read, no timer. It starts on
 * `start()` — called by the first subscriber of `state$` and by every command — and runs until `dispose()`.
 * `state$` is one shared pipeline (the newest snapshot replayed to late subscribers), so two screens watching
 * the chat cost one snapshot per change, not two.
 */
export class ChatEngine {
  readonly connection: ChatConnection;
  readonly conversations: ConversationListStore;
  readonly thread: OpenThreadStore;
  readonly outbound: OutboundQueue;
  readonly typingState: TypingStore;
  readonly presence: PresenceStore;
  readonly unread: UnreadStore;
  readonly previews: MessagePreviews;
  readonly panel: ChatSelection;
  readonly state$: Observable<ChatSnapshot>;
  /**
   * The server ended the sign-in this socket was opened with (a logout elsewhere, a password reset, deletion, a
   * ban — docs/protocol.md "Session ended"). The app answers by re-reading the session, the same path a ban takes.
   */
  readonly sessionEnded$: Observable<SessionEndReason>;

  private readonly timers: ChatTimers;
  private readonly builder: ChatSnapshotBuilder;
  private incoming: ChatIncoming | null = null;
  private identitySubscription: Subscription | null = null;
  private identity: ChatIdentity | null = null;
  private started = false;
  private disposed = false;

  /** The signed-in user's id as a key ('' when nobody is signed in). */
  private readonly userKey = (): string => (this.identity ? idKey(this.identity.userId) : '');

  constructor(private readonly deps: ChatEngineDeps) {
    const userKey = this.userKey;
    const isAgent = () => this.identity?.isSupportAgent === true;
    const language = deps.language ?? (() => 'mk' as const);
    this.timers = new ChatTimers(deps.clock);
    this.conversations = new ConversationListStore(isAgent);
    this.thread = new OpenThreadStore(userKey);
    this.unread = new UnreadStore();
    this.presence = new PresenceStore(deps.socket, this.timers);
    this.typingState = new TypingStore(deps.socket, this.timers, userKey);
    this.outbound = new OutboundQueue({
      socket: deps.socket,
      clock: deps.clock,
      timers: this.timers,
      outbox: new OutboxStorage(deps.storage, (message, detail) => deps.logger?.warn(message, detail)),
      isConnected: () => this.connection.connected,
      newTempId: deps.newTempId ?? defaultTempId,
      userKey,
    });
    this.panel = new ChatSelection({ socket: deps.socket, timers: this.timers, list: this.conversations, thread: this.thread, unread: this.unread, typing: this.typingState, presence: this.presence, outbound: this.outbound });
    this.previews = new MessagePreviews(deps.notifier, deps.socket, (id) => !this.panel.getSnapshot().isOpen && !this.thread.isOpen(id), userKey);
    this.connection = new ChatConnection(deps.socket, () => this.onConnected(), () => this.outbound.connectionChanged(false));
    this.builder = new ChatSnapshotBuilder(language, () => deps.clock.now(), isAgent, (id) => this.conversations.get(id));
    // One notification per burst (a microtask, no timer): getSnapshot() is always current, so a UI reading
    // it on notification misses nothing, and 100 events in one task cost one snapshot, not 100.
    const stores = [this.connection, this.panel, this.thread, this.outbound, this.presence, this.typingState, this.unread, this.previews];
    this.state$ = defer(() => {
      this.start();
      return merge(this.conversations.changed$, ...stores.map((store) => (store.state$ as Observable<unknown>).pipe(skip(1)))).pipe(
        auditTime(0, asapScheduler),
        map(() => this.getSnapshot()),
        startWith(this.getSnapshot()),
        distinctUntilChanged(),
      );
    }).pipe(share({ connector: () => new ReplaySubject<ChatSnapshot>(1), resetOnRefCountZero: true }));
    this.sessionEnded$ = defer(() => deps.socket.on(CHAT_EVENTS.sessionEnded)).pipe(
      map((raw) => {
        const parsed = sessionEndedPayloadSchema.safeParse(raw);
        return parsed.success ? parsed.data.reason : null;
      }),
      filter((reason): reason is SessionEndReason => reason !== null),
    );
  }

  /** Starts following the socket and the signed-in user (connecting when there is a token). Idempotent. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    const deps = this.deps;
    this.incoming = new ChatIncoming({
      socket: deps.socket,
      connection: this.connection,
      list: this.conversations,
      thread: this.thread,
      unread: this.unread,
      typing: this.typingState,
      presence: this.presence,
      outbound: this.outbound,
      previews: this.previews,
      currentUserKey: this.userKey,
      rename: (from, to) => this.rename(from, to),
    });
    this.connection.start();
    this.identitySubscription = deps.identity$.subscribe((identity) => this.setIdentity(identity));
  }

  getSnapshot(): ChatSnapshot {
    return this.builder.build({
      connection: this.connection.getSnapshot(),
      panel: this.panel.getSnapshot(),
      list: this.conversations.getSnapshot(),
      thread: this.thread.getSnapshot(),
      outbound: this.outbound.getSnapshot(),
      presence: this.presence.getSnapshot(),
      typing: this.typingState.getSnapshot(),
      unread: this.unread.getSnapshot(),
      previews: this.previews.getSnapshot(),
    });
  }

  private setIdentity(identity: ChatIdentity | null): void {
    const sameUser = identity !== null && this.identity !== null && idKey(identity.userId) === idKey(this.identity.userId);
    if (!sameUser) {
      this.connection.disconnect();
      this.resetAll();
    }
    this.identity = identity;
    if (!identity) return;
    if (!sameUser) this.outbound.restore();
    // docs/product/chat.md: the socket lives only while the user has a token.
    if (identity.token) this.connection.connect(identity.token);
    else this.connection.disconnect();
  }

  private resetAll(): void {
    this.panel.close();
    this.conversations.reset();
    this.outbound.reset();
  }

  /** docs/product/chat.md: on connect request unread counts and latest conversations; after a reconnect also resync the thread and resend. */
  private onConnected(): void {
    this.deps.socket.emit(CHAT_EVENTS.getUnreadCount);
    this.deps.socket.emit(CHAT_EVENTS.getLatestConversations);
    this.panel.rejoin();
    this.outbound.connectionChanged(true);
  }

  private rename(from: ConversationId, to: ConversationId): void {
    this.conversations.replaceId(from, to);
    this.unread.rename(from, to);
    this.typingState.rename(from, to);
    this.outbound.rename(from, to);
    this.thread.rename(from, to);
    this.panel.rename(from, to);
  }

  // ---- commands ---------------------------------------------------------------------------------

  open(): void {
    this.start();
    this.panel.open();
  }

  close(): void {
    this.start();
    this.panel.close();
  }

  select(id: ConversationId): void {
    this.start();
    this.panel.select(id);
  }

  back(): void {
    this.start();
    this.panel.back();
  }

  navigationStarted(): void {
    this.start();
    this.panel.navigationStarted();
  }

  /** Queues a message for the open conversation; plain text, trimmed; empty or too long is refused. */
  send(text: string): SendResult {
    this.start();
    const conversationId = this.panel.getSnapshot().selectedId;
    if (conversationId === null || !this.identity) return { ok: false, messageId: 'notAuthenticated' };
    const checked = validateChatMessage(text);
    if (!checked.ok) return { ok: false, messageId: checked.error, ...(checked.error === 'chat.error.messageTooLong' ? { params: { max: CHAT_LIMITS.messageMaxLength } } : {}) };
    const message = checked.text;
    this.typingState.stop();
    const entry = this.conversations.get(conversationId);
    const partner = this.thread.getSnapshot().otherParticipant ?? entry?.conversation.other_participant ?? null;
    const entity = this.thread.getSnapshot().entity ?? entry?.conversation.entity ?? null;
    const record = this.outbound.enqueue({ conversationId, entityId: entity?.id ?? null, recipientId: partner?.id ?? null, text: message });
    return { ok: true, tempId: record.tempId };
  }

  retry(tempId: string): string | null {
    this.start();
    return this.outbound.retry(tempId);
  }

  /** load_more_messages with offset = messages loaded, limit 20; false when there is nothing more. */
  loadMore(): boolean {
    this.start();
    const conversationId = this.thread.getSnapshot().conversationId;
    const offset = this.thread.beginLoadMore();
    if (offset === null || conversationId === null) return false;
    this.deps.socket.emit(CHAT_EVENTS.loadMoreMessages, { conversation_id: conversationId, offset, limit: CHAT_PAGE_SIZE });
    return true;
  }

  /** The composer's text changed (docs/product/chat.md Typing). */
  typing(text: string): void {
    this.start();
    const conversationId = this.panel.getSnapshot().selectedId;
    if (conversationId === null) return;
    const partner = this.thread.getSnapshot().otherParticipant ?? this.conversations.get(conversationId)?.conversation.other_participant ?? null;
    this.typingState.input(conversationId, partner?.id ?? null, text);
  }

  /** Opens the chat on the support conversation: the real one, or a 'support-…' placeholder until the first message. */
  openSupport(): boolean {
    this.start();
    if (!this.identity) return false;
    this.open();
    this.select(supportConversationId(this.conversations, this.identity.userId, this.deps.clock.now()));
    return true;
  }

  /** "Chat with seller": opens the conversation about this listing, or a placeholder the first message creates. */
  startWithSeller(listing: ListingForChat): boolean {
    this.start();
    if (!this.identity || idKey(listing.seller.id) === idKey(this.identity.userId)) return false;
    this.open();
    this.select(sellerConversationId(this.conversations, listing, this.deps.clock.now()));
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.identitySubscription?.unsubscribe();
    this.incoming?.dispose();
    this.timers.clearAll();
    for (const store of [this.connection, this.conversations, this.thread, this.outbound, this.typingState, this.presence, this.unread, this.previews, this.panel]) store.dispose();
  }
}

/** Injection token: app/container.ts binds the engine with `toDynamicValue` (no decorators in core). */
export const CHAT_ENGINE = portToken<ChatEngine>('chat-engine');
