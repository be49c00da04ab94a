/**
 * The latest confirmed sends, by sender and temp_id, and the ones being stored right now: a re-sent
 * message (reconnect, reload, a second tab) is usually answered from here without touching the database
 * or the rate limit. A miss is still safe — the unique (sender_id, temp_id) index makes the store a no-op
 * and returns the stored row.
 */
export interface RecentSend {
  message_id: number;
  conversation_id: number;
  created_at: string;
  is_support: boolean;
}

export class RecentSends {
  private readonly entries = new Map<string, RecentSend>();
  private readonly flying = new Map<string, Promise<RecentSend>>();

  constructor(private readonly capacity = 20_000) {}

  get(senderId: number, tempId: string): RecentSend | undefined {
    return this.entries.get(`${senderId}\u0000${tempId}`);
  }

  /** A send of this temp_id still being stored (a copy raced in from another tab or a quick resend). */
  inFlight(senderId: number, tempId: string): Promise<RecentSend> | undefined {
    return this.flying.get(`${senderId}\u0000${tempId}`);
  }

  /** Marks a send as being stored until `done` settles; copies arriving meanwhile wait for it. */
  track(senderId: number, tempId: string, done: Promise<RecentSend>): void {
    const key = `${senderId}\u0000${tempId}`;
    this.flying.set(key, done);
    const forget = () => {
      if (this.flying.get(key) === done) this.flying.delete(key);
    };
    done.then(forget, forget);
  }

  /** Resolves once every send being stored right now has settled (a graceful shutdown waits for them). */
  async settled(): Promise<void> {
    while (this.flying.size > 0) await Promise.allSettled([...this.flying.values()]);
  }

  remember(senderId: number, tempId: string, send: RecentSend): void {
    const key = `${senderId}\u0000${tempId}`;
    this.entries.delete(key);
    this.entries.set(key, send);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
