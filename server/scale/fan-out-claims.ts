import type { SharedState } from './shared';

/**
 * Who pushes a stored message (new_message, preview, unread count) to the two parties: exactly one process
 * (decision 132, docs/scaling.md "Losing a process").
 *
 * One process: the send that stored it; a resend of the same temp_id is confirmed and pushes nothing (the
 * recipient already had it). Several processes (REDIS_URL): the process that stored a message may die between the
 * commit and the push; the sender's client then resends to another process, whose store finds the row (the unique
 * (sender_id, temp_id) key) — and must push it, or the recipient never hears of it live. So the push is claimed in
 * Redis under `<prefix>fanout:<id>:<temp_id>`, whose value says where it stands:
 *   - absent: nobody has claimed it — the first store or resend to `SET … NX` pushes;
 *   - a process id: that process claimed it and has not finished pushing;
 *   - `pushed`: done. The mark is written on the adapter's own connection right after the push's stream appends,
 *     in the same pipeline (ioredis flushes a tick's commands together in one write; Redis runs a connection's
 *     commands in order), so a process that dies leaves either both or neither — never "pushed" without the push,
 *     and a push without the mark only in the instant between two socket writes.
 * A resend that finds another process's unfinished claim checks that process's liveness key
 * (`<prefix>alive:<processId>`, refreshed every third of `ownerTtlMs`, deleted on a graceful stop): while the owner
 * lives it is pushing (or will release the claim if its push fails) and the resend checks again after `ownerTtlMs`;
 * once the owner is gone, the resend takes the claim over atomically and pushes — late by up to `ownerTtlMs`, but
 * once. (A process killed *while waiting* to take over leaves that push to a later resend, if any.)
 *
 * While Redis is unreachable: the one-process rule.
 *
 * The key names the message by its id *and* its sender's temp_id: ids start again after a database is reset or
 * restored while Redis keeps its keys, and a claim left by an earlier message 5 would otherwise silence the new
 * message 5's push for ten minutes (the chat-load bench, resetting its database between runs, lost exactly those).
 */
export const CLAIM_TTL_MS = 600_000;
const PUSHED = 'pushed';
/** A recheck of an unfinished claim this many times, `ownerTtlMs` apart, then the claim is left to its owner. */
const RECHECKS = 5;

// Outcomes of looking at a claim that `SET NX` could not take. ARGV: this process, the claim's TTL, the liveness
// keys' prefix. (The liveness key is computed in the script: one Redis, not a cluster — docs/scaling.md.)
const TAKE_OVER = `
local owner = redis.call('GET', KEYS[1])
if not owner then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 'claimed' end
if owner == '${PUSHED}' then return '${PUSHED}' end
if owner == ARGV[1] or redis.call('EXISTS', ARGV[3] .. owner) == 1 then return 'busy' end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 'taken'`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

type Outcome = 'claimed' | 'taken' | 'busy' | typeof PUSHED;

export interface DeliverySteps {
  /** The push to both parties (its emits go out synchronously once it has what it needs). */
  push: () => Promise<void>;
  /** message_delivered to the sender; called exactly once. */
  confirm: () => void;
}

export class FanOutClaims {
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly rechecks = new Set<NodeJS.Timeout>();

  constructor(
    private readonly shared: SharedState | undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
    /** How long a process that stopped refreshing its liveness key still counts as pushing (PRESENCE_TTL_MS). */
    private readonly ownerTtlMs = 30_000,
  ) {}

  /** Publishes this process's liveness and keeps it fresh. */
  start(): void {
    const { shared } = this;
    if (!shared) return;
    this.heartbeat = setInterval(this.refresh, Math.max(100, Math.floor(this.ownerTtlMs / 3)));
    this.heartbeat.unref();
    shared.fast.on('ready', this.refresh);
    this.refresh();
  }

