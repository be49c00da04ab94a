import type { SharedState } from './shared';

/**
 * Presence across processes (docs/scaling.md): per user a Redis sorted set `<prefix>presence:<userId>` whose
 * members are the processes holding at least one socket of that user, scored by when the entry expires. Each
 * process refreshes its entries every `ttlMs / 3` (the heartbeat), so a crashed process's entries stop counting
 * after at most `ttlMs`, and removes an entry at once when its last socket of that user closes.
 *
 * While Redis is unreachable the answers cover this process only (the caller adds its own sockets), and the
 * heartbeat re-publishes every local user as soon as the connection is back.
 */
export class SharedPresence {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly shared: SharedState,
    /** The users with at least one socket on this process. */
    private readonly localUsers: () => Iterable<number>,
    private readonly ttlMs = 30_000,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.refresh(), Math.max(100, Math.floor(this.ttlMs / 3)));
    this.timer.unref();
    this.shared.fast.on('ready', this.refreshNow);
  }

  /** Stops the heartbeat and withdraws this process's entries (a graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.shared.fast.off('ready', this.refreshNow);
    if (!this.shared.ready()) return;
    const pipeline = this.shared.fast.pipeline();
    for (const userId of this.localUsers()) pipeline.zrem(this.key(userId), this.shared.processId);
    await pipeline.exec().catch(this.onError);
  }

  async add(userId: number): Promise<void> {
    if (!this.shared.ready()) return;
    await this.shared.fast
      .multi()
      .zadd(this.key(userId), Date.now() + this.ttlMs, this.shared.processId)
      .pexpire(this.key(userId), this.ttlMs * 2)
      .exec()
      .catch(this.onError);
  }

  async remove(userId: number): Promise<void> {
    if (!this.shared.ready()) return;
    await this.shared.fast.zrem(this.key(userId), this.shared.processId).catch(this.onError);
  }

  /** Which of `userIds` have a live socket on any process (this one's own are the caller's to add). */
  async online(userIds: readonly number[]): Promise<Set<number>> {
    const found = new Set<number>();
    if (userIds.length === 0 || !this.shared.ready()) return found;
    const now = Date.now();
    const pipeline = this.shared.fast.pipeline();
    for (const id of userIds) pipeline.zcount(this.key(id), now, '+inf');
    try {
      const results = (await pipeline.exec()) ?? [];
      results.forEach(([error, count], i) => {
        if (!error && Number(count) > 0) found.add(userIds[i] as number);
      });
    } catch (error) {
      this.onError(error);
    }
    return found;
  }

  private readonly refreshNow = () => void this.refresh();

  private async refresh(): Promise<void> {
    if (!this.shared.ready()) return;
    const expires = Date.now() + this.ttlMs;
    const pipeline = this.shared.fast.pipeline();
    let any = false;
    for (const userId of this.localUsers()) {
      any = true;
      pipeline.zadd(this.key(userId), expires, this.shared.processId).pexpire(this.key(userId), this.ttlMs * 2);
    }
    if (any) await pipeline.exec().catch(this.onError);
  }

  private key(userId: number): string {
    return `${this.shared.prefix}presence:${userId}`;
  }
}
