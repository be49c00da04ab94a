/**
 * bench/capacity: the CPU of one "user-minute" at the evening peak (issue 42; docs/capacity.md multiplies it). It
 * replays the plan's traffic, mixed as it comes, against 2 server processes sharing PostgreSQL and Redis, and
 * divides the CPU every part of the system used by the user-minutes served.
 *
 *   DATABASE_URL=postgres://…/capbench REDIS_URL=redis://… npm run bench -- capacity
 *   DATABASE_URL=… REDIS_URL=… node --import tsx bench/capacity.ts [--users 2000] [--seconds 45] [--warmup 10]
 *                                   [--scale 20000] [--processes 2] [--no-cache] [--reseed] [--json FILE]
 *
 * The plan's peak (docs/capacity.md "The load") — 40,000 users at once, 3,000 reads/s, 300 chat messages/s, 20,000
 * open sockets, 2,000 new listings and 50,000 saved-search checks a day — makes a user-minute 4.5 reads (mixed as
 * READS below says), 0.45 chat messages, half an open socket and a small share of signed-in actions (SIGNED_IN).
 * `--users N` simulated users (default 2,000) send that mix for --warmup then --seconds seconds: reads and actions as
 * open-loop Poisson arrivals (a slow answer does not slow the arrivals, as with real users), spread over the
 * processes as a balancer would; chat between pairs of users whose two sides are on different processes.
 *
 * Prints: the mix served per second beside the plan's (reads by kind, chat, signed-in actions) with each kind's
 * p50 / p99 and failures; the chat's lost and duplicated messages; the CPU seconds of the Node processes, PostgreSQL
 * (the backends of this database and the server-wide processes) and Redis over the measured seconds, from /proc;
 * the CPU ms per user-minute of each and in all; the floor of the same run (server-scale's bare one-row route, CPU
 * per answer) and a user-minute in floor answers, so runs on other machines compare; and the cores 40,000 peak users
 * need at that cost. Every kind runs at the plan's share, however rare (a new listing comes once in several runs at
 * 2,000 users); a new listing — the costliest action, its photo's variants made on the request — is also measured
 * alone after the load (5 of them) and its CPU at the plan's share printed.
 *
 * Database: DATABASE_URL (PostgreSQL), else PGlite in $TMPDIR/oglasi-bench-scale-<N> (shared with server-scale); seeded
 * with `seedScale` when it holds fewer than --scale listings (default 20,000: seeding and the run take 2–3 minutes).
 * 2 processes need DATABASE_URL and REDIS_URL; without both, 1 process runs (on PGlite without DATABASE_URL) and
 * says so. The chat's users are created per run (bench/support/chat-pairs.ts); a run's new listings stay.
 * --json FILE writes the figures. A benchmark, not a test: it exits 0 unless it could not run.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io as connectClient, type Socket } from 'socket.io-client';
import { Random } from '../server/seed/random';
import type { ChatPair } from './support/chat-pairs';
import { percentile } from './support/median';
import { cpuMicrosOfPids, postgresCpuMicros, redisCpuMicros } from './support/process-cpu';
import { readPaths } from './support/read-paths';
import type { ScaleSample } from './support/scale-sample';

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '45' },
    warmup: { type: 'string', default: '10' },
    scale: { type: 'string', default: '20000' },
    processes: { type: 'string', default: shared ? '2' : '1' },
    'no-cache': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    json: { type: 'string' },
    serve: { type: 'boolean', default: false },
    index: { type: 'string', default: '0' },
  },
  strict: true,
});
const processCount = Math.max(1, Number(args.processes));
if (processCount > 1 && !shared) throw new Error('--processes > 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL');
// One Redis prefix per run, shared by its server processes (they inherit it): a run never meets an earlier run's keys.
process.env.BENCH_RUN_ID ??= randomBytes(4).toString('hex');

/** The plan's peak (docs/capacity.md "The load"). */
const PLAN = { users: 40_000, readsPerSecond: 3_000, chatPerSecond: 300, sockets: 20_000, newListingsPerDay: 2_000, savedSearchChecksPerDay: 50_000 };
/** The share of a day's actions in the evening's peak hour, which turns the plan's daily counts into peak rates. */
const PEAK_HOUR_SHARE = 0.1;
const perUserMinute = (perSecond: number) => (perSecond * 60) / PLAN.users;
const dailyPerUserMinute = (perDay: number) => perUserMinute((perDay * PEAK_HOUR_SHARE) / 3_600);
const READS_PER_USER_MINUTE = perUserMinute(PLAN.readsPerSecond);
const CHAT_PER_USER_MINUTE = perUserMinute(PLAN.chatPerSecond);
const SOCKETS_PER_USER = PLAN.sockets / PLAN.users;

