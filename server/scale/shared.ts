import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The state several server processes share (docs/scaling.md), over three Redis connections:
 * - `redis`: the socket.io adapter's stream appends and invalidation messages — while Redis is away they wait in
 *   the client's queue and go out when it is back (nothing published is dropped);
 * - `fast`: rate limits, presence and push claims — answered within 5 s or failed at once (no queue), so a
 *   request or a chat event never waits for an outage; their callers fall back to per-process state;
 * - `subscriber`: read-cache invalidation.
 * Absent when REDIS_URL is unset: the server is one process with everything in memory, as before.
 *
 * Redis going away never stops the process: the clients reconnect by themselves (ioredis' backoff, capped at
 * 2 s), callers that cannot wait check `ready()` and fall back to their per-process state meanwhile, and
 * `/api/health/ready` says false until it is back.
 */
export interface SharedState {
  redis: Redis;
  fast: Redis;
  subscriber: Redis;
  /** Prefix of every key and channel (REDIS_PREFIX), so several deployments or test runs can share a Redis. */
  prefix: string;
  /** This process, in presence entries and invalidation messages (pid + random: unique across machines). */
  processId: string;
  ready(): boolean;
  close(): Promise<void>;
}

export interface SharedOptions {
  url: string;
  prefix: string;
  log?: (message: string) => void;
}

export async function connectShared({ url, prefix, log = (m) => console.warn(m) }: SharedOptions): Promise<SharedState> {
  const options = {
    // Reconnect forever, never more than 2 s apart: a restarted Redis is picked up within seconds.
    retryStrategy: (times: number) => Math.min(times * 100, 2_000),
    // Commands issued while disconnected wait for the reconnection (the adapter's stream writes), without a
    // per-command retry limit that would reject them after a few attempts.
    maxRetriesPerRequest: null,
    connectionName: `oglasi-${process.pid}`,
    // Commands issued in the same tick go out as one write: a chat message costs several commands (its rate limit,
    // its push claim, one stream append per room), and writing each on its own was the largest share of the
    // server's CPU under chat load (bench/chat-load --redis, docs/scaling.md).
    enableAutoPipelining: true,
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const fast = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 5_000 });
  let reported = false;
  for (const client of [redis, fast, subscriber]) {
    // Without a listener an 'error' event would crash the process; one line per outage is enough.
    client.on('error', (error: Error) => {
      if (!reported) log(`[redis] ${error.message} (reconnecting; per-process fallbacks meanwhile)`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) log('[redis] connected again');
      reported = false;
    });
  }
  // The first connection must succeed: a misconfigured REDIS_URL is an error at start, not a silent fallback.
  await Promise.all([waitReady(redis), waitReady(fast), waitReady(subscriber)]);
  let closed = false;
  return {
    redis,
    fast,
    subscriber,
    prefix,
    processId: `${process.pid}-${randomBytes(4).toString('hex')}`,
    ready: () => redis.status === 'ready' && fast.status === 'ready',
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([redis, fast, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

function waitReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.disconnect();
      reject(new Error(`Redis not reachable at start (REDIS_URL): ${client.options.host}:${client.options.port}`));
    }, 10_000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