  /** A graceful stop, after the sends under way have been pushed: others need not wait for this process any more. */
  async stop(): Promise<void> {
    const { shared } = this;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const timer of this.rechecks) clearTimeout(timer);
    this.rechecks.clear();
    if (!shared) return;
    shared.fast.off('ready', this.refresh);
    if (shared.ready()) await shared.fast.del(this.aliveKey(shared.processId)).catch(this.onError);
  }

  /**
   * Pushes the stored message if this process is the one to (`duplicate`: the store found it stored earlier, by a
   * send this process may never have seen), and confirms it to the sender — exactly once, whatever happens. With
   * Redis, a push this process makes is confirmed only after it has left for Redis: a process killed before that
   * leaves an unconfirmed message, which the client sends again. One process (or Redis away): confirmed first, as the
   * sender's own sockets hear `message_delivered` before `new_message`. Rejects, after confirming, if the push failed.
   */
  async deliver(messageId: number, tempId: string, duplicate: boolean, steps: DeliverySteps): Promise<void> {
    const { shared } = this;
    if (!shared || !shared.ready()) return this.oneProcess(duplicate, steps);
    const key = `${shared.prefix}fanout:${messageId}:${tempId}`;
    let outcome: Outcome;
    try {
      outcome = (await shared.fast.set(key, shared.processId, 'PX', CLAIM_TTL_MS, 'NX')) === 'OK' ? 'claimed' : await this.takeOver(shared, key);
    } catch (error) {
      this.onError(error);
      return this.oneProcess(duplicate, steps);
    }
    if (outcome === 'claimed' || outcome === 'taken') return this.pushClaimed(shared, key, steps.push, steps.confirm);
    steps.confirm();
    if (outcome === 'busy') this.recheckLater(shared, key, steps.push, RECHECKS);
  }

  private async oneProcess(duplicate: boolean, { push, confirm }: DeliverySteps): Promise<void> {
    confirm();
    if (!duplicate) await push();
  }

  private async pushClaimed(shared: SharedState, key: string, push: () => Promise<void>, confirm: () => void = () => undefined): Promise<void> {
    try {
      await push();
    } catch (error) {
      // Nothing (or not all) went out: let a resend claim it rather than wait for this process to die.
      await shared.fast.eval(RELEASE, 1, key, shared.processId).catch(this.onError);
      confirm();
      throw error;
    }
    // Synchronously after the push's emits (their stream appends are queued on `shared.redis` in this same tick):
    // the mark joins them in one pipeline. Not awaited: while Redis is away it waits in that client's queue.
    shared.redis.set(key, PUSHED, 'PX', CLAIM_TTL_MS, 'XX').catch(this.onError);
    // ioredis writes a tick's pipeline from a setImmediate queued by the first of those commands; confirming after it
    // means the confirmation's socket write (flushed on a later tick) follows the push's Redis write.
    await new Promise<void>((resolve) => setImmediate(resolve));
    confirm();
  }

  private async takeOver(shared: SharedState, key: string): Promise<Outcome> {
    return (await shared.fast.eval(TAKE_OVER, 1, key, shared.processId, CLAIM_TTL_MS, this.aliveKey(''))) as Outcome;
  }

  private recheckLater(shared: SharedState, key: string, push: () => Promise<void>, left: number): void {
    if (left === 0) return;
    const timer = setTimeout(() => {
      this.rechecks.delete(timer);
      void (async () => {
        if (!shared.ready()) return this.recheckLater(shared, key, push, left - 1);
        const outcome = await this.takeOver(shared, key);
        if (outcome === 'busy') return this.recheckLater(shared, key, push, left - 1);
        if (outcome !== PUSHED) await this.pushClaimed(shared, key, push);
      })().catch(this.onError);
    }, this.ownerTtlMs + 50);
    timer.unref();
    this.rechecks.add(timer);
  }

  private readonly refresh = (): void => {
    const { shared } = this;
    if (!shared || !shared.ready()) return;
    shared.fast.set(this.aliveKey(shared.processId), '1', 'PX', this.ownerTtlMs).catch(this.onError);
  };

  private aliveKey(processId: string): string {
    return `${(this.shared as SharedState).prefix}alive:${processId}`;
  }
}
