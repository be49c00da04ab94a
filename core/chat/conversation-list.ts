import { Observable, type Subscriber } from 'rxjs';
import { Store } from '../store/store';
import type { ChatConversation, ConversationId } from '../schemas/chat';
import { lastText, makeEntry, type ConversationEntry, type ListMessage } from './conversation-entries';
import { idKey, isPlaceholderId, isSupportPlaceholder, timestampMs } from './ids';
import { OrderedList } from './ordered-list';
import { sortConversations } from './ordering';

export type { ConversationEntry, ListMessage } from './conversation-entries';

export interface ConversationListState {
  /** True once a latest_conversations payload has arrived. */
  readonly loaded: boolean;
  /** docs/product/chat.md order (support, unread, newest). */
  readonly entries: readonly ConversationEntry[];
}

export const INITIAL_CONVERSATION_LIST_STATE: ConversationListState = { loaded: false, entries: [] };

/**
 * The conversation list (docs/product/chat.md): decoded and ordered; a new message moves its conversation to the top
 * of its band with its last message; support placeholders live here until the real conversation exists.
 * Kept in an ordered linked list with a key index; the immutable snapshot (an array) is built lazily, at
 * most once per change and only when someone reads it, so a burst of messages costs a short walk each, not
 * a sort or a copy of the whole list per message (the core Store's `getSnapshot` override + `notify`).
 */
export class ConversationListStore extends Store<ConversationListState> {
  private readonly ordered = new OrderedList<ConversationEntry>();
  private loaded = false;
  private version = 0;
  private snapshotVersion = 0;
  private snapshot: ConversationListState = INITIAL_CONVERSATION_LIST_STATE;
  private readonly changeListeners = new Set<Subscriber<void>>();
  /** A change happened (no snapshot built): for aggregators that read `getSnapshot()` later, once. */
  readonly changed$: Observable<void> = new Observable<void>((subscriber) => {
    this.changeListeners.add(subscriber);
    return () => this.changeListeners.delete(subscriber);
  });

  constructor(private readonly viewerIsSupportAgent: () => boolean = () => false) {
    super(INITIAL_CONVERSATION_LIST_STATE);
  }

  override getSnapshot(): ConversationListState {
    if (this.snapshotVersion !== this.version) {
      this.snapshot = { loaded: this.loaded, entries: this.ordered.toArray() };
      this.snapshotVersion = this.version;
    }
    return this.snapshot;
  }

  override dispose(): void {
    for (const listener of [...this.changeListeners]) listener.complete();
    this.changeListeners.clear();
    super.dispose();
  }

  get(id: ConversationId | null | undefined): ConversationEntry | undefined {
    return this.ordered.get(idKey(id));
  }

  /** The real (non-placeholder) support conversation, if the list has one. */
  findSupport(): ConversationEntry | undefined {
    for (const entry of this.ordered.values()) if (entry.conversation.is_support && !entry.placeholder) return entry;
    return undefined;
  }

  findPlaceholder(predicate: (entry: ConversationEntry) => boolean): ConversationEntry | undefined {
    for (const entry of this.ordered.values()) if (entry.placeholder && predicate(entry)) return entry;
    return undefined;
  }

  /** A real conversation about `entityId` with `partnerId`, if there is one. */
  findByListing(entityId: string, partnerId: string): ConversationEntry | undefined {
    for (const entry of this.ordered.values()) {
      if (!entry.placeholder && idKey(entry.conversation.entity?.id) === entityId && idKey(entry.conversation.other_participant?.id) === partnerId) return entry;
    }
    return undefined;
  }

  private build(conversation: ChatConversation, previous?: ConversationEntry): ConversationEntry {
    const key = idKey(conversation.id);
    const serverAt = timestampMs(conversation.last_message_at ?? conversation.created_at);
    // A list fetched before a message we already applied must not move the last message backwards.
    const keepLocal = previous !== undefined && previous.sortAt > serverAt;
    const isSupport = Boolean(conversation.is_support) || isSupportPlaceholder(conversation.id);
    return makeEntry({
      key,
      id: conversation.id,
      conversation,
      lastMessageText: keepLocal ? previous.lastMessageText : lastText(conversation),
      lastMessageKey: keepLocal ? previous.lastMessageKey : null,
      sortAt: keepLocal ? previous.sortAt : serverAt,
      support: isSupport && !this.viewerIsSupportAgent(),
      unread: conversation.unread_count ?? previous?.unread ?? 0,
      placeholder: isPlaceholderId(conversation.id),
    });
  }

  private publish(): void {
    this.version += 1;
    for (const listener of this.changeListeners) listener.next();
    this.notify();
  }

  private put(previous: ConversationEntry | undefined, next: ConversationEntry): void {
    if (previous && previous.key !== next.key) this.ordered.delete(previous.key);
    this.ordered.upsert(next);
  }

