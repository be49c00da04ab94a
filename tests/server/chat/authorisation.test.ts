import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../server/auth/tokens';
import { Keyring } from '../../../server/auth/keyring';
import { endChatSessions } from '../../../server/chat/session-end';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  ack,
  collect,
  createListing,
  createUser,
  next,
  openSocket,
  outbound,
  pause,
  send,
  socketPool,
  startChatApp,
  type TestUser,
} from './chat-helpers';

/** The connect_error a handshake ends with (or 'connected'). */
function handshake(
  app: TestApp,
  token: string | undefined,
): Promise<{ message: string; data?: unknown } | 'connected'> {
  const socket = openSocket(app, token);
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.close();
      resolve({ message: error.message, data: error.data });
    });
  });
}

describe('chat socket: the handshake (docs/product/trust.md: only a logged-in user with a token)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startChatApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('accepts a valid token', async () => {
    const user = await createUser(app, 'kupuvac@primer.mk');
    expect(await handshake(app, user.token)).toBe('connected');
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['garbage', 'not-a-token'],
    ['a forged signature', 'v1.1.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s with notAuthenticated', async (_label, token) => {
    await createUser(app, 'kupuvac@primer.mk');
    expect(await handshake(app, token)).toEqual({
      message: 'notAuthenticated',
      data: { code: 'NOT_AUTHENTICATED', messageId: 'notAuthenticated', message: 'Не сте најавени' },
    });
  });

  it('refuses an expired token and a token of another secret', async () => {
    const user = await createUser(app, 'kupuvac@primer.mk');
    const expired = signAccessToken(user.id, user.sessionKey, {
      keys: app.keys,
      ttlSeconds: 60,
      now: () => Date.now() - 120_000,
    });
    const foreign = signAccessToken(user.id, user.sessionKey, { keys: new Keyring(['another-secret-of-at-least-32-characters']), ttlSeconds: 60 });
    expect(await handshake(app, expired)).toMatchObject({ message: 'notAuthenticated' });
    expect(await handshake(app, foreign)).toMatchObject({ message: 'notAuthenticated' });
  });

  it('refuses a banned user whose token is still valid, with userBanned', async () => {
    const user = await createUser(app, 'kupuvac@primer.mk', { banned: true });
    expect(await handshake(app, user.token)).toMatchObject({
      message: 'userBanned',
      data: { code: 'USER_BANNED', messageId: 'userBanned' },
    });
  });

  it('refuses the token of a deleted account', async () => {
    const user = await createUser(app, 'kupuvac@primer.mk');
    await app.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await handshake(app, user.token)).toMatchObject({ message: 'notAuthenticated' });
  });
});

