/**
 * Chat server load: N simulated users (default 200, in pairs about a listing) each send M
 * messages per second (default 2) over loopback; a share of them is re-sent with the same temp_id, as a
 * client does after a reconnect. During a warm-up (default 3 s) the users start one after another, ramping
 * the load up to the full rate while a cold V8 compiles the server's hot paths and PGlite's WebAssembly
 * (its latencies are printed apart); then it measures for a fixed time and prints
 * messages/s, send → message_delivered latency (p50/p95/p99/max), the server's and its own CPU per message,
 * SQL statements per message, and the lost and duplicated counts over the whole run, which must both be 0
 * (exit code 1 otherwise).
 *
 *   npx tsx bench/chat-load.ts [--users 200] [--rate 2] [--seconds 10] [--warmup 3] [--resend 0.02] [--linger 5]
 *                               [--processes N] [--redis] [--relay]
 *   CHAT_BENCH_PROFILE=<dir> …   also writes a CPU profile of the server over the measured seconds
 *   CHAT_BENCH_HEAP=1 (with CHAT_BENCH_PROFILE) adds a sampling heap profile of the same window (what allocates:
 *                                 a quarter of the CPU under load was garbage collection)
 *
 * The server runs in a child process (its own core on a two-core machine) over a fresh in-memory PGlite,
 * or over PostgreSQL when DATABASE_URL is set; the default chat limits apply (2 msg/s is within them).
 * `--processes N` (N > 1; needs DATABASE_URL and REDIS_URL) starts N server processes sharing PostgreSQL and Redis
 * (docs/scaling.md) and puts the two users of every pair on different processes, so every message crosses
 * processes; `--redis` uses Redis with one process too. `--relay` measures the floor instead: a bare socket.io
 * server that answers message_delivered and relays new_message, with no validation, database or Redis.
 * BENCH_PORT=<p>: the processes listen on p, p + 1, … (default: any free port). --json FILE writes the figures
 * (bench/chat-ratio.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import inspector from 'node:inspector';
import path from 'node:path';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { ChatPair } from './support/chat-pairs';
import { percentile } from './support/median';
// One Redis prefix per run, shared by its server processes (they inherit it): a run never meets an earlier run's keys.
process.env.BENCH_RUN_ID ??= randomBytes(4).toString('hex');

interface Ready {
  url: string;
  engine: string;
  pairs: ChatPair[];
}

const arg = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
/** Like `arg`, but 0 is a valid answer (`--warmup 0`: measure from the first message). */
const argOrZero = (name: string, fallback: number): number => (process.argv.includes(`--${name}`) && Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) === 0 ? 0 : arg(name, fallback));

// ---- the server (child process) ----------------------------------------------------------------------

