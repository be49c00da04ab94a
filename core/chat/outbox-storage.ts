import type { StoragePort } from '../ports/storage';
import { pendingOutboundMessageSchema, type PendingOutboundMessage } from '../schemas/chat';
import { OUTBOX_STORAGE_PREFIX } from './constants';

/**
 * The durable half of the outbound queue ("nothing lost on reload"): pending messages of one user are kept
 * under one StoragePort key and read back by the next engine. Corrupt or foreign data is skipped item by
 * item, never trusted; a full or failing storage only costs durability, never the send.
 */
export class OutboxStorage {
  constructor(
    private readonly storage: StoragePort,
    private readonly onProblem: (message: string, detail?: unknown) => void = () => undefined,
  ) {}

  static keyFor(userKey: string): string {
    return `${OUTBOX_STORAGE_PREFIX}${userKey}`;
  }

  read(userKey: string): PendingOutboundMessage[] {
    let raw: string | null;
    try {
      raw = this.storage.get(OutboxStorage.keyFor(userKey));
    } catch (error) {
      this.onProblem('chat outbox: storage read failed', error);
      return [];
    }
    if (!raw) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      this.onProblem('chat outbox: stored data is not JSON, ignored', error);
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    const items: PendingOutboundMessage[] = [];
    for (const item of parsed) {
      const result = pendingOutboundMessageSchema.safeParse(item);
      if (result.success) items.push(result.data);
      else this.onProblem('chat outbox: invalid stored message skipped', result.error.issues[0]);
    }
    return items;
  }

  write(userKey: string, items: readonly PendingOutboundMessage[]): void {
    const key = OutboxStorage.keyFor(userKey);
    try {
      if (items.length === 0) this.storage.remove(key);
      else this.storage.set(key, JSON.stringify(items));
    } catch (error) {
      this.onProblem('chat outbox: storage write failed', error);
    }
  }
}
