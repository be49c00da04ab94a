import pg from 'pg';

/**
 * With DATABASE_URL set (.ci/run's PostgreSQL pass), each test worker gets a database of its own, so the server
 * suites run two files at a time as they do on PGlite: every file truncates the tables between its tests
 * (test-server.ts, resetDatabase), and two files over one database would empty each other's. A worker's database
 * is `<database>_w<pool id>`, made anew once per worker process (migrated by the first app that opens it); this file
 * runs before each test file and points DATABASE_URL there, for the app and for the scale-out suites' child
 * processes (scale-out/processes.ts). Without DATABASE_URL it does nothing: PGlite is one instance per worker.
 */
const MADE = Symbol.for('oglasi.tests.workerDatabase');
type Made = { url: string };

async function workerDatabase(baseUrl: string, poolId: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_w${poolId}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`a worker database's name is [a-z0-9_]+, not ${name}`);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // `with (force)`: a worker that died mid-run may have left a connection behind.
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

const store = globalThis as unknown as Record<symbol, Made | undefined>;
const baseUrl = process.env.DATABASE_URL;
if (baseUrl && !store[MADE]) {
  store[MADE] = { url: await workerDatabase(baseUrl, process.env.VITEST_POOL_ID ?? '1') };
}
const made = store[MADE];
if (made) process.env.DATABASE_URL = made.url;
