import type { SharedState } from './shared';

/**
 * Who pushes a stored message (new_message, preview, unread count) to the two parties: exactly one process
 * (decision 132, docs/scaling.md "Losing a process").
 *
 * The process whose store inserted the message pushes it; a store that found it stored earlier (a resend — after a
 * reconnect, from a second tab, to another process) does not, because the inserting process did. One exception needs
 * Redis: the inserting process may die between its commit and its push, and then nobody else would ever push. So,
 * with REDIS_URL, the inserting process marks `<prefix>fanout:<id>:<temp_id>` = `pushed` in the same pipeline as the
 * push's stream appends (ioredis writes a tick's commands together; Redis runs a connection's commands in order), and
 * confirms to the sender only after that pipeline has been written: a process killed earlier leaves an unconfirmed
 * message, which the client sends again. A resend that finds no mark confirms and looks again after `takeoverAfterMs`
 * (PRESENCE_TTL_MS: by then a live inserter has long pushed); still no mark → the inserter is gone, and the first
 * process to set the mark (`SET NX`) pushes. No round trip on the path of an ordinary message: the mark rides along
 * with the push.
 *
 * What remains: a resend process killed while it waits to take over (a later resend takes over instead, if any); one
 * killed between setting the mark and pushing (that push is lost); and an inserter stalled longer than `takeoverAfterMs`
 * between its commit and its push (pushed twice; the client merges messages by id). While Redis is unreachable: the
 * one-process rule (resends push nothing).
 *
 * The key names the message by its id *and* its sender's temp_id: ids start again after a database is reset or
 * restored while Redis keeps its keys, and a mark left by an earlier message 5 would otherwise pass for the new
 * message 5's.
 */
export const MARK_TTL_MS = 600_000;
const PUSHED = 'pushed';

export interface DeliverySteps {
  /** The push to both parties (its emits go out synchronously once it has what it needs). */
  push: () => Promise<void>;
  /** message_delivered to the sender; called exactly once. */
  confirm: () => void;
}

export class FanOutClaims {
  private readonly takeovers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly shared: SharedState | undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** How long a resend waits for the inserting process's mark before taking the push over (PRESENCE_TTL_MS: as long as a crashed process's sockets still count as online). */
    private readonly takeoverAfterMs = 30_000,
  ) {}

  /** A graceful stop: takeovers not yet due are dropped (a later resend of their message starts its own). */
  stop(): void {
    for (const timer of this.takeovers) clearTimeout(timer);
    this.takeovers.clear();
  }

  /**
   * Pushes the stored message if this process is the one to, and confirms it to the sender — exactly once, whatever
   * happens. `duplicate`: the store found it stored earlier. Rejects, after confirming, if the push failed.
   */
  async deliver(messageId: number, tempId: string, duplicate: boolean, { push, confirm }: DeliverySteps): Promise<void> {
    const { shared } = this;
    if (!shared) {
      // One process: the sender's sockets hear message_delivered before their new_message, as always.
      confirm();
      if (!duplicate) await push();
      return;
    }
    const key = `${shared.prefix}fanout:${messageId}:${tempId}`;
    // Redis away: the mark waits in the client's queue with the push's stream appends.
    if (!duplicate) return this.pushAndMark(shared, key, push, confirm);
    if (!shared.ready()) return confirm();
    let mark: string | null = PUSHED;
    try {
      mark = await shared.fast.get(key);
    } catch (error) {
      this.onError(error);
    }
    confirm();
    if (mark !== PUSHED) this.takeOverLater(shared, key, push);
  }

  private async pushAndMark(shared: SharedState, key: string, push: () => Promise<void>, confirm: () => void): Promise<void> {
    try {
      await push();
    } catch (error) {
      // Not (or not all) pushed, and not marked: a resend will take it over. The message is stored: confirmed.
      confirm();
      throw error;
    }
    // Synchronously after the push's emits, whose stream appends are queued on `shared.redis` in this tick: the mark
    // joins them in one pipeline. Not awaited: while Redis is away it waits in that client's queue with them.
    shared.redis.set(key, PUSHED, 'PX', MARK_TTL_MS).catch(this.onError);
    // ioredis writes a tick's pipeline from a setImmediate queued by its first command; confirming after it means the
    // confirmation's socket write (flushed on a later tick) follows the push's Redis write.
    await new Promise<void>((resolve) => setImmediate(resolve));
    confirm();
  }

  private takeOverLater(shared: SharedState, key: string, push: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.takeovers.delete(timer);
      void (async () => {
        if ((await shared.fast.set(key, PUSHED, 'PX', MARK_TTL_MS, 'NX')) === 'OK') await push();
      })().catch(this.onError);
    }, this.takeoverAfterMs);
    timer.unref();
    this.takeovers.add(timer);
  }
}
