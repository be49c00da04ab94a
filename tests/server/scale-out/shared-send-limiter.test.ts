import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedSendLimiter } from '../../../server/chat/shared-rate-limiter';
import { connectShared, type SharedState } from '../../../server/scale/shared';
import { clearPrefix, redisUrl, runPrefix } from './processes';

/**
 * The chat's send limits in Redis (one quota across processes). Both rules are asked at once; a send refused by one
 * must not hold the other's slot (docs/decisions/131).
 */
describe.runIf(Boolean(redisUrl))('the shared chat send limits (Redis)', () => {
  const prefix = runPrefix();
  let shared: SharedState;
  beforeAll(async () => {
    shared = await connectShared({ url: redisUrl as string, prefix, log: () => undefined });
  });
  afterAll(async () => {
    await clearPrefix(prefix);
    await shared.close();
  });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('TOO_FAST within the interval, with the time left; refusals for speed cost none of the window', async () => {
    const limiter = new SharedSendLimiter(shared, { limit: 3, windowMs: 10_000, minIntervalMs: 150 });
    expect(await limiter.tryAcquire(1)).toEqual({ allowed: true });
    for (let i = 0; i < 5; i += 1) {
      const refused = await limiter.tryAcquire(1);
      expect(refused).toMatchObject({ allowed: false, code: 'TOO_FAST' });
      expect(refused.allowed === false && refused.remainingTime).toBeGreaterThan(0);
      expect(refused.allowed === false && refused.remainingTime).toBeLessThanOrEqual(150);
    }
    await wait(200);
    expect(await limiter.tryAcquire(1)).toEqual({ allowed: true });
    await wait(200);
    expect(await limiter.tryAcquire(1)).toEqual({ allowed: true });
    await wait(200);
    // The window's 3 are the three accepted sends: the five refused ones were given back.
    expect(await limiter.tryAcquire(1)).toMatchObject({ allowed: false, code: 'RATE_LIMITED' });
  });

  it('RATE_LIMITED does not hold the interval: the next attempt hears RATE_LIMITED again, not TOO_FAST', async () => {
    const limiter = new SharedSendLimiter(shared, { limit: 1, windowMs: 10_000, minIntervalMs: 150 });
    expect(await limiter.tryAcquire(2)).toEqual({ allowed: true });
    await wait(200);
    expect(await limiter.tryAcquire(2)).toMatchObject({ allowed: false, code: 'RATE_LIMITED' });
    expect(await limiter.tryAcquire(2)).toMatchObject({ allowed: false, code: 'RATE_LIMITED' });
  });
});
