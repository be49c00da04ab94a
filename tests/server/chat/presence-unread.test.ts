import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  ack,
  collect,
  createListing,
  createUser,
  next,
  pause,
  sellerAndBuyer,
  send,
  socketPool,
  startChatApp,
  startConversation,
  type TestUser,
} from './chat-helpers';

describe('chat socket: presence, typing and unread counts', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: number;
  let conversationId: number;
  const pool = socketPool(() => app);
  const open = pool.open;
  const unread = async (socket: Socket) => {
    const answer = next(socket, 'unread_count');
    socket.emit('get_unread_count');
    return answer;
  };

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Кауч'));
    conversationId = await startConversation(app, buyer, listingId, 'Здраво');
    // Every earlier socket (this conversation's first message, the previous test's) has been let go by the server
    // before a test counts announcements: a disconnect handled late would swallow the next connect's "online".
    await expect.poll(async () => (await app.io.fetchSockets()).length, { timeout: 5_000 }).toBe(0);
    await pause(50);
  });
  afterEach(() => pool.closeAll());

  describe('presence: online while at least one socket is connected', () => {
    it('tells partners when a user comes online and when the last socket goes', async () => {
      const sellerSocket = await open(seller);
      const online = next(sellerSocket, 'user_online_status', (s) => s.user_id === buyer.id);
      const first = await open(buyer);
      expect(await online).toEqual({ user_id: buyer.id, is_online: true });

      const updates = collect(sellerSocket, 'user_online_status');
      const second = await open(buyer);
      first.close();
      await pause(150);
      expect(updates).toEqual([]); // still online through the second tab

      const offline = next(sellerSocket, 'user_online_status', (s) => s.user_id === buyer.id);
      second.close();
      expect(await offline).toEqual({ user_id: buyer.id, is_online: false });
    });

    it('answers get_online_status with status and a data map (bare array accepted too)', async () => {
      const buyerSocket = await open(buyer);
      expect(await ack(buyerSocket, 'get_online_status', { user_ids: [seller.id] })).toEqual({
        status: 'success',
        data: { [String(seller.id)]: false },
      });
      await open(seller);
      expect(await ack(buyerSocket, 'get_online_status', [seller.id, String(seller.id)])).toEqual({
        status: 'success',
        data: { [String(seller.id)]: true },
      });
    });

    it('does not tell users who share no conversation', async () => {
      const stranger = await createUser(app, 'nov@primer.mk');
      const strangerSocket = await open(stranger);
      const heard = collect(strangerSocket, 'user_online_status');
      await open(buyer);
      await pause(150);
      expect(heard).toEqual([]);
    });
  });

  describe('typing', () => {
    it('relays typing_start and typing_stop to every socket of the partner', async () => {
      const buyerSocket = await open(buyer);
      const tabA = await open(seller);
      const tabB = await open(seller);
      const startA = next(tabA, 'typing_start');
      const startB = next(tabB, 'typing_start');
      buyerSocket.emit('typing_start', { conversation_id: conversationId, recepient_id: seller.id });
      expect(await startA).toEqual({ conversation_id: conversationId, user_id: buyer.id, is_support: false });
      await startB;
      const stop = next(tabA, 'typing_stop');
      buyerSocket.emit('typing_stop', { conversation_id: conversationId, recepient_id: seller.id });
      expect(await stop).toEqual({ conversation_id: conversationId, user_id: buyer.id, is_support: false });
    });

    it('does not echo typing back to the typist', async () => {
      const buyerSocket = await open(buyer);
      const echoed = collect(buyerSocket, 'typing_start');
      await ack(buyerSocket, 'typing_start', { conversation_id: conversationId, recepient_id: seller.id });
      await pause(100);
      expect(echoed).toEqual([]);
    });
  });

  describe('unread counts and read state', () => {
    it('counts unread messages per conversation and in total', async () => {
      const other = await createUser(app, 'nov@primer.mk');
      const otherSocket = await open(other);
      await send(otherSocket, null, 'И јас сум заинтересиран', { entity_id: listingId });
      await send(otherSocket, null, 'Одговорете', { entity_id: listingId });
      const sellerSocket = await open(seller);
      const summary = await unread(sellerSocket);
      expect(summary.status).toBe('success');
      expect(summary.total_unread_count).toBe(3);
      expect(summary.unread_counts).toEqual([
        { conversation_id: conversationId, unread_count: 1 },
        { conversation_id: expect.any(Number), unread_count: 2 },
      ]);
      expect((await unread(await open(buyer))).total_unread_count).toBe(0);
    });

    it('mark_conversation_as_read zeroes it and updates the user’s other tabs', async () => {
      const tabA = await open(seller);
      const tabB = await open(seller);
      const elsewhere = next(tabB, 'unread_count');
      const answer = await ack<{ status: string; total_unread_count: number }>(
        tabA,
        'mark_conversation_as_read',
        { conversation_id: conversationId },
      );
      expect(answer).toMatchObject({ status: 'success', total_unread_count: 0 });
      expect(await elsewhere).toMatchObject({ total_unread_count: 0, unread_counts: [] });
      const row = await app.database.db
        .selectFrom('conversation_participants')
        .select(['unread_count', 'last_read_message_id', 'last_read_at'])
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(row.unread_count).toBe(0);
      expect(row.last_read_message_id).toBeGreaterThan(0);
      expect(row.last_read_at).not.toBeNull();
    });

    it('lists conversations with their unread count and last message, support placeholder first', async () => {
      await createUser(app, 'poddrska@primer.mk', { full_name: 'Поддршка', role: 'support' });
      const sellerSocket = await open(seller);
      const list = next(sellerSocket, 'latest_conversations');
      sellerSocket.emit('_lc');
      const payload = await list;
      expect(payload.conversations.map((c) => c.id)).toEqual([`support-${seller.id}`, conversationId]);
      expect(payload.conversations[1]).toMatchObject({
        unread_count: 1,
        last_message: 'Здраво',
        is_support: false,
        entity: { id: listingId, name: 'Кауч' },
        other_participant: { id: buyer.id, name: 'Марко Николов' },
      });
    });

    it('orders the list support first, then unread, then newest (docs/product/chat.md), so the cut never drops an unread one', async () => {
      await createUser(app, 'poddrska@primer.mk', { role: 'support' });
      const other = await createUser(app, 'nov@primer.mk');
      const otherListing = await createListing(app, other.id, 'Столици');
      const buyerSocket = await open(buyer);
      // The seller answered the first conversation (unread for the buyer); the buyer then opened a newer one.
      const sellerSocket = await open(seller);
      await send(sellerSocket, conversationId, 'Да, достапен е');
      const newer = Number(
        (await send(buyerSocket, null, 'Нов разговор', { entity_id: otherListing })).conversation_id,
      );
      const list = next(buyerSocket, 'latest_conversations');
      buyerSocket.emit('get_latest_conversations');
      const payload = await list;
      expect(payload.conversations.map((c) => c.id)).toEqual([`support-${buyer.id}`, conversationId, newer]);
      expect(payload.conversations.map((c) => c.unread_count)).toEqual([0, 1, 0]);
    });

    it('pushes the new total to the recipient with each message', async () => {
      const sellerSocket = await open(seller);
      const buyerSocket = await open(buyer);
      const pushed = next(sellerSocket, 'unread_count');
      await send(buyerSocket, conversationId, 'Уште една');
      expect(await pushed).toMatchObject({ status: 'success', total_unread_count: 2 });
    });
  });
});
