import type { ChatConversation, ConversationId } from '../schemas/chat';
import { idKey, isPlaceholderId, isSupportPlaceholder, timestampMs } from './ids';
import { repositionInPlace, sortConversations, type OrderFields } from './ordering';
import { ChatStore } from './store';

export interface ConversationEntry extends OrderFields {
  readonly id: ConversationId;
  /** The server's conversation, with the last message kept current by incoming messages. */
  readonly conversation: ChatConversation;
  readonly lastMessageText: string;
  /** Key of the last message applied, so a message that arrives twice is applied once. */
  readonly lastMessageKey: string | null;
  readonly placeholder: boolean;
}

export interface ConversationListState {
  /** True once a latest_conversations payload has arrived. */
  readonly loaded: boolean;
  /** SPEC §4 order (support, unread, newest). */
  readonly entries: readonly ConversationEntry[];
}

export const INITIAL_CONVERSATION_LIST_STATE: ConversationListState = { loaded: false, entries: [] };

/** An incoming message as the list sees it (new_message or new_message_preview). */
export interface ListMessage {
  conversationId: ConversationId;
  messageKey: string | null;
  text: string;
  at: number;
  isSupport?: boolean | null;
  /** The conversation itself when the server sends it (first message of a new conversation). */
  conversation?: ChatConversation | null;
}

function lastText(conversation: ChatConversation): string {
  const last = conversation.last_message;
  if (typeof last === 'string') return last;
  return last && typeof last === 'object' ? last.message : '';
}

/**
 * The conversation list (SPEC §2, §4): decoded and ordered; a new message moves its conversation to the top
 * of its band with its last message; support placeholders live here until the real conversation exists.
 * Kept as a mutable sorted array plus an index, published as a fresh immutable array per change.
 */
export class ConversationListStore extends ChatStore<ConversationListState> {
  private readonly byKey = new Map<string, ConversationEntry>();
  private sorted: ConversationEntry[] = [];
  private loaded = false;

  constructor(private readonly viewerIsSupportAgent: () => boolean = () => false) {
    super(INITIAL_CONVERSATION_LIST_STATE);
  }

  get(id: ConversationId | null | undefined): ConversationEntry | undefined {
    return this.byKey.get(idKey(id));
  }

  /** The real (non-placeholder) support conversation, if the list has one. */
  findSupport(): ConversationEntry | undefined {
    for (const entry of this.sorted) if (entry.conversation.is_support && !entry.placeholder) return entry;
    return undefined;
  }

  findPlaceholder(predicate: (entry: ConversationEntry) => boolean): ConversationEntry | undefined {
    for (const entry of this.sorted) if (entry.placeholder && predicate(entry)) return entry;
    return undefined;
  }

  /** A real conversation about `entityId` with `partnerId`, if there is one. */
  findByListing(entityId: string, partnerId: string): ConversationEntry | undefined {
    for (const entry of this.sorted) {
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
    return {
      key,
      id: conversation.id,
      conversation: keepLocal ? { ...conversation, last_message: previous.conversation.last_message, last_message_at: previous.conversation.last_message_at } : conversation,
      lastMessageText: keepLocal ? previous.lastMessageText : lastText(conversation),
      lastMessageKey: keepLocal ? previous.lastMessageKey : null,
      sortAt: keepLocal ? previous.sortAt : serverAt,
      support: isSupport && !this.viewerIsSupportAgent(),
      unread: conversation.unread_count ?? previous?.unread ?? 0,
      placeholder: isPlaceholderId(conversation.id),
    };
  }

  private publish(): void {
    this.setState({ loaded: this.loaded, entries: this.sorted.slice() });
  }

  private put(previous: ConversationEntry | undefined, next: ConversationEntry): void {
    if (previous && previous.key !== next.key) this.byKey.delete(previous.key);
    this.byKey.set(next.key, next);
    repositionInPlace(this.sorted, previous, next);
  }

  /**
   * A whole list from the server (latest_conversations). Placeholders stay unless the real conversation is
   * now listed (SPEC §3: the support placeholder is dropped when both exist). Returns the dropped keys with
   * the id that replaces each, so the engine can move the selection.
   */
  replaceAll(conversations: readonly ChatConversation[]): Array<{ from: string; to: ConversationId }> {
    const next = new Map<string, ConversationEntry>();
    for (const conversation of conversations) {
      const key = idKey(conversation.id);
      next.set(key, this.build(conversation, this.byKey.get(key)));
    }
    const replaced: Array<{ from: string; to: ConversationId }> = [];
    const realSupport = [...next.values()].find((entry) => entry.conversation.is_support && !entry.placeholder);
    for (const entry of this.byKey.values()) {
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
    this.byKey.clear();
    for (const [key, entry] of next) this.byKey.set(key, entry);
    this.sorted = sortConversations([...next.values()]);
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
   * SPEC §4: a new message moves its conversation to the top with its last message. Applied once per
   * message key; an older message than the current last one (a late duplicate, a resync) leaves it alone.
   * `unreadDelta` counts it as unread (incoming, conversation not open). Returns false when nothing changed.
   */
  applyMessage(message: ListMessage, unreadDelta: number): boolean {
    const key = idKey(message.conversationId);
    const previous = this.byKey.get(key);
    if (previous && message.messageKey !== null && previous.lastMessageKey === message.messageKey) return false;
    if (previous && message.at < previous.sortAt) {
      if (unreadDelta === 0) return false;
      this.put(previous, { ...previous, unread: previous.unread + unreadDelta });
      this.publish();
      return true;
    }
    const base = previous?.conversation ?? message.conversation ?? { id: message.conversationId, is_support: message.isSupport ?? false };
    const conversation: ChatConversation = { ...(message.conversation ?? base), last_message: message.text, last_message_at: new Date(message.at).toISOString() };
    const built = previous ? { ...previous, conversation } : this.build(conversation);
    const next: ConversationEntry = {
      ...built,
      lastMessageText: message.text,
      lastMessageKey: message.messageKey,
      sortAt: message.at,
      unread: (previous?.unread ?? 0) + unreadDelta,
    };
    this.put(previous, next);
    this.publish();
    return true;
  }

  /** Replaces a placeholder's id by the real one (SPEC §3); merges into the real entry when it exists. */
  replaceId(from: ConversationId, to: ConversationId): void {
    const previous = this.get(from);
    if (!previous || idKey(from) === idKey(to)) return;
    const real = this.get(to);
    if (real) {
      repositionInPlace(this.sorted, previous, undefined);
      this.byKey.delete(previous.key);
    } else {
      const conversation = { ...previous.conversation, id: to };
      this.put(previous, { ...previous, id: to, key: idKey(to), conversation, placeholder: isPlaceholderId(to) });
    }
    this.publish();
  }

  setUnread(id: ConversationId, unread: number): void {
    const previous = this.get(id);
    if (!previous || previous.unread === unread) return;
    this.put(previous, { ...previous, unread });
    this.publish();
  }

  /** Applies a full unread summary: listed conversations get their count, every other one 0. */
  setAllUnread(counts: ReadonlyMap<string, number>): void {
    let changed = false;
    for (const previous of [...this.byKey.values()]) {
      const unread = counts.get(previous.key) ?? 0;
      if (previous.unread === unread) continue;
      this.put(previous, { ...previous, unread });
      changed = true;
    }
    if (changed) this.publish();
  }

  reset(): void {
    this.byKey.clear();
    this.sorted = [];
    this.loaded = false;
    this.publish();
  }
}
