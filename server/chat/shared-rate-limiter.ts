import { RateLimiter } from '../http/rate-limit';
import type { SharedState } from '../scale/shared';
import type { RateDecision, SendLimiter } from './rate-limiter';

/**
 * The chat's send limits shared by every server process (REDIS_URL), over the server's one limiter abstraction
 * (server/http/rate-limit.ts, rate-limiter-flexible with a Redis store): TOO_FAST is a window of one send per
 * `minIntervalMs`, RATE_LIMITED a fixed window of `limit` sends per `windowMs`, both keyed by user — so tabs on
 * different processes share one quota. Same answers as the in-memory sliding log (code + milliseconds until a
 * send would pass); the window is fixed rather than sliding, so after a burst the quota returns all at once when
 * the window ends (docs/decisions/131). A refused attempt does not hold the other rule's slot.
 *
 * While Redis is unreachable, rate-limiter-flexible's in-memory insurance limiter applies the same rules per
 * process.
 */
export class SharedSendLimiter implements SendLimiter {
  private readonly interval: RateLimiter | undefined;
  private readonly window: RateLimiter;

  constructor(
    shared: SharedState,
    options: { limit: number; windowMs: number; minIntervalMs: number },
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.interval = options.minIntervalMs > 0 ? new RateLimiter(1, options.minIntervalMs, { shared, name: 'chat-interval' }) : undefined;
    this.window = new RateLimiter(options.limit, options.windowMs, { shared, name: 'chat-window' });
  }

  async tryAcquire(userId: number): Promise<RateDecision> {
    const key = String(userId);
    if (this.interval) {
      const gap = await this.interval.hit(key);
      if (!gap.allowed) return { allowed: false, code: 'TOO_FAST', remainingTime: Math.max(1, gap.retryAfterMs) };
    }
    const quota = await this.window.hit(key);
    if (quota.allowed) return { allowed: true };
    // Not sent: the next attempt should hear RATE_LIMITED again, not TOO_FAST.
    if (this.interval) await this.interval.reset(key);
    return { allowed: false, code: 'RATE_LIMITED', remainingTime: Math.max(1, quota.retryAfterMs) };
  }

  release(userId: number): void {
    const key = String(userId);
    void Promise.all([this.window.refund(key), this.interval?.reset(key)]).catch(this.onError);
  }
}
