import { normalizeDate } from '../format/dates';
import { formatDayHeading } from '../format/dates-in-words';
import type { ChatDayGroup, ChatEntity, ChatMessage, ChatParticipant, ConversationId } from '../schemas/chat';
import { compareIds, idKey, isPlaceholderId, timestampMs } from './ids';
import { Store } from '../store/store';

export interface ThreadMessage {
  /** The server id as a key (dedup and React key). */
  readonly key: string;
  readonly message: ChatMessage;
  /** docs/product/chat.md: own when the sender is the current user. */
  readonly own: boolean;
  readonly at: number;
  /** Day group (docs/product/chat.md): YYYY-MM-DD and its heading. */
  readonly day: string;
  readonly dayFormatted: string;
}

export interface OpenThreadState {
  readonly conversationId: ConversationId | null;
  /** Waiting for conversation_messages after a select (or after a reconnect). */
  readonly loading: boolean;
  readonly loadingMore: boolean;
  /** has_more_messages, honoured for the 'load more' button. */
  readonly hasMore: boolean;
  /** Server order (created_at, then id); never two with the same key. */
  readonly messages: readonly ThreadMessage[];
  readonly entity: ChatEntity | null;
  readonly otherParticipant: ChatParticipant | null;
  readonly isSupport: boolean;
}

export const INITIAL_OPEN_THREAD_STATE: OpenThreadState = {
  conversationId: null,
  loading: false,
  loadingMore: false,
  hasMore: false,
  messages: [],
  entity: null,
  otherParticipant: null,
  isSupport: false,
};

function compareMessages(a: ThreadMessage, b: ThreadMessage): number {
  return a.at !== b.at ? a.at - b.at : compareIds(a.message.id, b.message.id);
}

/** The open conversation's messages (docs/product/chat.md): merged by id so duplicates and resyncs apply once, in order. */
export class OpenThreadStore extends Store<OpenThreadState> {
  /** Set when a load-more page said there is nothing older, so a resync of the newest page cannot undo it. */
  private olderExhausted = false;

  constructor(private readonly currentUserKey: () => string) {
    super(INITIAL_OPEN_THREAD_STATE);
  }

  isOpen(id: ConversationId | null | undefined): boolean {
    const open = this.getSnapshot().conversationId;
    return open !== null && id !== null && id !== undefined && idKey(open) === idKey(id);
  }

  private toThreadMessage(message: ChatMessage, day?: string, dayFormatted?: string | null): ThreadMessage {
    const at = timestampMs(message.created_at);
    const me = this.currentUserKey();
    const own = me ? idKey(message.sender_id) === me : Boolean(message.is_own_message);
    const computedDay = day ?? normalizeDate(at) ?? '';
    return { key: idKey(message.id), message, own, at, day: computedDay, dayFormatted: dayFormatted || formatDayHeading(computedDay) };
  }

  /** docs/product/chat.md Selecting: clear the messages of the newly selected conversation. */
  open(conversationId: ConversationId, meta: Partial<Pick<OpenThreadState, 'entity' | 'otherParticipant' | 'isSupport'>> = {}): void {
    this.olderExhausted = false;
    this.setState({
      ...INITIAL_OPEN_THREAD_STATE,
      conversationId,
      loading: !isPlaceholderId(conversationId),
      entity: meta.entity ?? null,
      otherParticipant: meta.otherParticipant ?? null,
      isSupport: meta.isSupport ?? false,
    });
  }

  close(): void {
    this.olderExhausted = false;
    this.setState(INITIAL_OPEN_THREAD_STATE);
  }

  private merge(incoming: readonly ThreadMessage[]): ThreadMessage[] | null {
    if (incoming.length === 0) return null;
    const byKey = new Map(this.getSnapshot().messages.map((item) => [item.key, item] as const));
    // A message confirmed locally (by temp_id) is replaced by the server's copy of it.
    const byTemp = new Map<string, string>();
    for (const item of byKey.values()) if (item.message.temp_id) byTemp.set(item.message.temp_id, item.key);
    let changed = false;
    for (const item of incoming) {
      const temp = item.message.temp_id ? byTemp.get(item.message.temp_id) : undefined;
      if (temp !== undefined && temp !== item.key) byKey.delete(temp);
      const existing = byKey.get(item.key);
      if (existing && existing.message === item.message) continue;
      byKey.set(item.key, existing ? { ...item, day: existing.day, dayFormatted: existing.dayFormatted } : item);
      changed = true;
    }
    return changed ? [...byKey.values()].sort(compareMessages) : null;
  }

  /** conversation_messages for the open conversation (first page or a resync after reconnect). */
  applyPage(groups: readonly ChatDayGroup[], hasMore: boolean, meta: Partial<Pick<OpenThreadState, 'entity' | 'otherParticipant' | 'isSupport'>>): void {
    const incoming = groups.flatMap((group) => group.messages.map((message) => this.toThreadMessage(message, group.date, group.date_formatted)));
    const merged = this.merge(incoming);
    const state = this.getSnapshot();
    this.setState({
      ...state,
      messages: merged ?? state.messages,
      loading: false,
      hasMore: !this.olderExhausted && hasMore,
      entity: meta.entity ?? state.entity,
      otherParticipant: meta.otherParticipant ?? state.otherParticipant,
      isSupport: meta.isSupport ?? state.isSupport,
    });
  }

  /** The offset for load_more_messages (messages already loaded), or null when there is nothing to load. */
  beginLoadMore(): number | null {
    const state = this.getSnapshot();
    if (state.conversationId === null || !state.hasMore || state.loadingMore || state.loading) return null;
    this.patch({ loadingMore: true });
    return state.messages.length;
  }

  applyOlder(groups: readonly ChatDayGroup[], hasMore: boolean): void {
    const incoming = groups.flatMap((group) => group.messages.map((message) => this.toThreadMessage(message, group.date, group.date_formatted)));
    const merged = this.merge(incoming);
    this.olderExhausted = !hasMore;
    const state = this.getSnapshot();
    this.setState({ ...state, messages: merged ?? state.messages, loadingMore: false, hasMore });
  }

  /** One message (incoming, own from another tab, or confirmed by message_delivered). False when already there. */
  applyMessage(message: ChatMessage): boolean {
    const item = this.toThreadMessage(message);
    const state = this.getSnapshot();
    const known = state.messages.some((existing) => existing.key === item.key || (message.temp_id && existing.message.temp_id === message.temp_id));
    const last = state.messages[state.messages.length - 1];
    // The common case, a new message after the newest one: append without re-sorting.
    if (!known && (!last || compareMessages(last, item) < 0)) {
      this.setState({ ...state, messages: [...state.messages, item] });
      return true;
    }
    if (state.messages.some((existing) => existing.key === item.key && existing.message.temp_id === message.temp_id)) return false;
    const merged = this.merge([item]);
    if (!merged) return false;
    this.setState({ ...state, messages: merged });
    return true;
  }

  /** The placeholder that is open became a real conversation. */
  rename(from: ConversationId, to: ConversationId): void {
    if (this.isOpen(from)) this.patch({ conversationId: to });
  }
}