type Paths = ReturnType<typeof readPaths>;
/** The home page's own requests (core/listings/read-api.ts, the showcase): one of them per home read. */
const HOME = ['/api/stats/home', '/api/categories', '/api/oglasi/showcase', '/api/oglasi?page=1'];
/**
 * The read mix (docs/capacity.md: listing pages 50%, lists 35%, searches 15%), the lists split by how people reach
 * them: home, a category sorted and paged, a place (in a category or not), a category narrowed by its filters.
 */
const READS: ReadonlyArray<{ name: string; share: number; path: (paths: Paths, random: Random) => string }> = [
  { name: 'listing page', share: 0.5, path: (paths) => paths.detail() },
  { name: 'home', share: 0.05, path: (_, random) => random.pick(HOME) },
  { name: 'category × sort × page', share: 0.12, path: (paths) => paths.categorySortPage() },
  { name: 'place (× category) × sort × page', share: 0.1, path: (paths) => paths.categoryLocationSortPage() },
  { name: 'filtered category', share: 0.08, path: (paths) => paths.vozilaFiltered() },
  { name: 'search', share: 0.15, path: (paths) => paths.search() },
];

/** A new listing's fields, copied from a seeded one (server process 0 picks them). */
interface ListingTemplate {
  title: string;
  categoryId: number;
  locationId: number | null;
  price: number;
  description: string;
}
interface Ready {
  url: string;
  floorUrl?: string;
  sample?: ScaleSample;
  pairs?: ChatPair[];
  templates?: ListingTemplate[];
}

// ---- the servers (child processes) ---------------------------------------------------------------------

async function serve(): Promise<void> {
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/database');
  const { buildApp } = await import('../server/app');
  const { BENCH_UPLOADS_DIR, prepareScaleDatabase, scaleDataDir } = await import('./support/scale-sample');
  const { benchKeys, createChatPairs } = await import('./support/chat-pairs');
  const { portOf, startFloor } = await import('./support/read-paths');
  const index = Number(args.index);
  const scale = Number(args.scale);
  const base = loadConfig({
    ...process.env, CLIENT_DIR: '', REDIS_URL: processCount > 1 ? process.env.REDIS_URL : '', REDIS_PREFIX: `oglasi-bench-capacity-${process.env.BENCH_RUN_ID}:`,
  });
  // No per-address limit (every simulated user comes from 127.0.0.1); the read cache as production has it unless --no-cache.
  const config = { ...base, port: 0, host: '127.0.0.1', uploadsDir: BENCH_UPLOADS_DIR, apiRateLimitPerMinute: 0, readCacheSeconds: args['no-cache'] ? 0 : base.readCacheSeconds || 5 };
  const database = await openDatabase({ dataDir: scaleDataDir(scale, 'spread'), databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  const keys = await benchKeys(config, db);
  const ready: Ready = { url: '' };
  // Process 0 seeds and creates the run's users; the others start once they exist and only serve.
  if (index === 0) {
    ready.sample = await prepareScaleDatabase(database, {
      listings: scale, distribution: 'spread', messagesPerListing: 10, reseed: args.reseed, uploadsDir: BENCH_UPLOADS_DIR, supportEmail: base.supportEmail, name: 'capacity',
    });
    const sockets = Math.max(2, Math.round(Number(args.users) * SOCKETS_PER_USER));
    ready.pairs = await createChatPairs(db, keys, Math.floor(sockets / 2));
    // Sellers publish at once when verified (server/routes/listing-write.ts): the bench's new listings go public and
    // are matched against the saved searches, as a verified seller's are.
    await db.updateTable('users').set({ verified: true }).where('id', 'in', ready.pairs.map((pair) => pair.users[1].id)).execute();
    ready.templates = (
      await db.selectFrom('listings').select(['title', 'category_id', 'subcategory_id', 'location_id', 'price', 'description'])
        .where('status', '=', 'active').where('price', 'is not', null).orderBy('id').limit(50).execute()
    ).map((row) => ({ title: row.title, categoryId: row.subcategory_id ?? row.category_id, locationId: row.location_id, price: Number(row.price), description: row.description ?? '' }));
  }
  const { fastify } = await buildApp({ config, database, keys });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  ready.url = `http://127.0.0.1:${portOf(fastify.server)}`;
  // The floor beside the app in the same process, as server-scale has it: its CPU is this process's and PostgreSQL's.
  const floor = index === 0 ? await startFloor(db, 0) : undefined;
  if (floor) ready.floorUrl = `http://127.0.0.1:${portOf(floor.server)}`;
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      await floor?.close();
      await fastify.close();
      await database.close();
      process.exit(0);
    })();
  });
  process.send?.(ready);
}

