import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectShared, type SharedState } from '../../../server/scale/shared';
import { FanOutClaims } from '../../../server/scale/fan-out-claims';
import { clearPrefix, redisUrl, runPrefix } from './processes';

/** Needs only Redis: the claim is one SET NX per message. */
describe.runIf(Boolean(redisUrl))('who pushes a stored message (Redis claims)', () => {
  const prefix = runPrefix();
  let shared: SharedState;
  beforeAll(async () => {
    shared = await connectShared({ url: redisUrl as string, prefix, log: () => undefined });
  });
  afterAll(async () => {
    await clearPrefix(prefix);
    await shared.close();
  });

  it('the first claim of a message pushes; a resend of it, on any process, does not', async () => {
    const a = new FanOutClaims(shared);
    const b = new FanOutClaims(shared);
    expect(await a.claim(5, 'tmp-a', false)).toBe(true);
    expect(await b.claim(5, 'tmp-a', true)).toBe(false);
    expect(await a.claim(5, 'tmp-a', true)).toBe(false);
  });

  it('a message that gets an earlier id again (a database reset or restored, Redis kept) is still pushed', async () => {
    const claims = new FanOutClaims(shared);
    expect(await claims.claim(7, 'before-reset', false)).toBe(true);
    expect(await claims.claim(7, 'after-reset', false)).toBe(true);
  });
});
