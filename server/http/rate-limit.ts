/**
 * Fixed-window counters kept in memory (one server process; a shared store is the scale-out path, DESIGN §5).
 * `hit` counts an attempt and says whether it is allowed and how long until the window resets.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return { allowed: window.count <= this.limit, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Attempts counted for `key` in its current window, without counting one. */
  peek(key: string): number {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? window.count : 0;
  }

  /** Forget a key, e.g. after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
