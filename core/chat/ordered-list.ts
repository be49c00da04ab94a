import { compareConversations, type OrderFields } from './ordering';

interface Node<T> {
  entry: T;
  previous: Node<T> | null;
  next: Node<T> | null;
}

/**
 * Conversations in docs/product/chat.md order as a doubly linked list with a key index. A new message puts its
 * conversation near the top of its band, so the insertion walk from the head is short and the removal is
 * O(1); nothing is copied per change. `toArray()` materialises the order (the list store does it lazily,
 * once per change, only when someone reads the snapshot).
 */
export class OrderedList<T extends OrderFields> {
  private readonly nodes = new Map<string, Node<T>>();
  private head: Node<T> | null = null;
  private tail: Node<T> | null = null;

  get size(): number {
    return this.nodes.size;
  }

  get(key: string): T | undefined {
    return this.nodes.get(key)?.entry;
  }

  values(): IterableIterator<T> {
    return this.iterate();
  }

  private *iterate(): IterableIterator<T> {
    for (let node = this.head; node; node = node.next) yield node.entry;
  }

  toArray(): T[] {
    const result = new Array<T>(this.nodes.size);
    let index = 0;
    for (let node = this.head; node; node = node.next) result[index++] = node.entry;
    return result;
  }

  /** Inserts or moves `entry` (by key) to where the order puts it. */
  upsert(entry: T): void {
    const existing = this.nodes.get(entry.key);
    if (existing) this.unlink(existing);
    const node: Node<T> = existing ?? { entry, previous: null, next: null };
    node.entry = entry;
    let after: Node<T> | null = null;
    let before = this.head;
    while (before && compareConversations(before.entry, entry) <= 0) {
      after = before;
      before = before.next;
    }
    node.previous = after;
    node.next = before;
    if (after) after.next = node;
    else this.head = node;
    if (before) before.previous = node;
    else this.tail = node;
    this.nodes.set(entry.key, node);
  }

  delete(key: string): void {
    const node = this.nodes.get(key);
    if (!node) return;
    this.unlink(node);
    this.nodes.delete(key);
  }

  clear(): void {
    this.nodes.clear();
    this.head = null;
    this.tail = null;
  }

  /** Replaces everything with already-sorted entries in O(n). */
  reset(sorted: readonly T[]): void {
    this.clear();
    for (const entry of sorted) {
      const node: Node<T> = { entry, previous: this.tail, next: null };
      if (this.tail) this.tail.next = node;
      else this.head = node;
      this.tail = node;
      this.nodes.set(entry.key, node);
    }
  }

  private unlink(node: Node<T>): void {
    if (node.previous) node.previous.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.previous = node.previous;
    else this.tail = node.previous;
    node.previous = null;
    node.next = null;
  }
}
