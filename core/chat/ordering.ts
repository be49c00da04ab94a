/**
 * docs/product/chat.md Conversation list order: support conversations first, then those with unread messages, then the
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
 * Replaces `previous` by `next` and moves it to where it now belongs, in place, in one pass: a binary
 * search for the target, then a shift of only the entries between the two positions (no allocation; a
 * message usually moves its conversation near the top, so few entries move). Without `previous` it inserts;
 * without `next` it removes.
 */
export function repositionInPlace<T extends OrderFields>(sorted: T[], previous: T | undefined, next: T | undefined): void {
  const index = previous ? indexOfSorted(sorted, previous) : -1;
  if (index < 0) {
    if (next) sorted.splice(insertionIndex(sorted, next), 0, next);
    return;
  }
  if (!next) {
    sorted.splice(index, 1);
    return;
  }
  if (index > 0 && compareConversations(sorted[index - 1]!, next) > 0) {
    // Toward the front: the first entry in [0, index) that sorts after `next`.
    let low = 0;
    let high = index;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareConversations(sorted[middle]!, next) <= 0) low = middle + 1;
      else high = middle;
    }
    for (let position = index; position > low; position -= 1) sorted[position] = sorted[position - 1]!;
    sorted[low] = next;
  } else if (index < sorted.length - 1 && compareConversations(next, sorted[index + 1]!) > 0) {
    // Toward the back: the last entry in (index, length) that sorts before `next`.
    let low = index + 1;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareConversations(sorted[middle]!, next) < 0) low = middle + 1;
      else high = middle;
    }
    const target = low - 1;
    for (let position = index; position < target; position += 1) sorted[position] = sorted[position + 1]!;
    sorted[target] = next;
  } else {
    sorted[index] = next;
  }
}
