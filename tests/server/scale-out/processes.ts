import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Keyring } from '../../../server/auth/keyring';
import { resolveMasterSecrets } from '../../../server/auth/master-secrets';
import { loadConfig } from '../../../server/config';
import type { TestApp } from '../helpers/test-server';
import { testDatabase } from '../helpers/test-server';

/**
 * Real server processes for the scale-out suites: `node --import tsx server/main.ts` (as `npm run serve` runs it)
 * as child processes over the same PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), each with its own port.
 * They run only when both are set; the README's plain `npm test` has neither and says so.
 */
export const databaseUrl = process.env.DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;
export const canRun = Boolean(databaseUrl && redisUrl);
if (!canRun) {
  console.log('scale-out suites skipped: they start several server processes and need both DATABASE_URL (PostgreSQL) and REDIS_URL (.ci/run sets them)');
}

/** Ports of these suites' processes: SCALE_TEST_PORT (default 3240) plus each suite's own offsets. */
export const basePort = Number(process.env.SCALE_TEST_PORT ?? 3240);
const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: string[];
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A Redis key prefix of this run's own, so runs (and CI next to development) never share state. */
export function runPrefix(): string {
  return `${process.env.SCALE_TEST_REDIS_PREFIX ?? 'h-scaleout:'}${randomBytes(4).toString('hex')}:`;
}

export async function startServer(prefix: string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      CLIENT_DIR: '',
      SEED_ON_START: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      CHAT_MIN_INTERVAL_MS: '0',
      // Long enough that a read served fresh on another process can only come from the invalidation broadcast.
      READ_CACHE_SECONDS: '60',
      PRESENCE_TTL_MS: '3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, exited, output);
  return {
    url,
    port,
    child,
    output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitReady(url: string, exited: Promise<number | null>, output: string[]): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server process exited before it was ready:\n${output.join('')}`);
    const ready = await fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server process not ready within 90 s:\n${output.join('')}`);
}

/**
 * What the chat helpers need of a "test app" for a process started here: its URL, the shared database (to create
 * users and listings) and the keyring every process derives from the secret kept in that database.
 */
export async function processApp(server: Pick<ServerProcess, 'url'>): Promise<TestApp> {
  const database = await testDatabase();
  const keys = new Keyring(await resolveMasterSecrets(loadConfig({ ...process.env, DATABASE_URL: databaseUrl }), database.db));
  return { url: server.url, database, keys } as unknown as TestApp;
}

/** Removes every key of a run's prefix (the adapter's stream has no expiry). */
export async function clearPrefix(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl as string);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
