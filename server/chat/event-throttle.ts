/**
 * A token bucket per socket over all incoming events: a misbehaving client that floods `load_more_messages`
 * or `get_online_status` is answered TOO_MANY_EVENTS instead of turning each event into database work.
 * Bursts up to one second's worth are allowed; the rate refills continuously.
 */
export class EventThrottle {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = perSecond;
    this.updatedAt = now();
  }

  take(): boolean {
    const at = this.now();
    const elapsed = Math.max(0, at - this.updatedAt);
    this.tokens = Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
