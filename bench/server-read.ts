/**
 * bench/server-read: requests per second and p99 latency of the marketplace's hot reads — home (stats + newest
 * listings), search and a listing page — with autocannon on loopback. Budget (issue 6): listing detail p99 under
 * 50 ms at 200 concurrent connections.
 *
 * The server runs in a child process (this file with --serve) over the seeded demo marketplace, so the load
 * generator does not share its event loop. PGlite by default; DATABASE_URL benchmarks a real PostgreSQL.
 * BENCH_SECONDS (default 10) sets each run's length; BENCH_STRICT=1 makes a missed budget fail the process.
 */
import { spawn } from 'node:child_process';
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
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL });
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
  process.stdout.write(`${JSON.stringify({ ready: true, ports, slug: listing.slug, engine: database.engine })}\n`);
}

interface Target {
  name: string;
  port: 'cached' | 'uncached';
  connections: number;
  paths: string[];
  budget?: boolean;
}

async function run(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  const info = await new Promise<{ ports: Record<'cached' | 'uncached', number>; slug: string; engine: string }>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const targets: Target[] = [
    { name: 'home (stats + newest)', port: 'cached', connections: 50, paths: ['/api/stats/home', '/api/oglasi?page=1', '/api/categories'] },
    { name: 'search', port: 'cached', connections: 50, paths: ['/api/oglasi/search?q=golf', '/api/oglasi/search?q=stan', '/api/oglasi/search?q=%D1%88%D0%BA%D0%BE%D0%B4%D0%B0'] },
    { name: 'listing detail', port: 'cached', connections: 200, paths: [`/api/oglasi/listing/${info.slug}`], budget: true },
    { name: 'listing detail, no micro-cache', port: 'uncached', connections: 200, paths: [`/api/oglasi/listing/${info.slug}`] },
    { name: 'search, no micro-cache', port: 'uncached', connections: 50, paths: ['/api/oglasi/search?q=golf', '/api/oglasi/search?q=stan'] },
  ];
  console.log(`server-read: ${info.engine}, ${seconds} s per run, loopback, ${os.cpus().length} CPU cores`);
  console.log('target'.padEnd(34), 'conns'.padStart(5), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  let missed = false;
  for (const target of targets) {
    // A short warm-up (connections opened, code paths compiled, cache filled) that is not measured.
    await autocannon({ url: `http://127.0.0.1:${info.ports[target.port]}`, connections: target.connections, duration: 1, requests: target.paths.map((p) => ({ method: 'GET' as const, path: p })) });
    const result = await autocannon({
      url: `http://127.0.0.1:${info.ports[target.port]}`,
      connections: target.connections,
      duration: seconds,
      requests: target.paths.map((p) => ({ method: 'GET' as const, path: p })),
    });
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
      verdict,
    );
  }
  child.kill('SIGTERM');
  if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
}

if (process.argv.includes('--serve')) await serve();
else await run();
