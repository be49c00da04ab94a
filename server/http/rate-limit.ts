import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedState } from '../scale/shared';

/**
 * The server's one limiter abstraction (docs/decisions/131): fixed-window counters over rate-limiter-flexible,
 * in this process's memory when REDIS_URL is unset and in Redis when it is set, so every process counts against
 * the same window. `hit` counts an attempt and says whether it is allowed and how long until the window resets.
 *
 * With Redis, an in-memory limiter of the same rule is the "insurance": while Redis is unreachable each process
 * keeps limiting on its own (at most N × processes in all) instead of failing requests or letting everything
 * through, and the shared count takes over again once Redis is back.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Milliseconds until the window resets (a refused attempt would pass after it). */
  retryAfterMs: number;
  /** Attempts counted for the key in this window, this one included (refused ones count too). */
  consumed: number;
}

/** Windows are whole seconds in Redis (rate-limiter-flexible's `EX`); shorter rules use their own key (the chat's TOO_FAST). */
export interface LimiterOptions {
  /** Set: the count lives in Redis under `<prefix>rl:<name>:<key>`. */
  shared?: SharedState | undefined;
  /** Distinguishes limiters sharing a store (required with `shared`). */
  name?: string;
}

export class RateLimiter {
  private readonly store: RateLimiterAbstract;

  constructor(
    private readonly limit: number,
    windowMs: number,
    options: LimiterOptions = {},
  ) {
    const rule = { points: limit, duration: windowMs / 1000 };
    const memory = new RateLimiterMemory(rule);
    this.store = options.shared
      ? new RateLimiterRedis({
          ...rule,
          storeClient: options.shared.fast,
          keyPrefix: `${options.shared.prefix}rl:${options.name ?? 'default'}`,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  async hit(key: string): Promise<RateLimitResult> {
    try {
      return result(true, await this.store.consume(key));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return result(false, refusal);
      throw refusal;
    }
  }

  /** Attempts counted for `key` in its current window, without counting one. */
  async peek(key: string): Promise<number> {
    const res = await this.store.get(key);
    return res ? Math.max(0, res.consumedPoints) : 0;
  }

  /** Attempts counted for `key` and the seconds until its window resets (0 and 0 when nothing is counted). */
  async window(key: string): Promise<{ consumed: number; retryAfterSeconds: number }> {
    const res = await this.store.get(key);
    if (!res) return { consumed: 0, retryAfterSeconds: 0 };
    return { consumed: Math.max(0, res.consumedPoints), retryAfterSeconds: Math.max(1, Math.ceil(Math.max(0, res.msBeforeNext) / 1000)) };
  }

  /** Gives back one attempt counted by `hit` (its action did not happen after all). */
  async refund(key: string): Promise<void> {
    await this.store.reward(key, 1);
  }

  /** Forget a key, e.g. after a successful login. */
  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }

  get points(): number {
    return this.limit;
  }
}

function result(allowed: boolean, res: RateLimiterRes): RateLimitResult {
  const ms = Math.max(0, res.msBeforeNext);
  return { allowed, retryAfterMs: ms, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)), consumed: res.consumedPoints };
}
