/**
 * bench/server-scale: the marketplace's reads at scale — a long tail of requests no cache can hold (random listing
 * slugs; random search words in Cyrillic, in Latin and with one letter wrong; random category × location × sort ×
 * page) — beside a floor: a bare Fastify route selecting one listing by primary key from the same database, at the
 * same connection count. The floor is what this machine, Node and the database driver give at best. A second floor
 * pads the same answer to a list page's bytes and a listing's: printed beside each target (not a budget), it shows how
 * much of a target's cost is the size of its answer (docs/scaling.md "Budgets", ninth session).
 *
 *   npx tsx bench/server-scale.ts [--scale N] [--distribution spread|head] [--runs 3] [--messages 10] [--no-cache] [--reseed]
 *                                 [--seconds 10] [--only REGEX]
 *
 * Database: DATABASE_URL (PostgreSQL; N defaults to 100,000), else PGlite (N defaults to 20,000) in
 * $TMPDIR/oglasi-bench-scale-<N>[-head] (kept between runs). It is seeded with `seedScale` (server/seed/scale.ts) when
 * it holds fewer than N listings or was grown with another distribution, or with --reseed. --distribution head grows
 * a heavy head instead of a long tail (server/seed/scale.ts, ScaleDistribution) and searches the words of its titles.
 * --port P serves the app on P and the floor on P + 1 (default: any free ports).
 * --cpu-prof DIR writes a V8 CPU profile of the server process per target, its measured seconds only
 * (DIR/<target>.cpuprofile; open in Chrome DevTools or aggregate by self time).
 * --connections N runs every target at N connections (latency without queueing: 1). --no-cache turns the server's
 * read micro-cache off (READ_CACHE_SECONDS=0).
 * Budgets (issue 42; docs/scaling.md): ratios to the floor of the same runs, on the median of --runs runs
 * (BENCH_RUNS, default 3) — an answer's CPU (the server process's plus PostgreSQL's processes', read from /proc)
 * within 3× the floor's for lists, 6× for search, 1.25× for a listing's detail; and a filtered category page (price
 * range + two details + place) within 1.5× the unfiltered one's (docs/product/browsing.md "Filters").
 * --json FILE writes the medians (bench/pglite-ratio.ts compares PGlite's with PostgreSQL's).
 * BENCH_STRICT=1 makes a missed budget fail the process.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Random } from '../server/seed/random';
import { SCALE_DISTRIBUTIONS, type ScaleDistribution } from '../server/seed/scale';
import { median } from './support/median';
import { postgresCpuMicros } from './support/process-cpu';
import { portOf, readPaths, startFloor } from './support/read-paths';
import { BENCH_UPLOADS_DIR, prepareScaleDatabase, scaleDataDir, type ScaleSample } from './support/scale-sample';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: process.env.DATABASE_URL ? '100000' : '20000' },
    messages: { type: 'string', default: '10' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    only: { type: 'string' },
    connections: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
    port: { type: 'string', default: '0' },
    'cpu-prof': { type: 'string' },
    distribution: { type: 'string', default: 'spread' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    json: { type: 'string' },
  },
  strict: true,
});
const scale = Number(args.scale);
const distribution = args.distribution as ScaleDistribution;
if (!SCALE_DISTRIBUTIONS.includes(distribution)) throw new Error(`--distribution takes ${SCALE_DISTRIBUTIONS.join(' or ')}, not ${args.distribution}`);

interface Sample extends ScaleSample {
  ports: { app: number; floor: number };
}

async function serve(): Promise<void> {
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/database');
  const { buildApp } = await import('../server/app');
  const base = loadConfig({ ...process.env, CLIENT_DIR: '' });
  const database = await openDatabase({ dataDir: scaleDataDir(scale, distribution), databaseUrl: process.env.DATABASE_URL });
  const scaleSample = await prepareScaleDatabase(database, {
    listings: scale, distribution, messagesPerListing: Number(args.messages), reseed: args.reseed, uploadsDir: BENCH_UPLOADS_DIR, supportEmail: base.supportEmail, name: 'server-scale',
  });

  const config = { ...base, port: 0, uploadsDir: BENCH_UPLOADS_DIR, apiRateLimitPerMinute: 0, readCacheSeconds: args['no-cache'] ? 0 : base.readCacheSeconds || 5 };
  const { fastify } = await buildApp({ config, database });
  // --port P: the app on P and the floor on P + 1 (a shared machine's own ports); by default any free ones.
  const basePort = Number(args.port);
  await fastify.listen({ port: basePort, host: '127.0.0.1' });
  const floor = await startFloor(database.db, basePort === 0 ? 0 : basePort + 1);
  let cpuAtStart = process.cpuUsage();
  // --cpu-prof: the inspector's sampling profiler runs over each target's measured seconds only.
  const profiler = args['cpu-prof'] ? new Session() : undefined;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.setSamplingInterval', { interval: 200 });
  let profiled = '';
  process.on('message', (message) => {
    void (async () => {
      if (message && typeof message === 'object' && 'start' in message) {
        profiled = String((message as { start: string }).start);
        await profiler?.post('Profiler.start');
        cpuAtStart = process.cpuUsage();
        process.send?.({ started: true });
      } else if (message === 'cpu') {
        const cpu = process.cpuUsage(cpuAtStart);
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          const dir = args['cpu-prof'] as string;
          fs.mkdirSync(dir, { recursive: true });
          fs.writeFileSync(path.join(dir, `${profiled.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
        }
        process.send?.({ cpuMicros: cpu.user + cpu.system });
      } else if (message === 'stop') process.exit(0);
    })();
  });
  const sample: Sample = { ...scaleSample, ports: { app: portOf(fastify.server), floor: portOf(floor.server) } };
  process.send?.({ ready: sample });
}

/**
 * Issue 42's budgets, as ratios to the floor measured in the same run (every machine here has 2 cores, so absolute
 * throughput says more about the machine than the code): an answer's CPU (server process + PostgreSQL's processes)
 * within this many times the floor's at the same connections — lists ≥ 1/3 of the floor's throughput, search ≥ 1/6,
 * a listing's detail ≥ 0.8.
 */
