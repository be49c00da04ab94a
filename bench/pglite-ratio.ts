/**
 * bench/pglite-ratio: issue 42's budget for the embedded database a newcomer gets — at 20,000 listings, a list's and
 * a search's CPU per answer on PGlite within 3× of PostgreSQL's. It runs bench/server-scale twice on the same
 * generated marketplace (the same seed: server/seed/scale.ts), once on PGlite ($TMPDIR/oglasi-bench-scale-20000) and
 * once on PostgreSQL (PGLITE_RATIO_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench20, seeded with
 * `npm run seed -- --scale 20000` when it holds fewer), and prints each target's CPU per answer side by side.
 * PostgreSQL's CPU is its processes' (read from /proc) plus the server's; PGlite's is all in the server process.
 *
 *   npx tsx bench/pglite-ratio.ts [--runs 3] [--seconds 10]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '10' } }, strict: true });
const BUDGET = 3;
const ONLY = '^(category page 3|newest, random page|category × sort × page|category × location × sort × page|search long tail)';
const postgres = process.env.PGLITE_RATIO_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench20';

interface Medians {
  engine: string;
  listings: number;
  medians: Record<string, { server: number; database: number; rps: number }>;
}

function measure(databaseUrl: string | undefined): Medians {
  const out = path.join(os.tmpdir(), `oglasi-pglite-ratio-${databaseUrl ? 'postgres' : 'pglite'}.json`);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  // PGlite serves one process: no shared state (REDIS_URL would make the server refuse to start).
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const result = spawnSync('npx', ['tsx', 'bench/server-scale.ts', '--scale', '20000', '--no-cache', '--runs', args.runs, '--seconds', args.seconds, '--only', ONLY, '--json', out], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`bench/server-scale ended with ${result.status}`);
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Medians;
}

const onPglite = measure(undefined);
const onPostgres = measure(postgres);
console.log(`\nPGlite beside PostgreSQL, ${onPglite.listings} / ${onPostgres.listings} listings, CPU per answer (median of ${args.runs} runs; budget ≤ ${BUDGET}×):`);
let missed = false;
for (const [name, pglite] of Object.entries(onPglite.medians)) {
  const pg = onPostgres.medians[name];
  if (!pg || name.startsWith('floor')) continue;
  const ratio = (pglite.server + pglite.database) / (pg.server + pg.database);
  if (ratio > BUDGET) missed = true;
  console.log(`  ${name.padEnd(36)} PGlite ${(pglite.server + pglite.database).toFixed(0).padStart(6)} µs, PostgreSQL ${(pg.server + pg.database).toFixed(0).padStart(6)} µs: ${ratio.toFixed(2)}× ${ratio <= BUDGET ? 'met' : 'MISSED'}`);
}
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
