import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-server';
import { call } from '../helpers/fixtures';
import { closeAll, connect, createListing, createUser, next, outbound, send, type TestUser } from '../chat/chat-helpers';
import { basePort, canRun, clearPrefix, processApp, runPrefix, startServer, type ServerProcess } from '../scale-out/processes';

/**
 * A block holds on every process at once (issue 43): two real server processes over one PostgreSQL and one Redis; the
 * buyer blocks on A, the seller's sockets on A and on B are both refused from the next message on, and both may write
 * again after the unblock on B.
 */
describe.runIf(canRun)('blocking across server processes (PostgreSQL + Redis)', () => {
  const prefix = runPrefix();
  const run = prefix.replace(/\W/g, '');
  let servers: ServerProcess[] = [];
  let A: TestApp;
  let B: TestApp;
  const sockets: Socket[] = [];
  const open = async (app: TestApp, user: TestUser) => {
    const socket = await connect(app, user);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    await processApp({ url: '' });
    servers = await Promise.all([0, 1].map((i) => startServer(prefix, basePort + 10 + i)));
    [A, B] = (await Promise.all(servers.map((s) => processApp(s)))) as [TestApp, TestApp];
  });

  afterAll(async () => {
    closeAll(sockets);
    await Promise.all(servers.map((s) => s.stop()));
    if (canRun) await clearPrefix(prefix);
  });

  const refusedOn = async (socket: Socket, conversationId: number, text: string) => {
    const message = outbound(conversationId, text);
    const error = next(socket, 'message_error', (e) => e.temp_id === message.temp_id);
    socket.emit('send_message', message);
    return error;
  };

  it('the blocked user is refused on any process, and writes again after the unblock', async () => {
    const seller = await createUser(A, `seller-${run}@primer.mk`);
    const buyer = await createUser(A, `buyer-${run}@primer.mk`);
    const listingId = await createListing(A, seller.id, 'Велосипед');
    const buyerOnA = await open(A, buyer);
    const sellerOnA = await open(A, seller);
    const sellerOnB = await open(B, seller);
    const first = await send(buyerOnA, null, 'Дали е достапен?', { entity_id: listingId });
    const id = first.conversation_id as number;
    // Warm both processes' caches of the membership first: a block must not depend on a cold cache.
    await send(sellerOnA, id, 'Да.');
    await send(sellerOnB, id, 'Да, дојди.');

    expect((await call(A, 'POST', `/api/chat/conversations/${id}/block`, { token: buyer.token })).status).toBe(200);
    expect(await refusedOn(sellerOnA, id, 'Ало?')).toMatchObject({ code: 'RECIPIENT_UNAVAILABLE' });
    expect(await refusedOn(sellerOnB, id, 'Ало??')).toMatchObject({ code: 'RECIPIENT_UNAVAILABLE' });

    expect((await call(B, 'DELETE', `/api/chat/blocks/${seller.id}`, { token: buyer.token })).status).toBe(200);
    expect((await send(sellerOnA, id, 'Извини.')).message_id).toEqual(expect.any(Number));
    expect((await send(sellerOnB, id, 'Извини пак.')).message_id).toEqual(expect.any(Number));
  });
});
