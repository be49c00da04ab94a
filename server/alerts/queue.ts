/**
 * The alerts' job queue (docs/decisions/154-alert-queue.md): one port, two adapters — BullMQ on Redis when
 * REDIS_URL is set (server/alerts/bullmq-queue.ts), this in-process queue otherwise. Jobs run off the request path,
 * are retried with exponential backoff, and are idempotent by the database's unique keys (a retried job never
 * notifies or mails twice), so either adapter may run a job more than once.
 */
export type AlertJob =
  | { name: 'match'; listingId: number }
  | { name: 'digest'; savedSearchId: number }
  | { name: 'price-drop'; listingId: number; fromEur: number; toEur: number };

export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /** A job with this id already waiting is not added again. */
  jobId?: string;
}

export interface AlertQueue {
  readonly kind: 'in-process' | 'bullmq';
  add(job: AlertJob, options?: EnqueueOptions): Promise<void>;
  /** Resolves when no job is waiting or running (delayed ones aside): tests and the bench wait on it. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export type AlertJobHandler = (job: AlertJob) => Promise<void>;

/** Attempts of a job before it is given up (and logged), and the first retry's delay (doubled each time). */
export const JOB_ATTEMPTS = 5;
export const RETRY_BASE_MS = 1_000;

interface Pending {
  job: AlertJob;
  attempt: number;
  timer?: NodeJS.Timeout;
}

/**
 * One process, no Redis: jobs wait in memory and run on the next turn of the event loop (never inside the request
 * that added them). Lost when the process stops — acceptable for the one-process setup (`npm start`): the digests and
 * matches it would have written are the database's, and a listing approved again is matched again.
 */
export class InProcessQueue implements AlertQueue {
  readonly kind = 'in-process';
  private readonly pending = new Set<Pending>();
  private readonly byId = new Map<string, Pending>();
  private running = 0;
  private waiters: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly handler: AlertJobHandler,
    private readonly onFailure: (job: AlertJob, error: unknown, attempt: number) => void = () => {},
    private readonly retryBaseMs = RETRY_BASE_MS,
  ) {}

  async add(job: AlertJob, options: EnqueueOptions = {}): Promise<void> {
    if (this.closed) return;
    if (options.jobId !== undefined && this.byId.has(options.jobId)) return;
    const entry: Pending = { job, attempt: 0 };
    this.pending.add(entry);
    if (options.jobId !== undefined) this.byId.set(options.jobId, entry);
    const run = () => void this.run(entry, options.jobId);
    if (options.delayMs && options.delayMs > 0) {
      entry.timer = setTimeout(run, options.delayMs);
      entry.timer.unref();
    } else setImmediate(run);
  }

  private async run(entry: Pending, jobId: string | undefined): Promise<void> {
    if (this.closed) return;
    entry.timer = undefined;
    entry.attempt += 1;
    this.running += 1;
    try {
      await this.handler(entry.job);
      this.finish(entry, jobId);
    } catch (error) {
      this.onFailure(entry.job, error, entry.attempt);
      if (entry.attempt >= JOB_ATTEMPTS || this.closed) this.finish(entry, jobId);
      else {
        entry.timer = setTimeout(() => void this.run(entry, jobId), this.retryBaseMs * 2 ** (entry.attempt - 1));
        entry.timer.unref();
      }
    } finally {
      this.running -= 1;
      this.wake();
    }
  }

  private finish(entry: Pending, jobId: string | undefined): void {
    this.pending.delete(entry);
    if (jobId !== undefined && this.byId.get(jobId) === entry) this.byId.delete(jobId);
  }

  /** Waiting or running now, or retrying; a job delayed on purpose (a digest held until tomorrow) is not counted. */
  private busy(): boolean {
    if (this.running > 0) return true;
    for (const entry of this.pending) if (entry.timer === undefined || entry.attempt > 0) return true;
    return false;
  }

  private wake(): void {
    if (this.busy()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  idle(): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.pending) if (entry.timer) clearTimeout(entry.timer);
    this.pending.clear();
    this.byId.clear();
    this.wake();
  }
}
