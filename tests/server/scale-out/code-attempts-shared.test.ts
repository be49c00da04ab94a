import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_FAILURES_PER_PHONE, CodeAttemptLimiter } from '../../../server/accounts/code-attempts';
import { connectShared, type SharedState } from '../../../server/scale/shared';
import { testDatabase } from '../helpers/test-server';
import { clearPrefix, redisUrl, runPrefix } from './processes';

/**
 * The one-time code limiter in Redis (docs/api.md "One-time codes: limits"): two limiters on two connections stand
 * for two server processes; wrong guesses spread over them count against one cap, racing ones included.
 */
describe.runIf(Boolean(redisUrl))('the code attempt limiter shared by every process (Redis)', () => {
  const prefix = runPrefix();
  let first: SharedState;
  let second: SharedState;
  beforeAll(async () => {
    first = await connectShared({ url: redisUrl as string, prefix, log: () => undefined });
    second = await connectShared({ url: redisUrl as string, prefix, log: () => undefined });
  });
  afterAll(async () => {
    await clearPrefix(prefix);
    await first.close();
    await second.close();
  });

  const wrongGuess = async (limiter: CodeAttemptLimiter, phone: string, address: string) =>
    limiter.guard({ phone, address }, async (): Promise<string> => 'invalidCode', (outcome) => outcome === 'ok');

  it(`locks a phone after ${CODE_FAILURES_PER_PHONE} wrong guesses made on two processes, and a racing burst gets exactly the cap`, async () => {
    const database = await testDatabase();
    const processes = [new CodeAttemptLimiter({ database, shared: first }), new CodeAttemptLimiter({ database, shared: second })];
    for (let i = 0; i < CODE_FAILURES_PER_PHONE; i += 1) {
      const answer = await wrongGuess(processes[i % 2] as CodeAttemptLimiter, '+38970900100', `198.51.100.${i + 1}`);
      expect(answer.locked).toBe(false);
    }
    expect(await processes[0]?.lockOf({ phone: '+38970900100', address: '198.51.100.200' })).toMatchObject({ locked: true });
    expect(await wrongGuess(processes[1] as CodeAttemptLimiter, '+38970900100', '198.51.100.201')).toMatchObject({ locked: true });

    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => wrongGuess(processes[i % 2] as CodeAttemptLimiter, '+38970900200', `198.51.101.${i + 1}`)));
    expect(burst.filter((answer) => !answer.locked)).toHaveLength(CODE_FAILURES_PER_PHONE);
  });
});
