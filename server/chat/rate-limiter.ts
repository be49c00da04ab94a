/**
 * Per-user send limits: more than `limit` messages within `windowMs` → RATE_LIMITED, and two
 * messages closer than `minIntervalMs` → TOO_FAST, each with the milliseconds until a send would pass.
 *
 * Keyed by user, not socket, so opening more tabs buys no extra quota. Only accepted messages count
 * (a refused attempt does not push the window further out). A sliding log of timestamps per user is
 * exact and small: at most `limit` numbers each. Time comes from the injected clock.
 */
export type RateDecision =
  | { allowed: true }
  | { allowed: false; code: 'RATE_LIMITED' | 'TOO_FAST'; remainingTime: number };

/**
 * What the send handler asks: this process's exact sliding log (`SendRateLimiter`, no Redis) or the windows every
 * process shares (`SharedSendLimiter`, REDIS_URL). `release` gives back the slot of a send that stored nothing.
 */
export interface SendLimiter {
  tryAcquire(userId: number): RateDecision | Promise<RateDecision>;
  release(userId: number): void;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  minIntervalMs: number;
  now: () => number;
}

export class SendRateLimiter implements SendLimiter {
  private readonly sent = new Map<number, number[]>();
  private sweptAt: number;

  constructor(private readonly options: RateLimiterOptions) {
    this.sweptAt = options.now();
  }

  /** Decides and, when allowed, records the send at the current time. */
  tryAcquire(userId: number): RateDecision {
    const { limit, windowMs, minIntervalMs, now } = this.options;
    const at = now();
    // Forget idle users now and then, here rather than on a timer: nothing to stop when the server closes.
    if (at - this.sweptAt > Math.max(windowMs, minIntervalMs) * 2) this.sweep();
    const log = this.prune(userId, at);
    const last = log[log.length - 1];
    if (last !== undefined && at - last < minIntervalMs) {
      return { allowed: false, code: 'TOO_FAST', remainingTime: minIntervalMs - (at - last) };
    }
    const inWindow = log.filter((t) => t > at - windowMs);
    if (inWindow.length >= limit) {
      // The send passes once enough of the oldest ones have left the window.
      const freeing = inWindow[inWindow.length - limit] ?? at;
      return { allowed: false, code: 'RATE_LIMITED', remainingTime: Math.max(1, freeing + windowMs - at) };
    }
    log.push(at);
    this.sent.set(userId, log);
    return { allowed: true };
  }

  /** Gives back the slot taken by the user's latest send (used when the store failed, so it was never sent). */
  release(userId: number): void {
    this.sent.get(userId)?.pop();
  }

  /** Drops users whose window has passed, so the map does not grow without bound. */
  sweep(): void {
    const at = this.options.now();
    this.sweptAt = at;
    for (const userId of [...this.sent.keys()]) {
      if (this.prune(userId, at).length === 0) this.sent.delete(userId);
    }
  }

  /** Users currently tracked (for tests of `sweep`). */
  get size(): number {
    return this.sent.size;
  }

  private prune(userId: number, at: number): number[] {
    const log = this.sent.get(userId) ?? [];
    let drop = 0;
    const horizon = at - Math.max(this.options.windowMs, this.options.minIntervalMs);
    while (drop < log.length && (log[drop] as number) <= horizon) drop += 1;
    if (drop > 0) log.splice(0, drop);
    return log;
  }
}