// ---- the load (this process) ---------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One kind of traffic's figures over the measured seconds. */
class Tally {
  readonly latencies: number[] = [];
  failed = 0;
  /** Why they failed: an HTTP status, or the client's error (a connection refused or timed out under a backlog). */
  readonly reasons = new Map<string, number>();
  fail(reason: string): void {
    this.failed += 1;
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
  }
  constructor(
    readonly name: string,
    readonly group: 'read' | 'chat' | 'signed-in',
    /** The plan's rate at the simulated users, per second. */
    readonly planPerSecond: number,
  ) {}
}

/**
 * Arrivals at `perSecond` on average (a Poisson process) from `start` until `end` (performance.now() times), each
 * one `fire`d without waiting for the one before: users do not wait for each other.
 */
async function arrivals(random: Random, perSecond: number, start: number, end: number, fire: () => void): Promise<void> {
  for (let at = start - (Math.log(1 - random.next()) * 1_000) / perSecond; at < end; at -= (Math.log(1 - random.next()) * 1_000) / perSecond) {
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    fire();
  }
}

async function startServer(index: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve', '--index', String(index), '--processes', String(processCount)], { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, ready: message as Ready }));
    child.once('exit', (code) => reject(new Error(`server process ${index} exited with ${code}`)));
  });
}

