import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-server';
import { closeAll, collect, connect, createListing, createUser, outbound, pause, send, type TestUser } from '../chat/chat-helpers';
import { basePort, canRun, clearPrefix, processApp, runPrefix, startServer, type ServerProcess } from './processes';

interface Delivered {
  temp_id: string;
  message_id: number;
}

/**
 * A client as the app's outbound queue behaves (core/chat/outbound-queue.ts): a message stays pending until
 * message_delivered; when its socket drops it reconnects — here to the next live process, as a load balancer would
 * send it — and re-sends every pending message with its original temp_id.
 */
class ResendingClient {
  readonly confirmations: Delivered[] = [];
  readonly pending = new Map<string, ReturnType<typeof outbound>>();
  socket: Socket | undefined;
  reconnections = 0;

  constructor(
    private readonly user: TestUser,
    private readonly apps: TestApp[],
  ) {}

  async start(): Promise<void> {
    await this.attach();
  }

  send(conversationId: number, text: string): string {
    const message = outbound(conversationId, text);
    this.pending.set(message.temp_id, message);
    if (this.socket?.connected) this.socket.emit('send_message', message);
    return message.temp_id;
  }

  close(): void {
    this.socket?.removeAllListeners();
    this.socket?.close();
  }

  private async attach(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const app = this.apps[attempt % this.apps.length] as TestApp;
      try {
        const socket = await connect(app, this.user);
        socket.on('message_delivered', (d: Delivered) => {
          this.confirmations.push({ temp_id: d.temp_id, message_id: d.message_id });
          this.pending.delete(d.temp_id);
        });
        socket.on('disconnect', () => {
          this.reconnections += 1;
          void this.attach();
        });
        this.socket = socket;
        for (const message of this.pending.values()) socket.emit('send_message', message);
        return;
      } catch {
        await pause(50);
      }
    }
  }
}

/**
 * Losing a process mid-conversation (docs/scaling.md): a drained one (SIGTERM) and a crashed one (SIGKILL). Their
 * clients reconnect to another process and re-send what was not confirmed; every message is stored once, confirmed
 * with that one id however often it was sent, and pushed to the recipient exactly once.
 */
describe.runIf(canRun)('losing a server process mid-conversation (PostgreSQL + Redis)', () => {
  const prefix = runPrefix();
  const run = prefix.replace(/\W/g, '');
  let servers: ServerProcess[] = [];
  let apps: TestApp[] = [];
  const sockets: Socket[] = [];
  const clients: ResendingClient[] = [];

  beforeAll(async () => {
    await processApp({ url: '' });
    servers = await Promise.all([0, 1, 2].map((i) => startServer(prefix, basePort + 3 + i, { CHAT_RATE_LIMIT: '1000' })));
    apps = await Promise.all(servers.map((s) => processApp(s)));
  });

  afterAll(async () => {
    closeAll(sockets);
    for (const client of clients) client.close();
    await Promise.all(servers.map((s) => s.stop()));
    if (canRun) await clearPrefix(prefix);
  });

  it('drained and crashed processes: clients move, re-send, and every message is stored and delivered once', async () => {
    const [A, B, C] = apps as [TestApp, TestApp, TestApp];
    const recipient = await createUser(A, `recipient-${run}@primer.mk`);
    const senders = await Promise.all(['b', 'c1', 'c2'].map((n) => createUser(A, `sender-${n}-${run}@primer.mk`)));
    // The recipient stays on A, which lives; one sender starts on B (drained), two on C (killed).
    const onA = await connect(A, recipient);
    sockets.push(onA);
    const received = collect(onA, 'new_message') as { id: number; sender_id: number }[];
    // The first sender moves from the drained B to A, which lives: its pushes are checked exactly once.
    const starts = [[B, A, C], [C, A, B], [C, B, A]] as const;
    const conversations: number[] = [];
    for (const [i, sender] of senders.entries()) {
      const listingId = await createListing(A, recipient.id, `Оглас ${i}`);
      const first = await connect(starts[i]![0], sender);
      conversations.push((await send(first, null, 'Почеток', { entity_id: listingId })).conversation_id as number);
      first.close();
      const client = new ResendingClient(sender, [...starts[i]!]);
      await client.start();
      clients.push(client);
    }

    const sent: string[][] = senders.map(() => []);
    const PER_SENDER = 24;
    for (let n = 0; n < PER_SENDER; n += 1) {
      clients.forEach((client, i) => sent[i]!.push(client.send(conversations[i]!, `Порака ${n}`)));
      if (n === 8) void servers[1]!.stop('SIGTERM');
      if (n === 16) void servers[2]!.stop('SIGKILL');
      await pause(30);
    }
    await expect.poll(() => clients.reduce((sum, c) => sum + c.pending.size, 0), { timeout: 20_000, interval: 100 }).toBe(0);
    expect(await servers[1]!.exited).toBe(0);
    expect(clients.every((c) => c.reconnections > 0)).toBe(true);

    for (const [i, sender] of senders.entries()) {
      const rows = await A.database.db
        .selectFrom('messages')
        .select(['id', 'temp_id'])
        .where('sender_id', '=', sender.id)
        .where('temp_id', 'in', sent[i]!)
        .execute();
      // Stored once each.
      expect(rows.map((r) => r.temp_id).sort()).toEqual([...sent[i]!].sort());
      const idOf = new Map(rows.map((r) => [r.temp_id as string, r.id]));
      // Every confirmation of a temp_id (the first and any after a re-send) names the stored message.
      for (const confirmation of clients[i]!.confirmations) expect(confirmation.message_id).toBe(idOf.get(confirmation.temp_id));
      const storedIds = [...idOf.values()].sort((x, y) => x - y);
      const pushedOf = () => received.filter((m) => m.sender_id === sender.id && storedIds.includes(m.id)).map((m) => m.id).sort((x, y) => x - y);
      // Pushed to the recipient exactly once each (in any order): the drained process finished every push; a message
      // the killed process stored and claimed but had not pushed is pushed by the process its resend reached, once
      // the dead process's liveness has lapsed (PRESENCE_TTL_MS, 3 s here; FanOutClaims).
      await expect.poll(() => pushedOf().length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(storedIds.length);
      expect(pushedOf()).toEqual(storedIds);
    }
  });
});
