import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAll, collect, createListing, nextRaw, openSocket, outbound, pause, send } from '../chat/chat-helpers';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';

type Signed = { cookie: string; token: string };

/**
 * Issue 36, case 3: an open chat socket must not outlive the sign-in that opened it. Every way a session ends —
 * a logout (that session only), logout everywhere, a password reset, account deletion, a ban — tells the
 * socket why (`session_ended`) and drops it within a second; its token then opens nothing (docs/api.md
 * "Sessions and tokens", docs/protocol.md "Session ended").
 */
describe('chat sockets end with the session that opened them', () => {
  let app: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ supportEmail: 'poddrska@primer.mk' });
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));
  afterEach(() => closeAll(sockets.splice(0)));

  async function open(token: string): Promise<Socket> {
    const socket = openSocket(app, token);
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  /** Resolves with the `session_ended` reason and how long until the socket was dropped. */
  function ending(socket: Socket): Promise<{ reason: unknown; ms: number }> {
    const started = Date.now();
    const told = nextRaw(socket, 'session_ended', 2_000);
    const dropped = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now() - started)));
    return Promise.all([told, dropped]).then(([notice, ms]) => ({ reason: notice.reason, ms }));
  }

  function handshake(token: string): Promise<string> {
    const socket = openSocket(app, token);
    return new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    }).finally(() => socket.close());
  }

  /** A seller with a listing and a buyer with two sign-ins (the owner's and the one someone else holds). */
  async function people() {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const seller = await createUser(app.database, { email: 'prodavac@primer.mk' });
    const listingId = await createListing(app, seller.id, 'Велосипед');
    const stolen = await login(app, 'ana@primer.mk');
    const owner = await login(app, 'ana@primer.mk');
    const sellerSession = await login(app, 'prodavac@primer.mk');
    return { listingId, stolen, owner, sellerSession };
  }

  /** The socket is gone: what it emits reaches nobody, and its token no longer opens a socket or calls the API. */
  async function cutOff(socket: Socket, signed: Signed, sellerSocket: Socket) {
    expect(socket.connected).toBe(false);
    const seen = collect(sellerSocket, 'new_message');
    socket.emit('send_message', outbound(null, 'После одјавата', {}));
    await pause(300);
    // Only this text counts: an earlier message of the conversation may still be arriving (PostgreSQL's batched writes).
    expect(seen.filter((message) => (message as { message?: string }).message === 'После одјавата')).toEqual([]);
    expect(await handshake(signed.token)).toBe('notAuthenticated');
    expect((await call(app, 'GET', '/api/favourites', { token: signed.token })).status).toBe(401);
  }

  it('a logout ends that session\'s sockets at once, and only that session\'s', async () => {
    const { listingId, stolen, owner, sellerSession } = await people();
    const sellerSocket = await open(sellerSession.token);
    const stolenSocket = await open(stolen.token);
    const ownerSocket = await open(owner.token);
    await send(ownerSocket, null, 'Дали е достапен?', { entity_id: listingId });

    const ended = ending(stolenSocket);
    expect((await call(app, 'GET', '/api/auth/user/logout', { cookie: stolen.cookie })).status).toBe(200);
    const { reason, ms } = await ended;
    expect(reason).toBe('loggedOut');
    expect(ms).toBeLessThan(1_000);
    await cutOff(stolenSocket, stolen, sellerSocket);
    // The other sign-in of the same user is untouched: its socket still delivers.
    expect(ownerSocket.connected).toBe(true);
    expect((await send(ownerSocket, null, 'Уште сум тука', { entity_id: listingId })).message_id).toBeGreaterThan(0);
  });

  it('logout everywhere ends every socket of the user, with its reason', async () => {
    const { stolen, owner, sellerSession } = await people();
    const sellerSocket = await open(sellerSession.token);
    const stolenSocket = await open(stolen.token);
    const ended = ending(stolenSocket);
    expect((await call(app, 'POST', '/api/auth/user/logout-all', { cookie: owner.cookie })).status).toBe(200);
    const { reason, ms } = await ended;
    expect(reason).toBe('signedOutEverywhere');
    expect(ms).toBeLessThan(1_000);
    await cutOff(stolenSocket, stolen, sellerSocket);
    expect(sellerSocket.connected).toBe(true);
  });

  it('a password reset ends the sockets opened before it', async () => {
    const { stolen, sellerSession } = await people();
    const sellerSocket = await open(sellerSession.token);
    const stolenSocket = await open(stolen.token);
    const ended = ending(stolenSocket);
    await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'ana@primer.mk' } });
    const outbox = await call<{ data: { link: string }[] }>(app, 'GET', '/api/dev/outbox?to=ana@primer.mk');
    const token = new URL(outbox.body.data[0]?.link ?? '').searchParams.get('token');
    const changed = await call(app, 'POST', '/api/auth/user/change-password', {
      body: { token, email: 'ana@primer.mk', password: 'NewPass2026!', passwordConfirmation: 'NewPass2026!' },
    });
    expect(changed.status).toBe(200);
    const { reason, ms } = await ended;
    expect(reason).toBe('passwordChanged');
    expect(ms).toBeLessThan(1_000);
    await cutOff(stolenSocket, stolen, sellerSocket);
  });

  it('deleting the account ends its sockets', async () => {
    const { stolen, owner, sellerSession } = await people();
    const sellerSocket = await open(sellerSession.token);
    const stolenSocket = await open(stolen.token);
    const ended = ending(stolenSocket);
    expect((await call(app, 'POST', '/api/auth/user/delete-account', { cookie: owner.cookie, body: { password: PASSWORD } })).status).toBe(200);
    const { reason, ms } = await ended;
    expect(reason).toBe('accountDeleted');
    expect(ms).toBeLessThan(1_000);
    await cutOff(stolenSocket, stolen, sellerSocket);
  });

  it('a ban ends the sockets with the banned reason', async () => {
    const { stolen, sellerSession } = await people();
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    const admin = await login(app, 'admin@primer.mk');
    const sellerSocket = await open(sellerSession.token);
    const stolenSocket = await open(stolen.token);
    const ended = ending(stolenSocket);
    const user = await app.database.db.selectFrom('users').select('id').where('email', '=', 'ana@primer.mk').executeTakeFirstOrThrow();
    expect((await call(app, 'POST', `/api/admin/users/${user.id}/ban`, { cookie: admin.cookie, body: { banned: true } })).status).toBe(200);
    const { reason, ms } = await ended;
    expect(reason).toBe('banned');
    expect(ms).toBeLessThan(1_000);
    expect(stolenSocket.connected).toBe(false);
    expect(await handshake(stolen.token)).toBe('notAuthenticated');
    expect(sellerSocket.connected).toBe(true);
  });

  it('a token outlives no logout: the bearer API and user-data refuse the token of an ended session', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const first = await login(app, 'ana@primer.mk');
    const second = await login(app, 'ana@primer.mk');
    await call(app, 'GET', '/api/auth/user/logout', { cookie: first.cookie });
    expect((await call<{ user: unknown }>(app, 'GET', '/api/auth/user/user-data', { token: first.token })).body.user).toBeNull();
    expect((await call(app, 'GET', '/api/favourites', { token: first.token })).status).toBe(401);
    // The other session's token is still good, and user-data renews it for the same session.
    const renewed = await call<{ token: string }>(app, 'GET', '/api/auth/user/user-data', { token: second.token });
    expect((await call(app, 'GET', '/api/favourites', { token: renewed.body.token })).status).toBe(200);
    await call(app, 'GET', '/api/auth/user/logout', { cookie: second.cookie });
    expect((await call(app, 'GET', '/api/favourites', { token: renewed.body.token })).status).toBe(401);
  });
});
