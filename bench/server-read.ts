/**
 * bench/server-read: requests per second and p99 latency of the marketplace's hot reads — home (stats + newest
 * listings), search and a listing page — with autocannon on loopback. Budget: listing detail p99 under
 * 50 ms at 200 concurrent connections.
 *
 * The server runs in a child process (this file with --serve) over the seeded demo marketplace, so the load
 * generator does not share its event loop. PGlite by default; DATABASE_URL benchmarks a real PostgreSQL.
 * BENCH_SECONDS (default 10) sets each run's length; BENCH_STRICT=1 makes a missed budget fail the process;
 * BENCH_ONLY=<regular expression> runs only the targets whose name it matches (e.g. 'detail$');
 * READ_BENCH_PROFILE=<dir> runs the server with --cpu-prof and writes its profile there when the bench ends.
 *
 * Besides latency, each row prints the server's CPU time per request (process.cpuUsage in the child, user +
 * system, over the measured run): a figure much less sensitive to a busy machine than req/s or p99.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const BUDGET_P99_MS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function serve(): Promise<void> {
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/database');
  const { buildApp } = await import('../server/app');
  const { seedMarketplace } = await import('../server/seed/seed');
  const base = loadConfig({ ...process.env, CLIENT_DIR: '' });
  const uploadsDir = path.join(os.tmpdir(), 'oglasi-bench-uploads');
  // PGlite on disk in a fresh directory, as a newcomer's server runs it (DATA_DIR=./data);
  // BENCH_PGLITE_MEMORY=1 keeps its files in memory instead.
  const dataDir = process.env.BENCH_PGLITE_MEMORY ? 'memory://' : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oglasi-bench-db-')), 'pgdata');
  if (dataDir !== 'memory://') process.on('exit', () => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  await seedMarketplace(database, { uploadsDir, supportEmail: base.supportEmail, imagesPerCategory: 1 });
  const listing = await database.db.selectFrom('listings').select('slug').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  const ports: Record<string, number> = {};
  for (const [name, readCacheSeconds] of [['cached', base.readCacheSeconds || 5], ['uncached', 0]] as const) {
    // Rate limits off: the load comes from one address on purpose.
    const config = { ...base, port: 0, uploadsDir, apiRateLimitPerMinute: 0, readCacheSeconds };
    const { fastify } = await buildApp({ config, database });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = fastify.server.address();
    ports[name] = typeof address === 'object' && address ? address.port : 0;
  }
  let cpuAtStart = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'start') {
      cpuAtStart = process.cpuUsage();
      process.send?.({ started: true });
    } else if (message === 'cpu') {
      const cpu = process.cpuUsage(cpuAtStart);
      process.send?.({ cpuMicros: cpu.user + cpu.system });
    } else if (message === 'stop') {
      // A clean exit, so that --cpu-prof writes its profile.
      process.exit(0);
    }
  });
  process.send?.({ ready: true, ports, slug: listing.slug, engine: database.engine });
}

interface Target {
  name: string;
  port: 'cached' | 'uncached';
  connections: number;
  paths: string[];
  budget?: boolean;
  headers?: Record<string, string>;
}

async function run(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const profileDir = process.env.READ_BENCH_PROFILE;
  const child = fork(self, ['--serve'], {
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: process.env,
  });
  const ask = <T>(message: string, key: string): Promise<T> =>
    new Promise<T>((resolve) => {
      const onMessage = (answer: unknown) => {
        if (answer && typeof answer === 'object' && key in answer) {
          child.off('message', onMessage);
          resolve(answer as T);
        }
      };
      child.on('message', onMessage);
      child.send(message);
    });
  const info = await new Promise<{ ports: Record<'cached' | 'uncached', number>; slug: string; engine: string }>((resolve, reject) => {
    child.on('message', (message) => {
      if (message && typeof message === 'object' && 'ready' in message) resolve(message as never);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const targets: Target[] = [
    { name: 'home (stats + newest)', port: 'cached', connections: 50, paths: ['/api/stats/home', '/api/oglasi?page=1', '/api/categories'] },
    { name: 'search', port: 'cached', connections: 50, paths: ['/api/oglasi/search?q=golf', '/api/oglasi/search?q=stan', '/api/oglasi/search?q=%D1%88%D0%BA%D0%BE%D0%B4%D0%B0'] },
    { name: 'listing detail', port: 'cached', connections: 200, paths: [`/api/oglasi/listing/${info.slug}`], budget: true },
    // What a browser asks for: the cached answer's pre-compressed bytes.
    { name: 'listing detail, br (browser)', port: 'cached', connections: 200, paths: [`/api/oglasi/listing/${info.slug}`], headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { name: 'listing detail, no micro-cache', port: 'uncached', connections: 200, paths: [`/api/oglasi/listing/${info.slug}`] },
    { name: 'search, no micro-cache', port: 'uncached', connections: 50, paths: ['/api/oglasi/search?q=golf', '/api/oglasi/search?q=stan'] },
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const chosen = only ? targets.filter((target) => only.test(target.name)) : targets;
  console.log(`server-read: ${info.engine}, ${seconds} s per run, loopback, ${os.cpus().length} CPU cores`);
  console.log('target'.padEnd(34), 'conns'.padStart(5), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8), 'µs CPU/req'.padStart(11));
  let missed = false;
  for (const target of chosen) {
    // A short warm-up (connections opened, code paths compiled, cache filled) that is not measured.
    await autocannon({ url: `http://127.0.0.1:${info.ports[target.port]}`, connections: target.connections, duration: 1, requests: target.paths.map((p) => ({ method: 'GET' as const, path: p })), headers: target.headers ?? {} });
    await ask('start', 'started');
    const result = await autocannon({
      url: `http://127.0.0.1:${info.ports[target.port]}`,
      connections: target.connections,
      duration: seconds,
      requests: target.paths.map((p) => ({ method: 'GET' as const, path: p })),
      headers: target.headers ?? {},
    });
    const { cpuMicros } = await ask<{ cpuMicros: number }>('cpu', 'cpuMicros');
    const p99 = result.latency.p99;
    const verdict = target.budget ? (p99 < BUDGET_P99_MS ? `  budget p99 < ${BUDGET_P99_MS} ms: met` : `  budget p99 < ${BUDGET_P99_MS} ms: MISSED`) : '';
    if (target.budget && p99 >= BUDGET_P99_MS) missed = true;
    console.log(
      target.name.padEnd(34),
      String(target.connections).padStart(5),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(p99).padStart(8),
      String(result.non2xx + result.errors).padStart(8),
      (cpuMicros / Math.max(1, result.requests.total)).toFixed(0).padStart(11),
      verdict,
    );
  }
  console.log(`load average: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
  if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
}

if (process.argv.includes('--serve')) await serve();
else await run();
