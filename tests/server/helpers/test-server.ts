import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database';
import { buildApp, type BuiltApp } from '../../../server/app';
import type { AppInput } from '../../../server/app-context';
import { loadConfig, type ServerConfig } from '../../../server/config';

/**
 * One database per test worker (docs/architecture.md#toolchain-facts-node-20: creating a PGlite costs seconds), reset by truncation.
 * With DATABASE_URL set, the same suites run against a real PostgreSQL (.ci/run does this), a database per worker
 * (worker-database.ts).
 */
let shared: Promise<DatabaseHandle> | undefined;

export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL });
  return shared;
}

/** Empties every application table (migration bookkeeping and app_meta stay). */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_%' and tablename <> 'app_meta'`.execute(handle.db);
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  // On PostgreSQL a write still finishing from the previous test (a socket handler, a batched message insert)
  // can deadlock with the truncate's table locks; PostgreSQL aborts one side, so try again a few times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql.raw(`truncate table ${list} restart identity cascade`).execute(handle.db);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '55P03')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** A per-process scratch folder for uploaded and cached images (never the developer's ./data). */
export function testFilesDir(name: string): string {
  return path.join(os.tmpdir(), `oglasi-test-${process.pid}`, name);
}

export interface TestApp extends BuiltApp {
  url: string;
  config: ServerConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A real server on a random loopback port over the shared test database (`input`: parts handed in — a log stream, an SMS gateway). */
export async function startTestApp(overrides: Partial<ServerConfig> = {}, input: Pick<AppInput, 'logStream' | 'smsGateway'> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const config: ServerConfig = {
    ...loadConfig({ ...process.env, CLIENT_DIR: '' }),
    port: 0,
    host: '127.0.0.1',
    // Test files share one client address: generous limits unless a test asks for tight ones.
    apiRateLimitPerMinute: 100_000,
    authRateLimitPerMinute: 1_000,
    registrationLimit: 1_000,
    uploadsDir: testFilesDir('uploads'),
    imageCacheDir: testFilesDir('image-cache'),
    privateDir: testFilesDir('private'),
    seedOnStart: false,
    // Tests read right after they write: no micro-cache unless a test turns it on.
    readCacheSeconds: 0,
    // One process, in memory, even when REDIS_URL is set (the scale-out suites start their own processes).
    redisUrl: undefined,
    ...overrides,
  };
  const built = await buildApp({ config, database, ...input });
  await built.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = built.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...built, url: `http://127.0.0.1:${port}`, config, database, close: () => built.fastify.close() };
}
