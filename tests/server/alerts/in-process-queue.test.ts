import { describe, expect, it } from 'vitest';
import { InProcessQueue, JOB_ATTEMPTS, type AlertJob } from '../../../server/alerts/queue';

const job = (listingId: number): AlertJob => ({ name: 'match', listingId });

/** The in-process adapter of the alerts' queue (docs/decisions/154-alert-queue.md): off the caller's turn, retried, deduplicated by id. */
describe('InProcessQueue', () => {
  it('runs a job after the caller\'s turn, never inside it', async () => {
    const ran: number[] = [];
    const queue = new InProcessQueue(async (j) => void ran.push((j as { listingId: number }).listingId));
    await queue.add(job(1));
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual([1]);
    await queue.close();
  });

  it('retries a failing job with backoff until it succeeds, and gives up after JOB_ATTEMPTS', async () => {
    let calls = 0;
    const failures: number[] = [];
    const flaky = new InProcessQueue(async () => {
      calls += 1;
      if (calls < 3) throw new Error('database away');
    }, (_job, _error, attempt) => failures.push(attempt), 1);
    await flaky.add(job(1));
    await flaky.idle();
    expect(calls).toBe(3);
    expect(failures).toEqual([1, 2]);

    let attempts = 0;
    const broken = new InProcessQueue(async () => {
      attempts += 1;
      throw new Error('always');
    }, () => {}, 1);
    await broken.add(job(2));
    await broken.idle();
    expect(attempts).toBe(JOB_ATTEMPTS);
    await Promise.all([flaky.close(), broken.close()]);
  });

  it('a job id already waiting is not added twice; a job delayed on purpose does not keep it busy', async () => {
    const ran: AlertJob[] = [];
    const queue = new InProcessQueue(async (j) => void ran.push(j));
    await queue.add({ name: 'digest', savedSearchId: 1 }, { jobId: 'digest-1-2026-11-29', delayMs: 60_000 });
    await queue.add({ name: 'digest', savedSearchId: 1 }, { jobId: 'digest-1-2026-11-29', delayMs: 60_000 });
    await queue.add(job(5), { jobId: 'a' });
    await queue.add(job(5), { jobId: 'a' });
    await queue.idle();
    expect(ran).toEqual([job(5)]);
    await queue.close();
  });
});
