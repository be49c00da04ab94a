import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_ATTEMPTS, RETRY_BASE_MS, type AlertJob, type AlertJobHandler, type AlertQueue, type EnqueueOptions } from './queue';

/** Jobs a worker of one process runs at once. */
const CONCURRENCY = 4;

/**
 * The alerts' queue on Redis (REDIS_URL; docs/decisions/154-alert-queue.md): BullMQ — a maintained queue with
 * retries, backoff, delayed jobs and job ids — shared by every server process, each of which runs a worker. A job
 * added by one process may run in another; one that fails is retried (JOB_ATTEMPTS, exponential backoff) and then
 * kept among the failed for inspection. Its own connections: BullMQ's blocking reads must not share the clients that
 * answer requests (server/scale/shared.ts).
 */
export class BullmqQueue implements AlertQueue {
  readonly kind = 'bullmq';
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly connections: Redis[];

  constructor(url: string, prefix: string, handler: AlertJobHandler, onFailure: (job: AlertJob, error: unknown, attempt: number) => void = () => {}) {
    const options = { maxRetriesPerRequest: null, connectionName: `oglasi-alerts-${process.pid}` } as const;
    const queueConnection = new Redis(url, options);
    const workerConnection = new Redis(url, options);
    this.connections = [queueConnection, workerConnection];
    const bullPrefix = `${prefix}bull`;
    this.queue = new Queue('alerts', { connection: queueConnection, prefix: bullPrefix });
    this.worker = new Worker('alerts', async (job: Job<AlertJob>) => handler(job.data), { connection: workerConnection, prefix: bullPrefix, concurrency: CONCURRENCY });
    this.worker.on('failed', (job, error) => {
      if (job) onFailure(job.data, error, job.attemptsMade);
    });
    // Without a listener an 'error' event would crash the process; ioredis reconnects by itself.
    this.worker.on('error', () => {});
    this.queue.on('error', () => {});
  }

  async add(job: AlertJob, options: EnqueueOptions = {}): Promise<void> {
    await this.queue.add(job.name, job, {
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: RETRY_BASE_MS },
      removeOnComplete: 1_000,
      removeOnFail: 5_000,
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      ...(options.jobId !== undefined ? { jobId: options.jobId } : {}),
    });
  }

  async idle(): Promise<void> {
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
  }
}
