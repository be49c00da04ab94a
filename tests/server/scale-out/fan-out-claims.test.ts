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
  afterEach(() => {
    for (const claims of started.splice(1)) claims.stop();
  });
  afterAll(async () => {
    started[0]?.stop();
    await clearPrefix(prefix);
    await Promise.all(opened.map((shared) => shared.close()));
  });

  it('the inserting process pushes, marks it pushed, then confirms; a resend of it, on any process, only confirms', async () => {
    const other = await processOf();
    const { log, steps } = recorder();
    await first.claims.deliver(5, 'tmp-a', false, steps('a'));
    expect(log).toEqual(['push:a', 'confirm:a']);
    expect(await first.shared.fast.get(`${prefix}fanout:5:tmp-a`)).toBe('pushed');
    await other.claims.deliver(5, 'tmp-a', true, steps('b'));
    await first.claims.deliver(5, 'tmp-a', true, steps('a again'));
    await wait(TTL * 2);
    expect(log).toEqual(['push:a', 'confirm:a', 'confirm:b', 'confirm:a again']);
  });

  it('a message that gets an earlier id again (a database reset or restored, Redis kept) is not taken for pushed', async () => {
    const other = await processOf();
    const { pushes, steps } = recorder();
    await first.claims.deliver(7, 'before-reset', false, steps('before'));
    // The new message 7's inserter died before its push; its resend finds no mark of its own and takes over.
    await other.claims.deliver(7, 'after-reset', true, steps('after'));
    await expect.poll(pushes, { timeout: TTL * 8, interval: 50 }).toEqual(['before', 'after']);
  });

  it('a resend that comes while the inserting process is still pushing leaves the push to it', async () => {
    const other = await processOf();
    const { log, steps } = recorder();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inserter = first.claims.deliver(11, 'slow', false, steps('inserter', gate));
    await other.claims.deliver(11, 'slow', true, steps('resend'));
    // The inserter is not confirmed before its push is out; the resend is at once.
    expect(log).toEqual(['confirm:resend']);
    await wait(TTL / 3);
    release();
    await inserter;
    await wait(TTL * 3);
    expect(log).toEqual(['confirm:resend', 'push:inserter', 'confirm:inserter']);
  });

  it('an inserting process killed before its push: the resends take it over and exactly one pushes', async () => {
    const doomed = await processOf();
    const [second, third] = [await processOf(), await processOf()];
    const { log, pushes, steps } = recorder();
    // Killed mid-push: its push never goes out, nor its mark; its connections go, no graceful stop.
    void doomed.claims.deliver(21, 'killed', false, steps('doomed', new Promise(() => undefined)));
    await wait(20);
    await doomed.shared.close();
    // The client re-sends; after another reconnect, once more to a third process.
    await second.claims.deliver(21, 'killed', true, steps('second'));
    await third.claims.deliver(21, 'killed', true, steps('third'));
    expect(log).toEqual(['confirm:second', 'confirm:third']);
    await wait(TTL / 2);
    expect(pushes()).toEqual([]);
    await expect.poll(() => pushes().length, { timeout: TTL * 8, interval: 50 }).toBe(1);
    await wait(TTL * 2);
    expect(pushes()).toHaveLength(1);
    expect(['second', 'third']).toContain(pushes()[0]);
  });

  it('a push that fails is confirmed, unmarked, and taken over by a resend', async () => {
    const other = await processOf();
    const { log, pushes, steps } = recorder();
    const failing = { push: () => Promise.reject(new Error('database gone')), confirm: () => void log.push('confirm:failed') };
    await expect(first.claims.deliver(31, 'failed', false, failing)).rejects.toThrow('database gone');
    expect(log).toEqual(['confirm:failed']);
    await other.claims.deliver(31, 'failed', true, steps('resend'));
    await expect.poll(pushes, { timeout: TTL * 8, interval: 50 }).toEqual(['resend']);
  });

  it('a process stopped gracefully drops the takeovers not yet due', async () => {
    const stopping = await processOf();
    const { log, steps } = recorder();
    await stopping.claims.deliver(41, 'orphan', true, steps('stopping'));
    stopping.claims.stop();
    await wait(TTL * 2);
    expect(log).toEqual(['confirm:stopping']);
  });

  it('without Redis (one process): confirmed first, then pushed; a duplicate only confirmed', async () => {
    const alone = new FanOutClaims(undefined);
    const { log, steps } = recorder();
    await alone.deliver(51, 'one', false, steps('one'));
    await alone.deliver(51, 'one', true, steps('again'));
    expect(log).toEqual(['confirm:one', 'push:one', 'confirm:again']);
  });
});