  /**
   * A whole list from the server (latest_conversations). Placeholders stay unless the real conversation is
   * now listed (docs/product/chat.md: the support placeholder is dropped when both exist). Returns the dropped keys with
   * the id that replaces each, so the engine can move the selection.
   */
  replaceAll(conversations: readonly ChatConversation[]): Array<{ from: string; to: ConversationId }> {
    const next = new Map<string, ConversationEntry>();
    for (const conversation of conversations) {
      const key = idKey(conversation.id);
      next.set(key, this.build(conversation, this.ordered.get(key)));
    }
    const replaced: Array<{ from: string; to: ConversationId }> = [];
    const realSupport = [...next.values()].find((entry) => entry.conversation.is_support && !entry.placeholder);
    for (const entry of this.ordered.values()) {
      if (!entry.placeholder || next.has(entry.key)) continue;
      const real = isSupportPlaceholder(entry.id)
        ? realSupport
        : [...next.values()].find(
            (candidate) =>
              idKey(candidate.conversation.entity?.id) === idKey(entry.conversation.entity?.id) &&
              idKey(candidate.conversation.other_participant?.id) === idKey(entry.conversation.other_participant?.id),
          );
      if (real) replaced.push({ from: entry.key, to: real.id });
      else next.set(entry.key, entry);
    }
    this.ordered.reset(sortConversations([...next.values()]));
    this.loaded = true;
    this.publish();
    return replaced;
  }

  /** Adds a client-only placeholder conversation (support, or a first message about a listing). */
  addPlaceholder(conversation: ChatConversation): ConversationEntry {
    const existing = this.get(conversation.id);
    if (existing) return existing;
    const entry = this.build(conversation);
    this.put(undefined, entry);
    this.publish();
    return entry;
  }

  /**
   * docs/product/chat.md: a new message moves its conversation to the top with its last message. Applied once per
   * message key; an older message than the current last one (a late duplicate, a resync) leaves it alone.
   * `unreadDelta` counts it as unread (incoming, conversation not open). Returns false when nothing changed.
   */
  applyMessage(message: ListMessage, unreadDelta: number): boolean {
    const key = idKey(message.conversationId);
    const previous = this.ordered.get(key);
    if (previous && message.messageKey !== null && previous.lastMessageKey === message.messageKey) return false;
    if (previous && message.at < previous.sortAt) {
      if (unreadDelta === 0) return false;
      this.put(previous, makeEntry({ ...previous, unread: previous.unread + unreadDelta }));
      this.publish();
      return true;
    }
    // The server's conversation object is kept as sent (no copy per message): lastMessageText and sortAt
    // are the current last message; a conversation first met here gets one built from the message.
    const conversation: ChatConversation =
      message.conversation ??
      previous?.conversation ?? { id: message.conversationId, is_support: message.isSupport ?? false, last_message: message.text, last_message_at: message.atText ?? message.at };
    const built = previous ?? this.build(conversation);
    const next = makeEntry({
      key: built.key,
      id: built.id,
      conversation,
      lastMessageText: message.text,
      lastMessageKey: message.messageKey,
      sortAt: message.at,
      support: built.support,
      unread: (previous?.unread ?? 0) + unreadDelta,
      placeholder: built.placeholder,
    });
    this.put(previous, next);
    this.publish();
    return true;
  }

  /** Replaces a placeholder's id by the real one (docs/product/chat.md); merges into the real entry when it exists. */
  replaceId(from: ConversationId, to: ConversationId): void {
    const previous = this.get(from);
    if (!previous || idKey(from) === idKey(to)) return;
    const real = this.get(to);
    if (real) {
      this.ordered.delete(previous.key);
    } else {
      const conversation = { ...previous.conversation, id: to };
      this.put(previous, makeEntry({ ...previous, id: to, key: idKey(to), conversation, placeholder: isPlaceholderId(to) }));
    }
    this.publish();
  }

  setUnread(id: ConversationId, unread: number): void {
    const previous = this.get(id);
    if (!previous || previous.unread === unread) return;
    this.put(previous, makeEntry({ ...previous, unread }));
    this.publish();
  }

  /** Applies a full unread summary: listed conversations get their count, every other one 0. */
  setAllUnread(counts: ReadonlyMap<string, number>): void {
    let changed = false;
    for (const previous of this.ordered.toArray()) {
      const unread = counts.get(previous.key) ?? 0;
      if (previous.unread === unread) continue;
      this.put(previous, makeEntry({ ...previous, unread }));
      changed = true;
    }
    if (changed) this.publish();
  }

  reset(): void {
    this.ordered.clear();
    this.loaded = false;
    this.publish();
  }
}
