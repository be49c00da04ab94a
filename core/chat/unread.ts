import { unreadBadgeText } from '../format/chat';
import type { ConversationId, UnreadCountPayload } from '../schemas/chat';
import { idKey } from './ids';
import { Store } from '../store/store';
import { INITIAL_UNREAD_STATE } from './initial-states';

export interface UnreadState {
  /** total_unread_count of docs/product/chat.md Unread summary. */
  readonly total: number;
  /** docs/product/chat.md Chat unread indicator: '' for 0, 1–9, '9+'. */
  readonly badgeText: string;
  /** A non-zero count turns the chat button green and makes it pulse. */
  readonly highlighted: boolean;
}


function stateFor(total: number): UnreadState {
  const safe = Math.max(0, Math.floor(total));
  return safe === 0 ? INITIAL_UNREAD_STATE : { total: safe, badgeText: unreadBadgeText(safe), highlighted: true };
}

/**
 * Unread totals and per-conversation counts (docs/product/chat.md). The per-conversation counts are also pushed
 * to the conversation list (they order it); this store owns the total and the badge. Per-conversation
 * counts are kept in a Map, not in the published state, so a message costs O(1), not a copy of every count.
 */
export class UnreadStore extends Store<UnreadState> {
  private readonly counts = new Map<string, number>();

  constructor() {
    super(INITIAL_UNREAD_STATE);
  }

  countFor(id: ConversationId | null | undefined): number {
    return this.counts.get(idKey(id)) ?? 0;
  }

  /** Every per-conversation count (a copy). */
  countsSnapshot(): Map<string, number> {
    return new Map(this.counts);
  }

  /** An unread_count payload: the server's numbers replace ours; status 'error' resets to 0 and clears the list. */
  apply(payload: UnreadCountPayload): void {
    this.counts.clear();
    if (payload.status === 'error') {
      this.setState(INITIAL_UNREAD_STATE);
      return;
    }
    for (const item of payload.unread_counts ?? []) {
      if (item.unread_count > 0) this.counts.set(idKey(item.conversation_id), item.unread_count);
    }
    const sum = [...this.counts.values()].reduce((total, count) => total + count, 0);
    this.setState(stateFor(payload.total_unread_count ?? sum));
  }

  /** Seeds counts from a conversation list without touching conversations the summary already knows. */
  seed(id: ConversationId, count: number): void {
    const key = idKey(id);
    if (this.counts.has(key) || count <= 0) return;
    this.counts.set(key, count);
  }

  /** One more unread message in a conversation that is not open (until the server's summary arrives). */
  increment(id: ConversationId): void {
    const key = idKey(id);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.setState(stateFor(this.getSnapshot().total + 1));
  }

  /** docs/product/chat.md Selecting: its unread count becomes 0 (and leaves the total). */
  clearConversation(id: ConversationId): void {
    const key = idKey(id);
    const count = this.counts.get(key) ?? 0;
    this.counts.delete(key);
    if (count > 0) this.setState(stateFor(this.getSnapshot().total - count));
  }

  /** A placeholder conversation became real: its count moves with it. */
  rename(from: ConversationId, to: ConversationId): void {
    const count = this.counts.get(idKey(from));
    if (count === undefined) return;
    this.counts.delete(idKey(from));
    this.counts.set(idKey(to), (this.counts.get(idKey(to)) ?? 0) + count);
  }

  /** docs/product/chat.md closing the chat resets unread counts. */
  reset(): void {
    this.counts.clear();
    this.setState(INITIAL_UNREAD_STATE);
  }
}