async function run(): Promise<void> {
  const users = Number(args.users);
  const seconds = Number(args.seconds);
  const warmup = Number(args.warmup);
  const started = performance.now();
  const first = await startServer(0);
  const servers = [first, ...(await Promise.all(Array.from({ length: processCount - 1 }, (_, i) => startServer(i + 1))))];
  const { sample, pairs, templates, floorUrl } = first.ready;
  if (!sample || !pairs || !templates || !floorUrl) throw new Error('server process 0 sent no sample');
  const urls = servers.map((server) => server.ready.url);
  const pids = servers.map((server) => server.child.pid ?? 0);
  const where =
    processCount > 1 ? `${processCount} server processes over PostgreSQL + Redis`
    : `1 server process over ${sample.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} (2 processes need DATABASE_URL and REDIS_URL)`;
  console.log(`capacity: ${where}, ${sample.slugs.length} public listings (${sample.listings} in all), read cache ${args['no-cache'] ? 'off' : 'on'}; ready in ${((performance.now() - started) / 1_000).toFixed(0)} s`);

  const random = new Random(42);
  const paths = readPaths(sample, random);
  let nextServer = 0;
  // Round robin over the processes, as a balancer without sticky sessions spreads requests.
  const serverUrl = () => urls[nextServer++ % urls.length]!;
  let measureStart = Number.POSITIVE_INFINITY;
  let measureEnd = Number.POSITIVE_INFINITY;
  const inWindow = (at: number) => at >= measureStart && at < measureEnd;
  const inFlight = new Set<Promise<void>>();
  const timed = (tally: Tally, request: () => Promise<Response>) => {
    const at = performance.now();
    const done = (async () => {
      const failure = await request().then(
        async (response) => (await response.arrayBuffer(), response.ok ? undefined : `HTTP ${response.status}`),
        (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? error),
      );
      if (!inWindow(at)) return;
      if (failure === undefined) tally.latencies.push(performance.now() - at);
      else tally.fail(failure);
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  // ---- chat: half the users hold a socket, in pairs whose two sides are on different processes
  const sockets: Socket[] = [];
  const chatUsers: Array<{ socket: Socket; id: number; partner: number; conversationId: number }> = [];
  const receivedBy = new Map<number, Map<number, number>>(); // recipient → message id → times pushed
  const confirmed = new Map<string, { id: number; to: number }>(); // temp_id → stored id, recipient
  const sentAt = new Map<string, number>(); // temp_id → when it was emitted
  const refused = new Set<string>(); // temp_ids answered with message_error
  const chat = new Tally('chat message (send → confirmed)', 'chat', (users * CHAT_PER_USER_MINUTE) / 60);
  for (const [pairIndex, pair] of pairs.entries()) {
    for (const side of [0, 1] as const) {
      const me = pair.users[side];
      const partner = pair.users[1 - side]!;
      const socket = connectClient(urls[(pairIndex + side) % urls.length]!, { path: '/socket', transports: ['websocket'], auth: { token: me.token }, reconnection: false, forceNew: true });
      const seen = new Map<number, number>();
      receivedBy.set(me.id, seen);
      socket.on('new_message', (message: { id: number; sender_id: number }) => {
        if (message.sender_id !== me.id) seen.set(message.id, (seen.get(message.id) ?? 0) + 1);
      });
      socket.on('message_delivered', (answer: { temp_id: string; message_id: number }) => {
        const sent = sentAt.get(answer.temp_id);
        if (sent === undefined || confirmed.has(answer.temp_id)) return;
        confirmed.set(answer.temp_id, { id: answer.message_id, to: partner.id });
        if (inWindow(sent)) chat.latencies.push(performance.now() - sent);
      });
      socket.on('message_error', (error: { temp_id?: string }) => {
        const sent = error.temp_id ? sentAt.get(error.temp_id) : undefined;
        if (sent === undefined) return;
        refused.add(error.temp_id!);
        if (inWindow(sent)) chat.fail('message_error');
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      sockets.push(socket);
      chatUsers.push({ socket, id: me.id, partner: partner.id, conversationId: pair.conversationId });
    }
  }
  console.log(`${sockets.length} sockets open (${users} simulated users × ${SOCKETS_PER_USER}), ${((performance.now() - started) / 1_000).toFixed(0)} s since the start`);

  // ---- signed-in actions, by the chat's users (sellers publish: they are verified)
  const image = await (await import('sharp')).default({ create: { width: 1280, height: 960, channels: 3, background: '#8a9', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg({ quality: 85 }).toBuffer();
  const someone = () => random.pick(pairs).users[random.next() < 0.5 ? 0 : 1];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (token: string, body: unknown) => ({ method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const listingId = (slug: string) => Number(slug.slice(slug.lastIndexOf('-') + 1));
  // A verified seller's listing with one phone-sized photo (its variants are made on the request: docs/capacity.md).
  const newListing = () => {
    const template = random.pick(templates);
    const form = new FormData();
    form.append('title', template.title);
    form.append('category_id', String(template.categoryId));
    if (template.locationId !== null) form.append('location_id', String(template.locationId));
    form.append('price', String(template.price));
    form.append('currency', 'EUR');
    form.append('description', template.description);
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(`${serverUrl()}/api/oglasi/create`, { method: 'POST', body: form, headers: bearer(random.pick(pairs).users[1].token) });
  };
  const SIGNED_IN: ReadonlyArray<{ name: string; perUserMinute: number; request: () => Promise<Response> }> = [
    // One listing saved as a favourite per 50 listing pages opened, one search saved per 100 searches (assumed).
    { name: 'favourite', perUserMinute: (READS_PER_USER_MINUTE * 0.5) / 50, request: () => fetch(`${serverUrl()}/api/favourites`, json(someone().token, { entity_id: listingId(random.pick(sample.slugs)) })) },
    {
      name: 'saved search',
      perUserMinute: (READS_PER_USER_MINUTE * 0.15) / 100,
      request: () => fetch(`${serverUrl()}/api/saved-searches`, json(someone().token, { query: `category=${random.pick(sample.categories)}&location=${random.pick(sample.locations)}`, email_alerts: false })),
    },
    { name: 'saved-search check', perUserMinute: dailyPerUserMinute(PLAN.savedSearchChecksPerDay), request: () => fetch(`${serverUrl()}/api/saved-searches`, { headers: bearer(someone().token) }) },
    { name: 'new listing (1 photo)', perUserMinute: dailyPerUserMinute(PLAN.newListingsPerDay), request: newListing },
  ];

  // ---- the load: warm-up, then the measured seconds
  const readTallies = READS.map((kind) => new Tally(kind.name, 'read', (users * READS_PER_USER_MINUTE * kind.share) / 60));
  const signedInTallies = SIGNED_IN.map((kind) => new Tally(kind.name, 'signed-in', (users * kind.perUserMinute) / 60));
  const loadStart = performance.now();
  measureStart = loadStart + warmup * 1_000;
  measureEnd = measureStart + seconds * 1_000;
  const cpu = () => ({ node: cpuMicrosOfPids(pids), postgres: sample.engine === 'postgres' ? postgresCpuMicros(process.env.DATABASE_URL) : 0, redis: processCount > 1 ? redisCpuMicros() : 0, bench: process.cpuUsage() });
  let cpuAtStart = cpu();
  let cpuAtEnd = cpuAtStart;
  const window = (async () => {
    await sleep(measureStart - performance.now());
    cpuAtStart = cpu();
    await sleep(measureEnd - performance.now());
    cpuAtEnd = cpu();
  })();
  let chatUser = 0;
  let messageNumber = 0;
  const streams = [
    ...READS.map((kind, i) => arrivals(random, readTallies[i]!.planPerSecond, loadStart, measureEnd, () => timed(readTallies[i]!, () => fetch(`${serverUrl()}${kind.path(paths, random)}`)))),
    // At the plan's share, however rare: a new listing comes once in several runs at 2,000 users (measured alone below).
    ...SIGNED_IN.map((kind, i) => arrivals(random, signedInTallies[i]!.planPerSecond, loadStart, measureEnd, () => timed(signedInTallies[i]!, kind.request))),
    // Each chat user in turn (a user's messages a minute apart, as at the peak: within the chat's limits).
    arrivals(random, chat.planPerSecond, loadStart, measureEnd, () => {
      const user = chatUsers[chatUser++ % chatUsers.length]!;
      const tempId = `cap-${process.env.BENCH_RUN_ID}-${++messageNumber}`;
      sentAt.set(tempId, performance.now());
      user.socket.emit('send_message', { conversation_id: user.conversationId, entity_id: null, partner: user.partner, message: `Порака ${messageNumber}`, temp_id: tempId, timestamp: Date.now(), status: 'sending' });
    }),
  ];
  await Promise.all(streams);
  await window;
  await Promise.all([...inFlight]);
  // A message is lost when it is neither confirmed nor refused, or its recipient has not been pushed it, 10 s after the
  // load: a backlog's confirmations and pushes trail the last sends by its p99.
  const unconfirmed = () => [...sentAt.keys()].filter((tempId) => !confirmed.has(tempId) && !refused.has(tempId)).length;
  const unheard = () => [...confirmed.values()].filter((message) => !receivedBy.get(message.to)?.has(message.id)).length;
  for (let waited = 0; waited < 10_000 && unconfirmed() + unheard() > 0; waited += 100) await sleep(100);
  const lost = unconfirmed() + unheard();
  let duplicated = 0;
  for (const seen of receivedBy.values()) for (const times of seen.values()) duplicated += times - 1;
  for (const socket of sockets) socket.close();

  // ---- a new listing alone: the costliest action (its photo's variants), too rare at the peak to weigh in a run
  const aloneCount = 5;
  const aloneLatencies: number[] = [];
  let aloneFailed = 0;
  const aloneCpuAtStart = cpu();
  for (let i = 0; i < aloneCount; i += 1) {
    const at = performance.now();
    const response = await newListing();
    await response.arrayBuffer();
    if (response.ok) aloneLatencies.push(performance.now() - at);
    else aloneFailed += 1;
  }
  await sleep(1_000); // the saved-search matching runs after the answer, off the request path: counted with it
  const aloneCpuAtEnd = cpu();
  const newListingMs = (aloneCpuAtEnd.node - aloneCpuAtStart.node + aloneCpuAtEnd.postgres - aloneCpuAtStart.postgres + aloneCpuAtEnd.redis - aloneCpuAtStart.redis) / 1_000 / aloneCount;

  // ---- the floor of the same run: server-scale's bare one-row route, 50 connections, on process 0
  const floorOptions = (duration: number) => ({
    url: floorUrl, connections: 50, duration,
    requests: [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: paths.floor() }) }],
  });
  await autocannon(floorOptions(1)); // warm-up: connections opened, code compiled, not measured
  const floorCpu = () => ({ node: cpuMicrosOfPids([pids[0]!]), postgres: sample.engine === 'postgres' ? postgresCpuMicros(process.env.DATABASE_URL) : 0 });
  const floorCpuAtStart = floorCpu();
  const floorResult = await autocannon(floorOptions(5));
  const floorCpuAtEnd = floorCpu();
  const floorAnswers = Math.max(1, floorResult.requests.total);
  const floorMicros = { node: (floorCpuAtEnd.node - floorCpuAtStart.node) / floorAnswers, postgres: (floorCpuAtEnd.postgres - floorCpuAtStart.postgres) / floorAnswers };
  const loadAverage = os.loadavg();
  for (const server of servers) server.child.send('stop');

  // ---- the figures
  const readsServed = readTallies.reduce((sum, tally) => sum + tally.latencies.length, 0);
  // User-minutes served: the reads answered over the reads a user-minute holds (the offered users × minutes when the
  // machine keeps up; fewer when it does not, so a saturated run is not flattered).
  const userMinutes = readsServed / READS_PER_USER_MINUTE;
  const cpuSeconds = { node: (cpuAtEnd.node - cpuAtStart.node) / 1e6, postgres: (cpuAtEnd.postgres - cpuAtStart.postgres) / 1e6, redis: (cpuAtEnd.redis - cpuAtStart.redis) / 1e6 };
  const benchCpu = process.cpuUsage(cpuAtStart.bench);
  const total = cpuSeconds.node + cpuSeconds.postgres + cpuSeconds.redis;
  const msPerUserMinute = { node: (cpuSeconds.node * 1_000) / userMinutes, postgres: (cpuSeconds.postgres * 1_000) / userMinutes, redis: (cpuSeconds.redis * 1_000) / userMinutes, all: (total * 1_000) / userMinutes };
  const floorMs = (floorMicros.node + floorMicros.postgres) / 1_000;
  const cores = (ms: number) => (ms * PLAN.users) / 60_000;

  const row = (tally: Tally) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      kind: tally.name, group: tally.group, planPerSecond: tally.planPerSecond, servedPerSecond: tally.latencies.length / seconds,
      p50: percentile(sorted, 50), p99: percentile(sorted, 99), failed: tally.failed, reasons: Object.fromEntries(tally.reasons),
    };
  };
  const rows = [...readTallies, chat, ...signedInTallies].map(row);
  const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
  console.log(`\nload: ${users} simulated peak users, ${warmup} s warm-up then ${seconds} s measured; ${os.cpus().length} CPU cores, load average ${loadAverage.map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`${'kind'.padEnd(34)} ${'plan/s'.padStart(7)} ${'served/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(6)}`);
  for (const r of rows) console.log(`${r.kind.padEnd(34)} ${f(r.planPerSecond, 2).padStart(7)} ${f(r.servedPerSecond, 2).padStart(8)} ${f(r.p50).padStart(7)} ${f(r.p99).padStart(7)} ${String(r.failed).padStart(6)}${r.failed > 0 ? ` (${Object.entries(r.reasons).map(([reason, n]) => `${reason} ${n}`).join(', ')})` : ''}`);
  const readsPerSecond = readsServed / seconds;
  const offeredReads = (users * READS_PER_USER_MINUTE) / 60;
  // A machine that does not keep up queues: its latencies are the queue's, and the user-minutes are the reads answered.
  if (readsPerSecond < 0.95 * offeredReads) console.log(`NOT KEPT UP: ${f((100 * readsPerSecond) / offeredReads, 0)}% of the offered reads answered (a busy machine, or --users too many for it); latencies are queueing`);
  console.log(`reads ${f(readsPerSecond)}/s (plan ${f(offeredReads)}), open sockets ${sockets.length}; chat: ${sentAt.size} sent, ${confirmed.size} confirmed, ${refused.size} refused, lost ${lost}, duplicated ${duplicated}`);
  const newListingPerUserMinute = newListingMs * dailyPerUserMinute(PLAN.newListingsPerDay);
  console.log(
    `new listing with one 1280×960 photo, ${aloneCount} alone after the load: ${f(newListingMs, 0)} ms CPU each, p50 ${f(percentile(aloneLatencies.sort((a, b) => a - b), 50), 0)} ms, ${aloneFailed} failed` +
      ` — at the plan's ${PLAN.newListingsPerDay.toLocaleString('en')} a day, ${f(newListingPerUserMinute, 3)} ms a user-minute`,
  );
  console.log(`\nCPU over the measured ${seconds} s: Node ${f(cpuSeconds.node, 2)} s (${processCount} process${processCount > 1 ? 'es' : ''}), PostgreSQL ${sample.engine === 'postgres' ? `${f(cpuSeconds.postgres, 2)} s` : 'in the Node process (PGlite)'}, Redis ${processCount > 1 ? `${f(cpuSeconds.redis, 2)} s` : 'not used'}; the load generator ${f((benchCpu.user + benchCpu.system) / 1e6, 2)} s (not counted)`);
  console.log(`user-minutes served: ${f(userMinutes)} (${readsServed} reads ÷ ${READS_PER_USER_MINUTE} a user-minute)`);
  // Only the parts this run has: PGlite runs inside the Node process, and one process has no Redis.
  const parts = (value: (part: 'node' | 'postgres' | 'redis') => string) =>
    [
      `Node${sample.engine === 'postgres' ? '' : ' (with PGlite)'} ${value('node')}`,
      ...(sample.engine === 'postgres' ? [`PostgreSQL ${value('postgres')}`] : []),
      ...(processCount > 1 ? [`Redis ${value('redis')}`] : []),
    ];
  console.log(`CPU per user-minute: ${parts((part) => `${f(msPerUserMinute[part], 2)} ms`).join(' + ')} = ${f(msPerUserMinute.all, 2)} ms`);
  console.log(`floor (one row by primary key, 50 connections, process 0): ${f(floorResult.requests.total / 5, 0)} answers/s, ${f(floorMicros.node, 0)} + ${f(floorMicros.postgres, 0)} µs CPU an answer → a user-minute costs ${f(msPerUserMinute.all / floorMs, 0)} floor answers`);
  console.log(
    `the plan's ${PLAN.users.toLocaleString('en')} peak users: ${f(cores(msPerUserMinute.all))} cores busy (${parts((part) => f(cores(msPerUserMinute[part]))).join(', ')}); at 70% utilisation ${f(cores(msPerUserMinute.all) / 0.7)} cores`,
  );
  if (args.json) {
    const figures = {
      engine: sample.engine, processes: processCount, listings: sample.listings, readCache: !args['no-cache'], users, seconds, warmup, cpuCores: os.cpus().length, loadAverage,
      rows, newListingAlone: { count: aloneCount, failed: aloneFailed, cpuMs: newListingMs, msPerUserMinute: newListingPerUserMinute }, chat: { sent: sentAt.size, confirmed: confirmed.size, refused: refused.size, lost, duplicated, sockets: sockets.length }, cpuSeconds, benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      userMinutes, msPerUserMinute, floor: { answersPerSecond: floorResult.requests.total / 5, nodeMicros: floorMicros.node, postgresMicros: floorMicros.postgres, userMinuteInFloorAnswers: msPerUserMinute.all / floorMs },
      planCores: { all: cores(msPerUserMinute.all), node: cores(msPerUserMinute.node), postgres: cores(msPerUserMinute.postgres), redis: cores(msPerUserMinute.redis) },
    };
    fs.writeFileSync(args.json, JSON.stringify(figures, null, 2));
  }
}

if (args.serve) await serve();
else await run();