const LIST_TIMES = 3;
const SEARCH_TIMES = 6;
const DETAIL_TIMES = 1.25;

interface Target {
  name: string;
  connections: number;
  /** A ratio budget: CPU per request within `floorTimes` that of the floor at the same connections, in the same run. */
  floorTimes?: number;
  /** A ratio budget: this target's CPU per request within `times` that of the target named `of`, in the same run. */
  cpuRatio?: { of: string; times: number };
  /** A floor: the bare one-row answer ('one row'), or the same padded to a list page's or a listing's bytes. */
  floor?: 'one row' | keyof AnswerSizes;
  /** The padded floor a target is printed beside (not a budget): its answer's kind, a list page by default. */
  padded?: keyof AnswerSizes;
  next: () => string;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU per request, µs: the server process's, and PostgreSQL's processes' (0 on PGlite, which runs inside the server). */
  server: number;
  database: number;
}

function line(name: string, connections: number, m: Measure): string {
  return [
    name.padEnd(36), String(connections).padStart(5), m.rps.toFixed(0).padStart(7), String(m.p50).padStart(6), String(m.p99).padStart(6),
    String(m.failed).padStart(7), m.server.toFixed(0).padStart(7), m.database.toFixed(0).padStart(7),
  ].join(' ');
}

/** The bytes of a list page's answer and of a listing's, which the sized floors pad their answer to. */
interface AnswerSizes {
  list: number;
  detail: number;
}

const LIST_PAGE_PATH = '/api/oglasi?category=vozila&page=3';

