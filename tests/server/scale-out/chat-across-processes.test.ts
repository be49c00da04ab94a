import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-server';
import { ack, closeAll, collect, connect, createListing, createUser, next, outbound, send, type TestUser } from '../chat/chat-helpers';
import { basePort, canRun, clearPrefix, processApp, runPrefix, startServer, type ServerProcess } from './processes';

/**
 * Three real server processes (A, B, C) over one PostgreSQL and one Redis (docs/scaling.md): users connected to
 * different processes chat as if there were one. Each process alone would be an island — these assertions fail
 * without the Redis adapter, the shared presence, the shared limits or the invalidation broadcast.
 */
describe.runIf(canRun)('chat across server processes (PostgreSQL + Redis)', () => {
  const prefix = runPrefix();
  const run = prefix.replace(/\W/g, '');
  let servers: ServerProcess[] = [];
  let A: TestApp;
  let B: TestApp;
  let C: TestApp;
  const sockets: Socket[] = [];
  const open = async (app: TestApp, user: TestUser) => {
    const socket = await connect(app, user);
    sockets.push(socket);
    return socket;
  };
  const user = (name: string) => createUser(A, `${name}-${run}@primer.mk`);

  beforeAll(async () => {
    // The keyring first: the processes then read the same stored secret (a token signed anywhere works everywhere).
    await processApp({ url: '' });
    servers = await Promise.all([0, 1, 2].map((i) => startServer(prefix, basePort + i, { CHAT_RATE_LIMIT: '12', CHAT_RATE_WINDOW_MS: '60000' })));
    [A, B, C] = (await Promise.all(servers.map((s) => processApp(s)))) as [TestApp, TestApp, TestApp];
  });

  afterAll(async () => {
    closeAll(sockets);
    await Promise.all(servers.map((s) => s.stop()));
    if (canRun) await clearPrefix(prefix);
  });

  it('new_message, preview, unread count, typing and presence cross processes', async () => {
    const seller = await user('seller');
    const buyer = await user('buyer');
    const listingId = await createListing(A, seller.id, 'Велосипед');
    const onB = await open(B, seller);
    const onA = await open(A, buyer);

    const arrives = next(onB, 'new_message', (m) => m.message === 'Дали е достапен?');
    const preview = next(onB, 'new_message_preview', (m) => m.message === 'Дали е достапен?');
    const badge = next(onB, 'unread_count');
    const first = await send(onA, null, 'Дали е достапен?', { entity_id: listingId });
    expect((await arrives).id).toBe(first.message_id);
    expect((await preview).sender_id).toBe(buyer.id);
    expect(await badge).toMatchObject({ status: 'success' });
    const conversation = first.conversation_id as number;

    const reply = next(onA, 'new_message', (m) => m.message === 'Да, сѐ уште е.');
    const sent = await send(onB, conversation, 'Да, сѐ уште е.');
    expect((await reply).id).toBe(sent.message_id);

    const typing = next(onA, 'typing_start');
    onB.emit('typing_start', { conversation_id: conversation });
    expect(await typing).toMatchObject({ conversation_id: conversation, user_id: seller.id });

    // The seller's only socket is on B; asked on A, they are online.
    const status = await ack<{ data: Record<string, boolean> }>(onA, 'get_online_status', { user_ids: [seller.id] });
    expect(status.data[String(seller.id)]).toBe(true);

    // A second socket on C, then B's closes: still online (asked on A). C's closes: offline, announced on A.
    const onC = await open(C, seller);
    onB.close();
    await expect
      .poll(async () => (await ack<{ data: Record<string, boolean> }>(onA, 'get_online_status', { user_ids: [seller.id] })).data[String(seller.id)], { timeout: 5_000 })
      .toBe(true);
    const offline = next(onA, 'user_online_status', (s) => s.user_id === seller.id && !s.is_online);
    onC.close();
    await offline;
    const online = next(onA, 'user_online_status', (s) => s.user_id === seller.id && s.is_online);
    await open(C, seller);
    await online;
  });

  it('one rate limit for a user whose sockets are on different processes', async () => {
    const sender = await user('fast');
    const other = await user('calm');
    const listingId = await createListing(A, other.id, 'Маса');
    const onA = await open(A, sender);
    const onB = await open(B, sender);
    const onC = await open(C, sender);
    const { conversation_id } = await send(onA, null, 'Прва', { entity_id: listingId });
    // 12 a minute across all processes: 11 more, spread over A and B, pass…
    for (let i = 0; i < 11; i += 1) await send(i % 2 === 0 ? onB : onA, conversation_id, `Порака ${i}`);
    // …and the 13th is refused on C, which has taken none of them itself.
    const message = outbound(conversation_id, 'Една премногу');
    const refused = next(onC, 'message_error', (e) => e.temp_id === message.temp_id);
    onC.emit('send_message', message);
    const error = await refused;
    expect(error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(error.remainingTime).toBeGreaterThan(1_000);
    expect(error.remainingTime).toBeLessThanOrEqual(60_000);
  });

  it('the same temp_id sent through two processes is stored once, confirmed with one id, delivered once', async () => {
    const sender = await user('twice');
    const recipient = await user('once');
    const listingId = await createListing(A, recipient.id, 'Фотелја');
    const onA = await open(A, sender);
    const onB = await open(B, sender);
    const onC = await open(C, recipient);
    const { conversation_id } = await send(onA, null, 'Здраво', { entity_id: listingId });
    const received = collect(onC, 'new_message') as { id: number; message: string }[];

    const message = outbound(conversation_id, 'Еднаш');
    const viaA = next(onA, 'message_delivered', (d) => d.temp_id === message.temp_id);
    const viaB = next(onB, 'message_delivered', (d) => d.temp_id === message.temp_id);
    onA.emit('send_message', message);
    onB.emit('send_message', message);
    const [a, b] = await Promise.all([viaA, viaB]);
    expect(a.message_id).toBe(b.message_id);
    const rows = await A.database.db.selectFrom('messages').select('id').where('sender_id', '=', sender.id).where('temp_id', '=', message.temp_id).execute();
    expect(rows).toEqual([{ id: a.message_id }]);
    // A later message through A reaches C after anything the two stores pushed (one ordered stream).
    const marker = next(onC, 'new_message', (m) => m.message === 'Потоа');
    await send(onA, conversation_id, 'Потоа');
    await marker;
    expect(received.filter((m) => m.id === a.message_id)).toHaveLength(1);
  });

  it('a listing changed through A is not served from B’s cache', async () => {
    const owner = await user('owner');
    const listingId = await createListing(A, owner.id, 'Шпорет');
    const url = `/api/oglasi/listing/${listingId}`;
    expect((await fetch(`${servers[1]!.url}${url}`)).status).toBe(200);
    const cached = await fetch(`${servers[1]!.url}${url}`);
    expect(cached.headers.get('x-cache')).toBe('hit');
    const archived = await fetch(`${servers[0]!.url}/api/oglasi/manage/${listingId}/archive`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` } });
    expect(archived.status).toBe(200);
    // B's entry would live 60 s (READ_CACHE_SECONDS); the broadcast clears it within milliseconds.
    await expect.poll(async () => (await fetch(`${servers[1]!.url}${url}`)).status, { timeout: 5_000 }).toBe(404);
  });

  it('signing out everywhere through A ends the user’s sockets on B and C within a second, each told why', async () => {
    const holder = await user('holder');
    const onB = await open(B, holder);
    const onC = await open(C, holder);
    const started = Date.now();
    const ended = [onB, onC].map(
      (socket) =>
        new Promise<{ reason: unknown; ms: number }>((resolve) => {
          let reason: unknown;
          socket.once('session_ended', (notice: { reason: unknown }) => (reason = notice.reason));
          socket.once('disconnect', () => resolve({ reason, ms: Date.now() - started }));
        }),
    );
    const answer = await fetch(`${servers[0]!.url}/api/auth/user/logout-all`, { method: 'POST', headers: { authorization: `Bearer ${holder.token}` } });
    expect(answer.status).toBe(200);
    for (const { reason, ms } of await Promise.all(ended)) {
      expect(reason).toBe('signedOutEverywhere');
      expect(ms).toBeLessThan(1_000);
    }
  });
});
