import net from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-server';
import { closeAll, connect, createListing, createUser, next, send } from '../chat/chat-helpers';
import { basePort, canRun, clearPrefix, processApp, redisUrl, runPrefix, startServer, type ServerProcess } from './processes';

/** A TCP relay in front of Redis that can cut every connection and refuse new ones (an outage), then heal. */
class DroppingProxy {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();

  constructor(
    private readonly port: number,
    private readonly target: URL,
  ) {}

  async up(): Promise<void> {
    if (this.server) return;
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    for (const s of this.open) s.destroy();
    await closed;
    this.server = undefined;
  }
}

const ready = async (server: ServerProcess) => {
  const response = await fetch(`${server.url}/api/health/ready`).catch(() => undefined);
  return response?.status;
};

/**
 * Redis going away and coming back (docs/scaling.md "When Redis is down"): the processes stay up, say they are not
 * ready, keep storing and confirming messages, push to sockets they hold themselves, and once Redis is back deliver
 * what they published meanwhile and become ready again — by themselves, no restart.
 */
describe.runIf(canRun)('Redis outage (PostgreSQL + Redis behind a relay that drops)', () => {
  const prefix = runPrefix();
  const run = prefix.replace(/\W/g, '');
  const proxy = new DroppingProxy(basePort + 6, new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  let servers: ServerProcess[] = [];
  let apps: TestApp[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await processApp({ url: '' });
    await proxy.up();
    const relayed = `redis://127.0.0.1:${basePort + 6}`;
    servers = await Promise.all([7, 8].map((offset) => startServer(prefix, basePort + offset, { REDIS_URL: relayed })));
    apps = await Promise.all(servers.map((s) => processApp(s)));
  });

  afterAll(async () => {
    if (process.env.SCALE_TEST_DEBUG) for (const s of servers) console.log(s.output.join(''));
    closeAll(sockets);
    await proxy.up();
    await Promise.all(servers.map((s) => s.stop()));
    await proxy.down();
    if (canRun) await clearPrefix(prefix);
  });

  it('keeps chatting on each process, is not ready, and recovers by itself', async () => {
    const [A, B] = apps as [TestApp, TestApp];
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const seller = await createUser(A, `outage-seller-${run}@primer.mk`);
    const buyer = await createUser(A, `outage-buyer-${run}@primer.mk`);
    const neighbour = await createUser(A, `outage-neighbour-${run}@primer.mk`);
    const listingId = await createListing(A, seller.id, 'Фрижидер');
    const sellerOnB = await connect(B, seller);
    const buyerOnA = await connect(A, buyer);
    const neighbourOnA = await connect(A, neighbour);
    sockets.push(sellerOnB, buyerOnA, neighbourOnA);
    const { conversation_id } = await send(buyerOnA, null, 'Пред прекинот', { entity_id: listingId });
    const neighbourListing = await createListing(A, neighbour.id, 'Машина');
    const local = await send(buyerOnA, null, 'Соседе', { entity_id: neighbourListing });

    await proxy.down();
    await expect.poll(() => ready(a), { timeout: 10_000 }).toBe(503);
    expect(await ready(b)).toBe(503);

    // Stored and confirmed without Redis; a recipient on the same process hears it at once.
    const heardLocally = next(neighbourOnA, 'new_message', (m) => m.message === 'За време на прекинот, тука');
    await send(buyerOnA, local.conversation_id as number, 'За време на прекинот, тука');
    await heardLocally;
    // The seller is on B: the push waits in A's queue for Redis.
    const heardAcross = next(sellerOnB, 'new_message', (m) => m.message === 'За време на прекинот, таму', 20_000);
    const during = await send(buyerOnA, conversation_id as number, 'За време на прекинот, таму');

    await proxy.up();
    expect((await heardAcross).id).toBe(during.message_id);
    await expect.poll(() => ready(a), { timeout: 15_000 }).toBe(200);
    await expect.poll(() => ready(b), { timeout: 15_000 }).toBe(200);
    // Neither process restarted, and the chat across them works again.
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    const after = next(buyerOnA, 'new_message', (m) => m.message === 'После прекинот');
    await send(sellerOnB, conversation_id as number, 'После прекинот');
    await after;
  });
});