function targets(sample: Sample, sizes: AnswerSizes): Target[] {
  const paths = readPaths(sample, new Random(25));
  return [
    { name: 'floor: one row by primary key', connections: 50, floor: 'one row', next: paths.floor },
    { name: 'floor, padded to a list page', connections: 50, floor: 'list', next: () => `${paths.floor()}/${sizes.list}` },
    { name: 'category page 3 (vozila)', connections: 50, floorTimes: LIST_TIMES, next: () => LIST_PAGE_PATH },
    { name: 'newest, random page', connections: 50, floorTimes: LIST_TIMES, next: paths.newestPage },
    { name: 'category × sort × page', connections: 50, floorTimes: LIST_TIMES, next: paths.categorySortPage },
    { name: 'category × location × sort × page', connections: 50, floorTimes: LIST_TIMES, next: paths.categoryLocationSortPage },
    // Issue 38's budget: a filtered category page (price range + two details + place, random values) within 1.5× the
    // CPU per request of the same category unfiltered, sorts and pages alike. The phone sheet's "Прикажи N огласи"
    // is this same request's total (exact up to MAX_RESULTS, the planner's estimate beyond: server/listings/find-listings.ts).
    { name: 'vozila, sort × page', connections: 50, floorTimes: LIST_TIMES, next: paths.vozilaSortPage },
    { name: 'vozila filtered, sort × page', connections: 50, floorTimes: LIST_TIMES, cpuRatio: { of: 'vozila, sort × page', times: 1.5 }, next: paths.vozilaFiltered },
    { name: 'search long tail', connections: 50, floorTimes: SEARCH_TIMES, next: paths.search },
    { name: 'floor: one row by primary key', connections: 200, floor: 'one row', next: paths.floor },
    { name: 'floor, padded to a listing', connections: 200, floor: 'detail', next: () => `${paths.floor()}/${sizes.detail}` },
    { name: 'listing detail, random slug', connections: 200, floorTimes: DETAIL_TIMES, padded: 'detail', next: paths.detail },
  ];
}

