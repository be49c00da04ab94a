import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectShared, type SharedState } from '../../../server/scale/shared';
import { FanOutClaims } from '../../../server/scale/fan-out-claims';
import { clearPrefix, redisUrl, runPrefix } from './processes';

/** Needs only Redis. Each "process" is a SharedState of its own (its own connections and process id). */
describe.runIf(Boolean(redisUrl))('who pushes a stored message (Redis claims)', () => {
  const prefix = runPrefix();
  const TTL = 300;
  const opened: SharedState[] = [];
  const started: FanOutClaims[] = [];
  const processOf = async () => {
    const shared = await connectShared({ url: redisUrl as string, prefix, log: () => undefined });
    opened.push(shared);
    const claims = new FanOutClaims(shared, () => undefined, TTL);
    claims.start();
    started.push(claims);
    return { shared, claims };
  };
  /** Delivery steps that log themselves: `push:<who>` when a push is made, `confirm:<who>` when the sender is told. */
  const recorder = () => {
    const log: string[] = [];
    const pushes = () => log.filter((entry) => entry.startsWith('push:')).map((entry) => entry.slice(5));
    const steps = (who: string, gate?: Promise<void>) => ({
      push: async () => void (await gate, log.push(`push:${who}`)),
      confirm: () => void log.push(`confirm:${who}`),
    });
    return { log, pushes, steps };
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  let first: Awaited<ReturnType<typeof processOf>>;
  beforeAll(async () => {
    first = await processOf();
  });
  afterEach(async () => {
    for (const claims of started.splice(1)) await claims.stop();
  });
  afterAll(async () => {
    await started[0]?.stop();
    await clearPrefix(prefix);
    await Promise.all(opened.map((shared) => shared.close()));
  });

  it('the first claim of a message pushes, then confirms; a resend of it, on any process, only confirms', async () => {
    const other = await processOf();
    const { log, steps } = recorder();
    await first.claims.deliver(5, 'tmp-a', false, steps('a'));
    await other.claims.deliver(5, 'tmp-a', true, steps('b'));
    await first.claims.deliver(5, 'tmp-a', true, steps('a again'));
    await wait(TTL * 2);
    expect(log).toEqual(['push:a', 'confirm:a', 'confirm:b', 'confirm:a again']);
  });

  it('a message that gets an earlier id again (a database reset or restored, Redis kept) is still pushed', async () => {
    const { pushes, steps } = recorder();
    await first.claims.deliver(7, 'before-reset', false, steps('before'));
    await first.claims.deliver(7, 'after-reset', false, steps('after'));
    expect(pushes()).toEqual(['before', 'after']);
  });

  it('a resend that finds a live process still pushing leaves the push to it', async () => {
    const other = await processOf();
    const { log, steps } = recorder();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const owner = first.claims.deliver(11, 'slow', false, steps('owner', gate));
    await wait(20);
    await other.claims.deliver(11, 'slow', true, steps('resend'));
    // The owner is not confirmed before its push is out; the resend is (the owner will push).
    expect(log).toEqual(['confirm:resend']);
    // Longer than the owner's liveness TTL: the owner keeps refreshing it, so the resend's recheck still waits.
    await wait(TTL * 2);
    release();
    await owner;
    await wait(TTL * 2);
    expect(log).toEqual(['confirm:resend', 'push:owner', 'confirm:owner']);
  });

  it('a process that died after claiming, before pushing: the resend takes the claim over and pushes once', async () => {
    const doomed = await processOf();
    const survivor = await processOf();
    const { log, pushes, steps } = recorder();
    // The doomed process claims and never finishes (it is killed mid-push): its connections go, no graceful stop.
    void doomed.claims.deliver(21, 'killed', false, steps('doomed', new Promise(() => undefined)));
    await wait(20);
    await doomed.shared.close();
    await survivor.claims.deliver(21, 'killed', true, steps('survivor'));
    expect(log).toEqual(['confirm:survivor']);
    // Once the dead owner's liveness has lapsed (TTL), the survivor's recheck takes the claim over.
    await expect.poll(pushes, { timeout: TTL * 8, interval: 50 }).toEqual(['survivor']);
    // A third process's later resend finds it pushed.
    const third = await processOf();
    await third.claims.deliver(21, 'killed', true, steps('third'));
    await wait(TTL * 2);
    expect(pushes()).toEqual(['survivor']);
    expect(log.filter((entry) => entry.startsWith('confirm:'))).toEqual(['confirm:survivor', 'confirm:third']);
  });

  it('a push that fails is confirmed and releases the claim; a process drained gracefully stops counting at once', async () => {
    const drained = await processOf();
    const survivor = await processOf();
    const { log, pushes, steps } = recorder();
    const failing = { push: () => Promise.reject(new Error('database gone')), confirm: () => void log.push('confirm:failed') };
    await expect(drained.claims.deliver(31, 'failed', false, failing)).rejects.toThrow('database gone');
    expect(log).toEqual(['confirm:failed']);
    await survivor.claims.deliver(31, 'failed', true, steps('survivor'));
    expect(pushes()).toEqual(['survivor']);

    void drained.claims.deliver(32, 'drained', false, steps('drained', new Promise(() => undefined)));
    await wait(20);
    await drained.claims.stop();
    await survivor.claims.deliver(32, 'drained', true, steps('survivor 32'));
    expect(pushes()).toEqual(['survivor', 'survivor 32']);
  });

  it('the pushed mark follows the push on the adapter connection', async () => {
    const { pushes, steps } = recorder();
    await first.claims.deliver(41, 'marked', false, steps('a'));
    expect(pushes()).toEqual(['a']);
    await expect.poll(() => first.shared.fast.get(`${prefix}fanout:41:marked`)).toBe('pushed');
  });

  it('without Redis (one process): confirmed first, then pushed; a duplicate only confirmed', async () => {
    const alone = new FanOutClaims(undefined);
    const { log, steps } = recorder();
    await alone.deliver(51, 'one', false, steps('one'));
    await alone.deliver(51, 'one', true, steps('again'));
    expect(log).toEqual(['confirm:one', 'push:one', 'confirm:again']);
  });
});
