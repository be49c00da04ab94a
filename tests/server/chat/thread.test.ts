import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatDayGroup } from '../../../core/schemas/chat';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  connect,
  createListing,
  createUser,
  insertMessages,
  next,
  sellerAndBuyer,
  send,
  socketPool,
  startChatApp,
  startConversation,
  type TestUser,
} from './chat-helpers';

const texts = (groups: ChatDayGroup[]) => groups.flatMap((g) => g.messages.map((m) => m.message));

describe('chat socket: the open thread, load more and day groups', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let conversationId: number;
  const pool = socketPool(() => app);
  const open = pool.open;
  const join = async (socket: Socket, id: number | string) => {
    const thread = next(socket, 'conversation_messages');
    socket.emit('join', { conversation_id: id });
    return thread;
  };
  const loadMore = async (socket: Socket, offset: number, limit = 20) => {
    const page = next(socket, 'load_more_messages');
    socket.emit('load_more_messages', { conversation_id: conversationId, offset, limit });
    return page;
  };

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    let listingId: number;
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Лаптоп'));
    // The conversation starts on 19 Nov; the fixtures below are from 20 Nov on.
    conversationId = await startConversation(app, buyer, listingId, 'Прва');
    await app.database.db
      .updateTable('messages')
      .set({ created_at: new Date('2026-11-19T10:00:00Z') })
      .execute();
  });
  afterEach(() => pool.closeAll());

  it('opens with the newest 20 messages, oldest first, and says more exist', async () => {
    await insertMessages(app, conversationId, buyer.id, seller.id, 44);
    const socket = await open(seller);
    const thread = await join(socket, conversationId);
    expect(thread.has_more_messages).toBe(true);
    const shown = texts(thread.messages);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBe('Порака 25');
    expect(shown[19]).toBe('Порака 44');
  });

  it('loads older pages by offset = messages already loaded, limit 20, until has_more_messages is false', async () => {
    await insertMessages(app, conversationId, buyer.id, seller.id, 44);
    const socket = await open(buyer);
    await join(socket, conversationId);
    const second = await loadMore(socket, 20);
    expect(second).toMatchObject({ conversation_id: conversationId, has_more_messages: true });
    expect(texts(second.messages)).toEqual(Array.from({ length: 20 }, (_, i) => `Порака ${i + 5}`));
    const third = await loadMore(socket, 40);
    expect(third.has_more_messages).toBe(false);
    expect(texts(third.messages)).toEqual(['Прва', 'Порака 1', 'Порака 2', 'Порака 3', 'Порака 4']);
    const beyond = await loadMore(socket, 45);
    expect(beyond).toMatchObject({ messages: [], has_more_messages: false });
  });

  it('caps a page at the configured maximum whatever limit the client asks for', async () => {
    await insertMessages(app, conversationId, buyer.id, seller.id, 70);
    const socket = await open(buyer);
    const page = await loadMore(socket, 0, 100);
    expect(texts(page.messages)).toHaveLength(50);
    expect(page.has_more_messages).toBe(true);
  });

  it('groups messages by day in Skopje time, with date YYYY-MM-DD and a Macedonian date_formatted', async () => {
    // 23:30 UTC on 20 Nov is already 21 Nov in Skopje (UTC+1).
    await insertMessages(app, conversationId, buyer.id, seller.id, 2, new Date('2026-11-20T22:30:00Z'));
    await app.database.db
      .updateTable('messages')
      .set({ created_at: new Date('2026-11-20T23:30:00Z') })
      .where('body', '=', 'Порака 2')
      .execute();
    const socket = await open(buyer);
    const thread = await join(socket, conversationId);
    expect(thread.messages.map((g) => [g.date, g.date_formatted, g.messages.length])).toEqual([
      ['2026-11-19', '19 ноем 2026', 1],
      ['2026-11-20', '20 ноем 2026', 1],
      ['2026-11-21', '21 ноем 2026', 1],
    ]);
  });

  it('attributes own messages per viewer and shows the other participant and the listing', async () => {
    const socket = await open(seller);
    const thread = await join(socket, conversationId);
    expect(thread.other_participant).toMatchObject({ id: buyer.id, name: 'Марко Николов', initials: 'МН' });
    expect(thread.entity).toMatchObject({
      name: 'Лаптоп',
      listing_href: expect.stringMatching(/^\/oglas\/.+/),
    });
    expect(thread.messages[0]?.messages[0]).toMatchObject({ sender_id: buyer.id, is_own_message: false });
    const own = await open(buyer);
    const ownThread = await join(own, conversationId);
    expect(ownThread.messages[0]?.messages[0]).toMatchObject({ sender_id: buyer.id, is_own_message: true });
  });

  it('sends lists and pages as the compact envelope, and as plain objects when turned off', async () => {
    const socket = await open(buyer);
    const raw = new Promise<unknown>((resolve) => socket.once('conversation_messages', resolve));
    socket.emit('join', { conversation_id: conversationId });
    expect(await raw).toMatchObject({ event: 'conversation_messages', encoding: 'ocb1' });

    const plainApp = await startChatApp({ compactPayloads: false });
    const plainSocket = await connect(plainApp, buyer);
    try {
      const plain = new Promise<unknown>((resolve) => plainSocket.once('conversation_messages', resolve));
      plainSocket.emit('join', { conversation_id: conversationId });
      expect(await plain).toMatchObject({ conversation_id: conversationId, has_more_messages: false });
    } finally {
      plainSocket.close();
      await plainApp.close();
    }
  });

  it('joining another conversation leaves the previous room', async () => {
    const other = await createUser(app, 'nov@primer.mk');
    const otherListing = await createListing(app, other.id, 'Фотелја');
    const socket = await open(buyer);
    const second = Number((await send(socket, null, 'Друга', { entity_id: otherListing })).conversation_id);
    await join(socket, conversationId);
    await join(socket, second);
    // A message in the first conversation now arrives as a preview: the buyer no longer has it open.
    const sellerSocket = await open(seller);
    const preview = next(socket, 'new_message_preview');
    await send(sellerSocket, conversationId, 'Дали сте тука?');
    expect(await preview).toMatchObject({ conversation_id: conversationId, message: 'Дали сте тука?' });
  });
});
