import { RateLimiter } from '../http/rate-limit';
import type { SharedState } from '../scale/shared';
import type { RateDecision, SendLimiter } from './rate-limiter';

/**
 * The chat's send limits shared by every server process (REDIS_URL), keyed by user — so tabs on different processes
 * share one quota. RATE_LIMITED is a fixed window of `limit` sends per `windowMs` over the server's one limiter
 * abstraction (server/http/rate-limit.ts, rate-limiter-flexible with a Redis store). TOO_FAST (`minIntervalMs`,
 * 100 ms: below the whole seconds rate-limiter-flexible's Redis store works in) is one key per user set with
 * `SET NX PX`: set → allowed; already there → its PTTL is the time left. Same answers as the in-memory sliding log
 * (code + milliseconds until a send would pass); the window is fixed rather than sliding, so after a burst the
 * quota returns all at once when the window ends (docs/decisions/131). A refused attempt does not hold the other
 * rule's slot.
 *
 * While Redis is unreachable: the window falls back to rate-limiter-flexible's in-memory insurance limiter, the
 * interval to this process's own last-send times.
 */
export class SharedSendLimiter implements SendLimiter {
  private readonly window: RateLimiter;
  /** Last accepted send per user, for the interval while Redis is away. */
  private readonly lastLocal = new Map<number, number>();

  constructor(
    private readonly shared: SharedState,
    private readonly options: { limit: number; windowMs: number; minIntervalMs: number },
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.window = new RateLimiter(options.limit, options.windowMs, { shared, name: 'chat-window' });
  }

  async tryAcquire(userId: number): Promise<RateDecision> {
    // Both rules at once: their commands leave in one pipeline, one round trip before the store instead of two.
    const [wait, quota] = await Promise.all([this.interval(userId), this.window.hit(String(userId))]);
    if (wait !== undefined) {
      // Not sent: the window gives back the attempt it counted, as if it had never been asked.
      this.window.refund(String(userId)).catch(this.onError);
      return { allowed: false, code: 'TOO_FAST', remainingTime: wait };
    }
    if (quota.allowed) return { allowed: true };
    // Not sent: the next attempt should hear RATE_LIMITED again, not TOO_FAST.
    this.forgetInterval(userId);
    return { allowed: false, code: 'RATE_LIMITED', remainingTime: Math.max(1, quota.retryAfterMs) };
  }

  release(userId: number): void {
    this.forgetInterval(userId);
    this.window.refund(String(userId)).catch(this.onError);
  }

  /** Undefined: the interval allows a send now (and it is recorded); else the milliseconds left. */
  private async interval(userId: number): Promise<number | undefined> {
    const ms = this.options.minIntervalMs;
    if (ms <= 0) return undefined;
    const now = Date.now();
    const local = this.lastLocal.get(userId);
    if (this.shared.ready()) {
      try {
        const key = this.key(userId);
        if ((await this.shared.fast.set(key, '1', 'PX', ms, 'NX')) === 'OK') return this.recordLocal(userId, now);
        return Math.max(1, await this.shared.fast.pttl(key));
      } catch (error) {
        this.onError(error);
      }
    }
    if (local !== undefined && now - local < ms) return ms - (now - local);
    return this.recordLocal(userId, now);
  }

  private recordLocal(userId: number, at: number): undefined {
    this.lastLocal.set(userId, at);
    if (this.lastLocal.size > 50_000) this.lastLocal.clear();
    return undefined;
  }

  private forgetInterval(userId: number): void {
    this.lastLocal.delete(userId);
    if (this.options.minIntervalMs > 0 && this.shared.ready()) this.shared.fast.del(this.key(userId)).catch(this.onError);
  }

  private key(userId: number): string {
    return `${this.shared.prefix}rl:chat-interval:${userId}`;
  }
}
