/**
 * SPEC §4 Conversation list order: support conversations first, then those with unread messages, then the
 * newest last_message_at (or created_at). Ties fall back to the key so the order is total and stable, which
 * lets one conversation move with two binary searches instead of a re-sort of the whole list.
 */
export interface OrderFields {
  readonly key: string;
  /** Ordered as support (false for the support account's own view: no support styling for itself). */
  readonly support: boolean;
  readonly unread: number;
  /** last_message_at, else created_at, in ms (0 when unknown). */
  readonly sortAt: number;
}

export function compareConversations(a: OrderFields, b: OrderFields): number {
  if (a.support !== b.support) return a.support ? -1 : 1;
  const unreadA = a.unread > 0;
  if (unreadA !== b.unread > 0) return unreadA ? -1 : 1;
  if (a.sortAt !== b.sortAt) return b.sortAt - a.sortAt;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** First index whose entry sorts after `entry` (where it would be inserted). */
export function insertionIndex<T extends OrderFields>(sorted: readonly T[], entry: OrderFields): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareConversations(sorted[middle]!, entry) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of exactly this entry (same object) in a sorted array, or -1. */
export function indexOfSorted<T extends OrderFields>(sorted: readonly T[], entry: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compareConversations(sorted[middle]!, entry);
    if (order === 0) return sorted[middle] === entry ? middle : sorted.indexOf(entry);
    if (order < 0) low = middle + 1;
    else high = middle;
  }
  return sorted.indexOf(entry);
}

/** Sorts a whole list (used when a full list arrives). */
export function sortConversations<T extends OrderFields>(entries: readonly T[]): T[] {
  return [...entries].sort(compareConversations);
}

/**
 * Moves `previous` (if present) to where `next` belongs, in place: two memmoves of at most n pointers,
 * no comparison of the other n entries beyond log n.
 */
export function repositionInPlace<T extends OrderFields>(sorted: T[], previous: T | undefined, next: T | undefined): void {
  if (previous) {
    const index = indexOfSorted(sorted, previous);
    if (index >= 0) sorted.splice(index, 1);
  }
  if (next) sorted.splice(insertionIndex(sorted, next), 0, next);
}