describe('chat socket: authorisation on every event, leaking nothing', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let conversationId: number;
  const pool = socketPool(() => app);
  const open = pool.open;

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    seller = await createUser(app, 'prodavac@primer.mk');
    buyer = await createUser(app, 'kupuvac@primer.mk');
    stranger = await createUser(app, 'nov@primer.mk');
    const listingId = await createListing(app, seller.id, 'Телевизор');
    const socket = await open(buyer);
    conversationId = Number((await send(socket, null, 'Приватно', { entity_id: listingId })).conversation_id);
  });
  afterEach(() => pool.closeAll());

  const missing = 987_654;
  const events: [string, (id: number) => unknown][] = [
    ['join', (id) => ({ conversation_id: id })],
    ['mark_conversation_as_read', (id) => ({ conversation_id: id })],
    ['load_more_messages', (id) => ({ conversation_id: id, offset: 0, limit: 20 })],
    ['typing_start', (id) => ({ conversation_id: id, recepient_id: 1 })],
    ['typing_stop', (id) => ({ conversation_id: id, recepient_id: 1 })],
  ];

  it.each(events)(
    '%s on someone else’s conversation answers exactly as on one that does not exist',
    async (event, payload) => {
      const socket = await open(stranger);
      const foreign = await ack(socket, event, payload(conversationId));
      const absent = await ack(socket, event, payload(missing));
      expect(foreign).toEqual({
        status: 'error',
        code: 'CONVERSATION_NOT_FOUND',
        messageId: 'chat.error.conversationNotFound',
        message: 'Разговорот не е пронајден.',
      });
      expect(absent).toEqual(foreign);
    },
  );

  it('send_message to someone else’s conversation is refused, stored nowhere, and nobody hears of it', async () => {
    const sellerSocket = await open(seller);
    const heard = collect(sellerSocket, 'new_message');
    const socket = await open(stranger);
    const foreign = outbound(conversationId, 'Упад');
    const absent = outbound(missing, 'Упад');
    const first = next(socket, 'message_error');
    socket.emit('send_message', foreign);
    const a = await first;
    // Listen for the second refusal only now, so it cannot be the first one seen twice.
    const second = next(socket, 'message_error');
    socket.emit('send_message', absent);
    const b = await second;
    expect(a).toMatchObject({ code: 'CONVERSATION_NOT_FOUND', temp_id: foreign.temp_id });
    expect({ ...a, temp_id: undefined, conversation_id: undefined }).toEqual({
      ...b,
      temp_id: undefined,
      conversation_id: undefined,
    });
    const rows = await app.database.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', stranger.id)
      .execute();
    expect(rows).toHaveLength(0);
    await pause(100);
    // Only the stranger's words matter here: a late push of an earlier test's message to the seller is not a leak.
    expect(heard.filter((event) => (event as { message?: unknown }).message === 'Упад')).toEqual([]);
  });

  it('a stranger who joins gets no thread and later messages of the conversation never reach them', async () => {
    const socket = await open(stranger);
    const threads = collect(socket, 'conversation_messages');
    const messages = collect(socket, 'new_message');
    await ack(socket, 'join', { conversation_id: conversationId });
    const buyerSocket = await open(buyer);
    await send(buyerSocket, conversationId, 'Само за продавачот');
    await pause(150);
    expect(threads).toHaveLength(0);
    expect(messages).toHaveLength(0);
  });

  it('typing is relayed to the real partner only, whatever recepient_id says', async () => {
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const strangerSocket = await open(stranger);
    const strangerHeard = collect(strangerSocket, 'typing_start');
    const atSeller = next(sellerSocket, 'typing_start');
    buyerSocket.emit('typing_start', { conversation_id: conversationId, recepient_id: stranger.id });
    expect(await atSeller).toMatchObject({ conversation_id: conversationId, user_id: buyer.id });
    await pause(100);
    expect(strangerHeard).toHaveLength(0);
  });

  it('cannot start a conversation about its own listing or about a listing that is not active', async () => {
    const own = await createListing(app, stranger.id, 'Мој оглас');
    const hidden = await createListing(app, seller.id, 'Во модерација', 'moderation');
    const socket = await open(stranger);
    const ownError = next(socket, 'message_error');
    socket.emit('send_message', outbound(null, 'Со себе', { entity_id: own }));
    expect(await ownError).toMatchObject({
      code: 'OWN_LISTING',
      message: 'Не можете да испратите порака за сопствен оглас.',
    });
    const hiddenError = next(socket, 'message_error');
    socket.emit('send_message', outbound(null, 'Скриен', { entity_id: hidden }));
    expect(await hiddenError).toMatchObject({
      code: 'LISTING_NOT_FOUND',
      message: 'Огласот не е пронајден.',
    });
    const absentError = next(socket, 'message_error');
    socket.emit('send_message', outbound(null, 'Непостоечки', { entity_id: 999_999 }));
    expect(await absentError).toMatchObject({ code: 'LISTING_NOT_FOUND' });
  });

  it('reports presence only of conversation partners', async () => {
    await open(seller);
    const socket = await open(stranger);
    const answer = await ack<{ status: string; data: Record<string, boolean> }>(socket, 'get_online_status', {
      user_ids: [seller.id, buyer.id],
    });
    expect(answer).toEqual({
      status: 'success',
      data: { [String(seller.id)]: false, [String(buyer.id)]: false },
    });
    const buyerSocket = await open(buyer);
    const partner = await ack<{ status: string; data: Record<string, boolean> }>(
      buyerSocket,
      'get_online_status',
      { user_ids: [seller.id, stranger.id] },
    );
    expect(partner.data).toEqual({ [String(seller.id)]: true, [String(stranger.id)]: false });
  });
});

describe('chat socket: after a listing is archived or a user is banned', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  const pool = socketPool(() => app);

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    seller = await createUser(app, 'prodavac@primer.mk');
    buyer = await createUser(app, 'kupuvac@primer.mk');
  });
  afterEach(() => pool.closeAll());

  it('an existing conversation about an archived listing goes on; a new one is refused', async () => {
    const listingId = await createListing(app, seller.id, 'Продадено');
    const socket = await pool.open(buyer);
    const { conversation_id } = await send(socket, null, 'Уште го имате?', { entity_id: listingId });
    await app.database.db
      .updateTable('listings')
      .set({ status: 'archived' })
      .where('id', '=', listingId)
      .execute();
    expect(
      (await send(socket, null, 'Од страницата на огласот', { entity_id: listingId })).conversation_id,
    ).toBe(conversation_id);
    expect((await send(socket, conversation_id, 'Во разговорот')).conversation_id).toBe(conversation_id);
    const other = await createUser(app, 'nov@primer.mk');
    const otherSocket = await pool.open(other);
    const refused = next(otherSocket, 'message_error');
    otherSocket.emit('send_message', outbound(null, 'Нов разговор', { entity_id: listingId }));
    expect(await refused).toMatchObject({ code: 'LISTING_NOT_FOUND' });
  });

  it('endChatSessions drops every socket of a banned user, telling each why, and the handshake then refuses them', async () => {
    const tabA = await pool.open(buyer);
    const tabB = await pool.open(buyer);
    const told = Promise.all([tabA, tabB].map((s) => new Promise((resolve) => s.once('session_ended', resolve))));
    const gone = Promise.all(
      [tabA, tabB].map((s) => new Promise((resolve) => s.once('disconnect', resolve))),
    );
    await app.database.db.updateTable('users').set({ banned: true }).where('id', '=', buyer.id).execute();
    endChatSessions(app.io, { userId: buyer.id }, 'banned');
    expect(await told).toEqual([{ reason: 'banned' }, { reason: 'banned' }]);
    await gone;
    expect(await handshake(app, buyer.token)).toMatchObject({ message: 'userBanned' });
  });

  it('the support account has no support placeholder to open', async () => {
    const support = await createUser(app, 'poddrska@primer.mk', { role: 'support' });
    const socket = await pool.open(support);
    expect(await ack(socket, 'join', { conversation_id: `support-${support.id}` })).toMatchObject({
      status: 'error',
      code: 'CONVERSATION_NOT_FOUND',
    });
  });
});