async function runServer(userCount: number): Promise<void> {
  if (process.argv.includes('--relay')) return runRelay(userCount);
  // Process `index` of `processes`: the first creates the users and conversations, the others only serve.
  const index = argOrZero('index', 0);
  const shared = process.argv.includes('--shared');
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/database');
  const { buildApp } = await import('../server/app');
  const base = loadConfig({ ...process.env, CLIENT_DIR: '', DATA_DIR: 'memory://bench', REDIS_URL: shared ? process.env.REDIS_URL : '', REDIS_PREFIX: process.env.REDIS_PREFIX ?? `oglasi-bench-${process.env.BENCH_RUN_ID}:` });
  // --linger <ms> tries another group-commit linger (writeLingerMs) without touching the defaults.
  const linger = process.argv.includes('--linger') ? argOrZero('linger', 5) : undefined;
  const config = { ...base, port: 0, host: '127.0.0.1', chat: { ...base.chat, ...(linger === undefined ? {} : { writeLingerMs: linger }) } };
  const database = await openDatabase({ dataDir: 'memory://bench', databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  const { benchKeys, createChatPairs } = await import('./support/chat-pairs');
  const keys = await benchKeys(config, db);
  const pairs: ChatPair[] = index === 0 ? await createChatPairs(db, keys, userCount / 2) : [];
  // Every statement the server runs during the load is counted: the figure to watch is statements per message.
  let statements = 0;
  const counted = db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => ((statements += 1), result) });
  const { fastify } = await buildApp({ config, database: { ...database, db: counted }, keys });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  await fastify.listen({ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + index : 0, host: '127.0.0.1' });
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let cpuAtStart = process.cpuUsage();
  // CHAT_BENCH_PROFILE=<dir>: a CPU profile of the load window only (not the start-up and seeding).
  const profileDir = process.env.CHAT_BENCH_PROFILE;
  const profiler = profileDir ? new inspector.Session() : undefined;
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => profiler?.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  process.on('message', async (message) => {
    if (message === 'start') {
      if (profiler) {
        profiler.connect();
        await post('Profiler.enable');
        await post('Profiler.setSamplingInterval', { interval: 500 });
        await post('Profiler.start');
        if (process.env.CHAT_BENCH_HEAP) await post('HeapProfiler.startSampling', { samplingInterval: 32_768, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      }
      cpuAtStart = process.cpuUsage();
      statements = 0;
      loopDelay.reset();
      process.send?.({ started: true });
    }
    if (message === 'mark') {
      const cpu = process.cpuUsage(cpuAtStart);
      const statementsInLoad = statements;
      if (profiler && profileDir) {
        const { profile } = (await post('Profiler.stop')) as { profile: object };
        await mkdir(profileDir, { recursive: true });
        await writeFile(path.join(profileDir, `chat-server-${Date.now()}.cpuprofile`), JSON.stringify(profile));
        if (process.env.CHAT_BENCH_HEAP) {
          const heap = (await post('HeapProfiler.stopSampling')) as { profile: object };
          await writeFile(path.join(profileDir, `chat-server-${Date.now()}.heapprofile`), JSON.stringify(heap.profile));
        }
      }
      process.send?.({ loopP99: loopDelay.percentile(99) / 1e6, cpuMs: (cpu.user + cpu.system) / 1_000, statements: statementsInLoad });
    }
    if (typeof message === 'object' && message !== null && 'count' in message) {
      const ids = (message as { count: number[] }).count;
      const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).where('conversation_id', 'in', ids).executeTakeFirstOrThrow();
      process.send?.({ stored: Number(row.n) });
    }
    if (message === 'stop') {
      await fastify.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send?.({ url: `http://127.0.0.1:${port}`, engine: database.engine, pairs } satisfies Ready);
}

/** The floor: a bare socket.io relay (auth token = user id; no validation, database, adapter or Redis). */
async function runRelay(userCount: number): Promise<void> {
  const http = await import('node:http');
  const { Server } = await import('socket.io');
  const server = http.createServer();
  const io = new Server(server, { path: '/socket', transports: ['websocket'], serveClient: false });
  let nextId = 1;
  io.on('connection', (socket) => {
    const me = Number((socket.handshake.auth as { token?: string }).token);
    void socket.join(`user:${me}`);
    socket.on('send_message', (payload: { temp_id: string; conversation_id: number; message: string; partner?: number }) => {
      const id = nextId++;
      socket.emit('message_delivered', { temp_id: payload.temp_id, message_id: id, conversation_id: payload.conversation_id });
      const partner = me % 2 === 0 ? me - 1 : me + 1;
      io.to(`user:${partner}`).emit('new_message', { id, sender_id: me, conversation_id: payload.conversation_id, message: payload.message });
    });
  });
  await new Promise<void>((resolve) => server.listen(process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const pairs: ChatPair[] = [];
  for (let i = 0; i < userCount / 2; i += 1) pairs.push({ conversationId: i + 1, users: [{ id: 2 * i + 1, token: String(2 * i + 1) }, { id: 2 * i + 2, token: String(2 * i + 2) }] });
  let cpuAtStart = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  process.on('message', (message) => {
    if (message === 'start') {
      cpuAtStart = process.cpuUsage();
      loopDelay.reset();
      process.send?.({ started: true });
    } else if (message === 'mark') {
      const cpu = process.cpuUsage(cpuAtStart);
      process.send?.({ loopP99: loopDelay.percentile(99) / 1e6, cpuMs: (cpu.user + cpu.system) / 1_000, statements: 0 });
    } else if (typeof message === 'object' && message !== null && 'count' in message) {
      process.send?.({ stored: nextId - 1 });
    } else if (message === 'stop') {
      io.close();
      process.exit(0);
    }
  });
  process.send?.({ url: `http://127.0.0.1:${port}`, engine: 'none (bare socket.io relay)', pairs } satisfies Ready);
}

// ---- the clients (this process) ------------------------------------------------------------------------

function request<T>(child: ChildProcess, message: string | object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SimUser {
  socket: Socket;
  id: number;
  partner: number;
  conversationId: number;
  /** temp_id → settles the pending send (delivered, or a final error). */
  waiting: Map<string, (answer: { message_id?: number; code?: string; remainingTime?: number }) => void>;
}

async function runClients(): Promise<void> {
  const users = arg('users', 200);
  const rate = arg('rate', 2);
  const seconds = arg('seconds', 10);
  const warmup = argOrZero('warmup', 3);
  // The relay floor stores nothing and so cannot answer a re-send with the first id: no re-sends there.
  const resendRatio = process.argv.includes('--relay') ? 0 : Math.min(arg('resend', 0.02), 1);
  const lingerArg = process.argv.includes('--linger') ? ['--linger', String(argOrZero('linger', 5))] : [];
  const relay = process.argv.includes('--relay');
  const processCount = relay ? 1 : Math.floor(arg('processes', 1));
  const shared = processCount > 1 || process.argv.includes('--redis');
  if (shared && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) throw new Error('--processes N / --redis need DATABASE_URL (PostgreSQL) and REDIS_URL');
  const startChild = (index: number) => {
    const child = fork(fileURLToPath(import.meta.url), ['--server', '--users', String(users), '--index', String(index), ...(shared ? ['--shared'] : []), ...(relay ? ['--relay'] : []), ...lingerArg]);
    return new Promise<{ child: ChildProcess; ready: Ready }>((resolve, reject) => {
      child.once('message', (message) => resolve({ child, ready: message as Ready }));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  };
  // The first process creates the users; the others start once they exist (same database, same stored secret).
  const first = await startChild(0);
  const servers = [first, ...(await Promise.all(Array.from({ length: processCount - 1 }, (_, i) => startChild(i + 1))))];
  const ready = first.ready;
  const child = first.child;
  const everyServer = async <T>(message: string | object): Promise<T[]> => Promise.all(servers.map((s) => request<T>(s.child, message)));

  const sockets: Socket[] = [];
  const latencies: number[] = [];
  const warmupLatencies: number[] = [];
  /** Latencies by the second of the load they were due in, to tell a warm-up tail from a steady one. */
  const bySecond: number[][] = [];
  let loadStart = 0;
  let measureStart = 0;
  let deadline = 0;
  let deliveredInWindow = 0;
  const deliveredIds = new Map<string, number>(); // temp_id → message_id
  const receivedBy = new Map<number, Map<number, number>>(); // recipient → message_id → times
  const errorCodes = new Map<string, number>();
  const disconnects = new Map<string, number>();
  let sent = 0;
  let resent = 0;
  let retried = 0;
  let failed = 0;
  let conflicting = 0;

  // With several processes the two users of a pair are on different ones: every message crosses processes.
  const connectUser = (pair: ChatPair, side: 0 | 1, pairIndex: number) =>
    new Promise<SimUser>((resolve, reject) => {
      const me = pair.users[side];
      const partner = pair.users[side === 0 ? 1 : 0];
      const url = (servers[(pairIndex + side) % servers.length] as { ready: Ready }).ready.url;
      const socket = connectClient(url, { path: '/socket', transports: ['websocket'], auth: { token: me.token }, reconnection: false, forceNew: true });
      const user: SimUser = { socket, id: me.id, partner: partner.id, conversationId: pair.conversationId, waiting: new Map() };
      const seen = new Map<number, number>();
      receivedBy.set(me.id, seen);
      socket.on('new_message', (message: { id: number; sender_id: number }) => {
        if (message.sender_id === me.id) return; // own echo (other tabs); only the recipient side is counted
        seen.set(message.id, (seen.get(message.id) ?? 0) + 1);
      });
      socket.on('message_delivered', (answer: { temp_id: string; message_id: number }) => {
        const known = deliveredIds.get(answer.temp_id);
        if (known === undefined) deliveredIds.set(answer.temp_id, answer.message_id);
        else if (known !== answer.message_id) conflicting += 1;
        user.waiting.get(answer.temp_id)?.({ message_id: answer.message_id });
      });
      socket.on('message_error', (error: { code?: string; temp_id?: string; remainingTime?: number }) => {
        errorCodes.set(error.code ?? '?', (errorCodes.get(error.code ?? '?') ?? 0) + 1);
        if (error.temp_id) user.waiting.get(error.temp_id)?.({ code: error.code ?? '?', remainingTime: error.remainingTime ?? 0 });
      });
      socket.on('disconnect', (reason) => {
        disconnects.set(reason, (disconnects.get(reason) ?? 0) + 1);
        // No reconnection here: what this user was waiting for is unanswered, and it stops sending.
        for (const settle of [...user.waiting.values()]) settle({ code: 'DISCONNECTED' });
      });
      socket.once('connect', () => resolve(user));
      socket.once('connect_error', reject);
      sockets.push(socket);
    });

  /** One attempt: emit and wait for this temp_id's answer (none within 30 s, e.g. a dropped socket: unanswered). */
  let unanswered = 0;
  const attempt = (user: SimUser, payload: { temp_id: string }) =>
    new Promise<{ message_id?: number; code?: string; remainingTime?: number; ms: number }>((resolve) => {
      const startedAt = performance.now();
      if (!user.socket.connected) return resolve({ code: 'DISCONNECTED', ms: 0 });
      const timer = setTimeout(() => {
        unanswered += 1;
        user.waiting.delete(payload.temp_id);
        resolve({ code: 'UNANSWERED', ms: performance.now() - startedAt });
      }, 30_000);
      user.waiting.set(payload.temp_id, (answer) => {
        clearTimeout(timer);
        user.waiting.delete(payload.temp_id);
        resolve({ ...answer, ms: performance.now() - startedAt });
      });
      user.socket.emit('send_message', payload);
    });

  /**
   * A user behaves like the client's outbound queue (docs/product/chat.md): one message at a time, at least 250 ms
   * between sends, RATE_LIMITED / TOO_FAST re-sent after remainingTime + 0.5 s. Message k is due at
   * phase + k / rate (a fixed schedule, so timer slack does not lower the offered rate below users × rate);
   * one still unanswered when the next is due delays it. Latency is measured from the actual emit.
   */
  const simulate = async (user: SimUser, phase: number) => {
    let n = 0;
    let notBefore = 0;
    for (let k = 0; ; k += 1) {
      const due = loadStart + phase + (k * 1_000) / rate;
      if (due >= deadline) break;
      const wait = Math.max(due, notBefore) - performance.now();
      if (wait > 0) await sleep(wait);
      const measured = due >= measureStart;
      const payload = { conversation_id: user.conversationId, entity_id: null, partner: user.partner, message: `Порака ${++n} од ${user.id}`, temp_id: `b-${user.id}-${n}`, timestamp: Date.now(), status: 'sending' };
      sent += 1;
      let answer = await attempt(user, payload);
      while (answer.code === 'RATE_LIMITED' || answer.code === 'TOO_FAST') {
        retried += 1;
        await sleep((answer.remainingTime ?? 500) + 500);
        answer = await attempt(user, payload);
      }
      if (answer.code === 'DISCONNECTED') {
        unanswered += 1;
        break;
      }
      if (answer.message_id === undefined) failed += 1;
      else {
        (measured ? latencies : warmupLatencies).push(answer.ms);
        if (measured) deliveredInWindow += 1;
        (bySecond[Math.floor((due - loadStart) / 1_000)] ??= []).push(answer.ms);
        // A client that reconnected re-sends what it had pending: it must be confirmed with the same id, and stored and delivered once.
        if (Math.random() < resendRatio) {
          resent += 1;
          const again = await attempt(user, payload);
          if (again.message_id !== answer.message_id) conflicting += 1;
        }
      }
      notBefore = performance.now() + 250;
    }
  };

  const started = performance.now();
  const clients: SimUser[] = [];
  for (const [i, pair] of ready.pairs.entries()) {
    clients.push(await connectUser(pair, 0, i));
    clients.push(await connectUser(pair, 1, i));
  }
  const where = servers.length > 1 ? `${servers.length} server processes over PostgreSQL + Redis, the users of each pair on different ones` : shared ? 'one server process with Redis' : 'one server process';
  console.log(`${clients.length} users connected in ${Math.round(performance.now() - started)} ms (database: ${ready.engine}; ${where})`);

  // The load runs warm-up + measured seconds; the server's CPU and the client's are taken over the measured part.
  let clientCpuAtStart = process.cpuUsage();
  loadStart = performance.now();
  measureStart = loadStart + warmup * 1_000;
  deadline = measureStart + seconds * 1_000;
  const measuring = (async () => {
    await sleep(measureStart - performance.now());
    await everyServer('start');
    clientCpuAtStart = process.cpuUsage();
  })();
  // Users join one after another over the warm-up (a ramp to the full rate, as traffic reaches a fresh
  // process), so every one of them is sending from the start of the measured seconds.
  const spread = warmup > 0 ? warmup * 1_000 : 1_000 / rate;
  await Promise.all(clients.map((user, index) => simulate(user, (index / clients.length) * spread)));
  await measuring;
  const clientCpu = process.cpuUsage(clientCpuAtStart);
  const marks = await everyServer<{ loopP99: number; cpuMs: number; statements: number }>('mark');
  const loopP99 = Math.max(...marks.map((m) => m.loopP99));
  const cpuMs = marks.reduce((sum, m) => sum + m.cpuMs, 0);
  const statements = marks.reduce((sum, m) => sum + m.statements, 0);
  // The last new_message events: a message counts as lost when its partner has not heard of it 5 s after the run
  // (under a backlog the last pushes trail the confirmations by more than their p99; a fixed short wait counted
  // those as lost).
  const missing = () => {
    let count = 0;
    for (const user of clients) {
      const seen = receivedBy.get(user.partner) ?? new Map<number, number>();
      for (let n = 1; ; n += 1) {
        const id = deliveredIds.get(`b-${user.id}-${n}`);
        if (id === undefined) break;
        if (!seen.has(id)) count += 1;
      }
    }
    return count;
  };
  for (let waited = 0; waited < 5_000 && missing() > 0; waited += 100) await sleep(100);

  const lost = missing();
  let duplicated = 0;
  for (const seen of receivedBy.values()) for (const times of seen.values()) if (times > 1) duplicated += times - 1;
  const { stored } = await request<{ stored: number }>(child, { count: ready.pairs.map((p) => p.conversationId) });
  const dropped = [...disconnects].map(([reason, count]) => `${reason} ${count}`).join(', ');
  sockets.forEach((socket) => socket.close());
  for (const server of servers) server.child.send('stop');

  latencies.sort((a, b) => a - b);
  warmupLatencies.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const codes = [...errorCodes].map(([code, count]) => `${code} ${count}`).join(', ') || 'none';
  const throughput = deliveredInWindow / seconds;
  console.log(
    `load: ${clients.length} users × ${rate} msg/s = ${clients.length * rate} msg/s offered, ${warmup} s warm-up then ${seconds} s measured; ${(resendRatio * 100).toFixed(0)}% of messages re-sent with the same temp_id`,
  );
  console.log(`sent ${sent} (+${resent} re-sends, ${retried} rate-limit retries), delivered ${deliveredIds.size}, stored ${stored}, failed ${failed}; errors: ${codes}`);
  console.log(`throughput: ${throughput.toFixed(0)} messages/s delivered (messages due in the measured ${seconds} s)`);
  console.log(`send → message_delivered: p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, p99 ${fmt(percentile(latencies, 99))}, max ${fmt(latencies[latencies.length - 1] ?? NaN)}`);
  if (warmup > 0) console.log(`  warm-up (not in the figures above): p50 ${fmt(percentile(warmupLatencies, 50))}, p99 ${fmt(percentile(warmupLatencies, 99))}, max ${fmt(warmupLatencies[warmupLatencies.length - 1] ?? NaN)}`);
  console.log(`  p99 by second (warm-up included): ${bySecond.map((list) => percentile([...list].sort((a, b) => a - b), 99).toFixed(0)).join(' ')} ms`);
  const perMessage = cpuMs / Math.max(1, deliveredInWindow);
  console.log(`server CPU${servers.length > 1 ? ` (all ${servers.length} processes)` : ''}: ${perMessage.toFixed(2)} ms per message (all its work: socket.io, validation, store, fan-out) → one free core ≈ ${Math.round(1_000 / perMessage)} messages/s`);
  console.log(`server SQL statements: ${statements} (${(statements / Math.max(1, deliveredInWindow)).toFixed(2)} per message)`);
  const clientMs = (clientCpu.user + clientCpu.system) / 1_000;
  console.log(`client (bench) CPU: ${(clientMs / Math.max(1, deliveredInWindow)).toFixed(2)} ms per message, ${((clientMs / (seconds * 1_000)) * 100).toFixed(0)}% of a core`);
  console.log(`server event-loop delay p99 ${loopP99.toFixed(1)} ms; machine load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  if (unanswered > 0 || dropped) console.log(`unanswered sends ${unanswered}; sockets dropped during the load: ${dropped || 'none'}`);
  console.log(`lost ${lost}, duplicated ${duplicated}, conflicting confirmations ${conflicting}, stored twice ${stored - deliveredIds.size}`);
  // Across processes (issue 22: 1,000 users × 2 msg/s over two processes) p99 < 30 ms; one process, < 50 ms.
  const p99Budget = servers.length > 1 ? 30 : 50;
  const budget = percentile(latencies, 99) < p99Budget && throughput >= clients.length * rate;
  console.log(`budget (${clients.length * rate} msg/s, p99 < ${p99Budget} ms, 0 lost, 0 duplicated): ${budget && lost === 0 && duplicated === 0 ? 'met' : 'NOT met'}`);
  if (lost !== 0 || duplicated !== 0 || conflicting !== 0 || stored !== deliveredIds.size || failed !== 0 || unanswered !== 0) process.exitCode = 1;
  // --json FILE: the figures bench/chat-ratio.ts compares with the bare relay's.
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex >= 0 && process.argv[jsonIndex + 1]) {
    const figures = { perMessageMs: perMessage, throughput, p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost, duplicated, processes: servers.length, clientMsPerMessage: clientMs / Math.max(1, deliveredInWindow) };
    await writeFile(process.argv[jsonIndex + 1]!, JSON.stringify(figures));
  }
}

if (process.argv.includes('--server')) await runServer(arg('users', 200));
else await runClients();