async function run(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve'], { execArgv: process.execArgv, env: process.env });
  const sample = await new Promise<Sample>((resolve, reject) => {
    child.on('message', (message) => {
      if (message && typeof message === 'object' && 'ready' in message) resolve((message as { ready: Sample }).ready);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const ask = <T>(message: string | { start: string }, key: string): Promise<T> =>
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
  const seconds = Number(args.seconds);
  // A list page's answer and a listing's, as this database answers them: the sized floors send as many bytes.
  const answerBytes = async (pathName: string) => (await (await fetch(`http://127.0.0.1:${sample.ports.app}${pathName}`)).arrayBuffer()).byteLength;
  const sizes: AnswerSizes = { list: await answerBytes(LIST_PAGE_PATH), detail: await answerBytes(readPaths(sample, new Random(7)).detail()) };
  const only = args.only ? new RegExp(args.only) : undefined;
  console.log(`server-scale: ${sample.engine}, ${sample.listings} listings, micro-cache ${args['no-cache'] ? 'off' : 'on'}, ${seconds} s per run, ${os.cpus().length} CPU cores`);
  console.log('target'.padEnd(36), 'conns'.padStart(5), 'req/s'.padStart(7), 'p50'.padStart(6), 'p99'.padStart(6), 'non-2xx'.padStart(7), 'µs/req'.padStart(7), 'db µs'.padStart(7), '| floor req/s'.padStart(12), 'p50'.padStart(5), 'p99'.padStart(5));
  const runs = Math.max(1, Number(args.runs));
  const measured = new Map<string, Measure[]>();
  const floorKey = (connections: number) => `floor ${connections}`;
  const paddedKey = (padded: keyof AnswerSizes, connections: number) => `floor padded to a ${padded} ${connections}`;
  const keyOf = (target: Target) =>
    target.floor === undefined ? target.name : target.floor === 'one row' ? floorKey(target.connections) : paddedKey(target.floor, target.connections);
  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets(sample, sizes)) {
      if (args.connections) target.connections = Number(args.connections);
      const isFloor = target.floor !== undefined;
      if (only && !isFloor && !only.test(target.name)) continue;
      const port = isFloor ? sample.ports.floor : sample.ports.app;
      const options = (duration: number) => ({
        url: `http://127.0.0.1:${port}`,
        connections: target.connections,
        duration,
        requests: [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: target.next() }) }],
      });
      await autocannon(options(1)); // warm-up: connections opened, code compiled, not measured
      await ask({ start: `${target.name} ${target.connections}` }, 'started');
      const databaseAtStart = sample.engine === 'postgres' ? postgresCpuMicros(process.env.DATABASE_URL) : 0;
      const result = await autocannon(options(seconds));
      const { cpuMicros } = await ask<{ cpuMicros: number }>('cpu', 'cpuMicros');
      const databaseMicros = sample.engine === 'postgres' ? postgresCpuMicros(process.env.DATABASE_URL) - databaseAtStart : 0;
      const requests = Math.max(1, result.requests.total);
      const figures: Measure = {
        rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors,
        server: cpuMicros / requests, database: databaseMicros / requests,
      };
      const key = keyOf(target);
      measured.set(key, [...(measured.get(key) ?? []), figures]);
      console.log(`run ${run}/${runs}`.padEnd(9), line(target.name, target.connections, figures));
    }
  }

  // The medians of the runs, each target beside the floor at its connections and against its budgets.
  console.log(`\nmedian of ${runs} run(s); budgets are CPU per answer (server + database) against the floor's of the same runs`);
  console.log('target'.padEnd(36), 'conns'.padStart(5), 'req/s'.padStart(7), 'p50'.padStart(6), 'p99'.padStart(6), 'non-2xx'.padStart(7), 'µs/req'.padStart(7), 'db µs'.padStart(7), ' | floor: req/s, µs/req + db µs');
  const medianOf = (list: Measure[]): Measure => ({
    rps: median(list.map((m) => m.rps)), p50: median(list.map((m) => m.p50)), p99: median(list.map((m) => m.p99)), failed: Math.max(...list.map((m) => m.failed)),
    server: median(list.map((m) => m.server)), database: median(list.map((m) => m.database)),
  });
  const total = (m: Measure) => m.server + m.database;
  const medians: Record<string, Measure & { connections: number }> = {};
  let missed = false;
  for (const target of targets(sample, sizes)) {
    if (args.connections) target.connections = Number(args.connections);
    const runsOf = measured.get(keyOf(target));
    if (!runsOf || target.floor !== undefined) continue;
    const figures = medianOf(runsOf);
    medians[target.name] = { ...figures, connections: target.connections };
    const floorRuns = measured.get(floorKey(target.connections));
    const floor = floorRuns ? medianOf(floorRuns) : undefined;
    console.log(line(target.name, target.connections, figures), floor ? ` | ${floor.rps.toFixed(0)}, ${floor.server.toFixed(0)} + ${floor.database.toFixed(0)}` : '');
    if (floor && target.floorTimes !== undefined) {
      const cpuRatio = total(figures) / total(floor);
      const met = cpuRatio <= target.floorTimes;
      if (!met) missed = true;
      console.log(
        `  beside the floor: CPU per answer ${cpuRatio.toFixed(2)}× (${total(figures).toFixed(0)} vs ${total(floor).toFixed(0)} µs), throughput ${(figures.rps / floor.rps).toFixed(2)} of the floor's` +
          ` — budget CPU ≤ ${target.floorTimes}× (throughput ≥ ${(1 / target.floorTimes).toFixed(2)}): ${met ? 'met' : 'MISSED'}`,
      );
      // Not a budget: how much of the gap is the answer's size. The sized floor is the same one-row answer padded to
      // a list page's (or a listing's) bytes, so what is left is the work of finding and serialising the answer.
      const padded = target.padded ?? 'list';
      const sizedRuns = measured.get(paddedKey(padded, target.connections));
      if (sizedRuns) {
        const sized = medianOf(sizedRuns);
        const bytes = sizes[padded];
        console.log(`  beside the same floor padded to ${(bytes / 1024).toFixed(1)} kB: ${(total(figures) / total(sized)).toFixed(2)}× (${total(sized).toFixed(0)} µs, ${sized.rps.toFixed(0)} req/s)`);
      }
    }
    const baseRuns = target.cpuRatio ? measured.get(target.cpuRatio.of) : undefined;
    if (target.cpuRatio && baseRuns) {
      const base = medianOf(baseRuns);
      const serverRatio = figures.server / base.server;
      const totalRatio = total(figures) / total(base);
      const met = totalRatio <= target.cpuRatio.times;
      if (!met) missed = true;
      console.log(
        `  beside "${target.cpuRatio.of}": server ${serverRatio.toFixed(2)}×, server + database ${totalRatio.toFixed(2)}× ` +
          `(${total(figures).toFixed(0)} vs ${total(base).toFixed(0)} µs) — budget ≤ ${target.cpuRatio.times}×: ${met ? 'met' : 'MISSED'}`,
      );
    }
  }
  for (const [key, runsOf] of measured) if (key.includes('floor')) medians[key] = { ...medianOf(runsOf), connections: Number(key.split(' ').pop()) };
  // --json FILE: the medians, for bench/pglite-ratio.ts (the same targets on two databases).
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ engine: sample.engine, listings: sample.listings, medians }, null, 2));
  console.log(`load average: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
  if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
}

if (args.serve) await serve();
else await run();
