import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  collect,
  next,
  outbound,
  pause,
  sellerAndBuyer,
  send,
  socketPool,
  startChatApp,
  startConversation,
  type TestUser,
} from './chat-helpers';

describe('chat socket: exactly-once delivery by temp_id (docs/architecture.md#reliability-and-security-rules)', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let conversationId: number;
  const pool = socketPool(() => app);
  const open = pool.open;
  const storedCount = async (tempId: string) => {
    const rows = await app.database.db
      .selectFrom('messages')
      .select('id')
      .where('temp_id', '=', tempId)
      .where('sender_id', '=', buyer.id)
      .execute();
    return rows.length;
  };

  beforeEach(async () => {
    // Tight limits, so that a duplicate that counted against them would be refused and the test would see it;
    // a fresh server per test, so one test's sends do not use up the next one's quota.
    app = await startChatApp({ minIntervalMs: 0, rateLimitMessages: 3, rateWindowMs: 60_000 });
    await resetDatabase(app.database);
    let listingId: number;
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Стан во Центар'));
    conversationId = await startConversation(app, buyer, listingId, 'Почеток');
  });
  afterEach(async () => {
    pool.closeAll();
    await app.close();
  });

  it('acknowledges a resent temp_id with the stored message_id and stores it once', async () => {
    const socket = await open(buyer);
    const sellerSocket = await open(seller);
    const received = collect(sellerSocket, 'new_message');
    const message = outbound(conversationId, 'Само еднаш');
    const first = next(socket, 'message_delivered', (d) => d.temp_id === message.temp_id);
    socket.emit('send_message', message);
    const original = await first;
    const again = next(socket, 'message_delivered', (d) => d.temp_id === message.temp_id);
    socket.emit('send_message', message);
    expect(await again).toMatchObject({
      temp_id: message.temp_id,
      message_id: original.message_id,
      conversation_id: conversationId,
    });
    expect(await storedCount(message.temp_id)).toBe(1);
    await pause(150);
    expect(received).toHaveLength(1);
  });

  it('recognises the resend after a reconnect (a new socket of the same user)', async () => {
    const message = outbound(conversationId, 'Пред прекин');
    const before = await open(buyer);
    const first = next(before, 'message_delivered');
    before.emit('send_message', message);
    const original = await first;
    before.close();
    const after = await open(buyer);
    const again = next(after, 'message_delivered');
    after.emit('send_message', { ...message, timestamp: Date.now() });
    expect((await again).message_id).toBe(original.message_id);
    expect(await storedCount(message.temp_id)).toBe(1);
  });

  it('stores one row when the same temp_id races in from two tabs at once', async () => {
    const tabA = await open(buyer);
    const tabB = await open(buyer);
    const message = outbound(conversationId, 'Трка');
    const a = next(tabA, 'message_delivered');
    const b = next(tabB, 'message_delivered');
    tabA.emit('send_message', message);
    tabB.emit('send_message', message);
    const [fromA, fromB] = await Promise.all([a, b]);
    expect(fromA.message_id).toBe(fromB.message_id);
    expect(await storedCount(message.temp_id)).toBe(1);
  });

  it('does not count a duplicate against the rate limit', async () => {
    const socket = await open(buyer);
    // 'Почеток' used one of the three; two more fit.
    const message = outbound(conversationId, 'Прва');
    const first = next(socket, 'message_delivered');
    socket.emit('send_message', message);
    await first;
    for (let i = 0; i < 3; i += 1) {
      const again = next(socket, 'message_delivered');
      socket.emit('send_message', message);
      await again;
    }
    const last = await send(socket, conversationId, 'Трета');
    expect(last.message_id).toBeGreaterThan(0);
  });

  it('treats the same temp_id from different senders as different messages', async () => {
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const shared = 'same-temp-id';
    const fromBuyer = next(buyerSocket, 'message_delivered');
    buyerSocket.emit('send_message', outbound(conversationId, 'Од купувачот', { temp_id: shared }));
    const fromSeller = next(sellerSocket, 'message_delivered');
    sellerSocket.emit('send_message', outbound(conversationId, 'Од продавачот', { temp_id: shared }));
    const [b, s] = await Promise.all([fromBuyer, fromSeller]);
    expect(b.message_id).not.toBe(s.message_id);
  });
});
