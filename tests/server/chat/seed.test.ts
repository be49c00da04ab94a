import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedChat } from '../../../server/chat/seed';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  closeAll,
  connect,
  createListing,
  createUser,
  next,
  startChatApp,
  type TestUser,
} from './chat-helpers';

describe('seedChat: the demo conversations', () => {
  let app: TestApp;
  let buyer: TestUser;
  let seller: TestUser;
  let support: TestUser;
  let listings: number[];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startChatApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    seller = await createUser(app, 'prodavac@primer.mk', { full_name: 'Ана Петровска' });
    buyer = await createUser(app, 'kupuvac@primer.mk', { full_name: 'Марко Николов' });
    support = await createUser(app, 'poddrska@primer.mk', { full_name: 'Поддршка Огласи', role: 'support' });
    listings = [
      await createListing(app, seller.id, 'Golf 5'),
      await createListing(app, seller.id, 'Стан 60м2'),
    ];
  });
  afterEach(() => closeAll(sockets));

  it('creates the long conversation, a short one and the support conversation, once', async () => {
    expect(await seedChat(app.database.db, { now: new Date('2026-11-23T12:00:00Z') })).toEqual({
      conversations: 3,
      messages: 329,
    });
    expect(await seedChat(app.database.db)).toEqual({ conversations: 0, messages: 0 });

    const socket = await connect(app, buyer);
    sockets.push(socket);
    const list = next(socket, 'latest_conversations');
    socket.emit('get_latest_conversations');
    const payload = await list;
    // docs/product/chat.md order: support, then unread (the long one ends with an unread reply), then newest.
    expect(payload.conversations.map((c) => [c.is_support, c.entity?.id ?? null, c.unread_count])).toEqual([
      [true, null, 1],
      [false, listings[0], 1],
      [false, listings[1], 0],
    ]);
    expect(payload.conversations[0]?.other_participant).toMatchObject({ id: support.id });

    const badge = next(socket, 'unread_count');
    socket.emit('get_unread_count');
    expect((await badge).total_unread_count).toBe(2);
  });

  it('the long conversation pages back through all 320 messages over several days', async () => {
    await seedChat(app.database.db, { now: new Date('2026-11-23T12:00:00Z') });
    const conversation = await app.database.db
      .selectFrom('conversations')
      .select('id')
      .where('entity_id', '=', listings[0]!)
      .executeTakeFirstOrThrow();
    const socket = await connect(app, seller);
    sockets.push(socket);
    const thread = next(socket, 'conversation_messages');
    socket.emit('join', { conversation_id: conversation.id });
    const first = await thread;
    expect(first.has_more_messages).toBe(true);
    let loaded = first.messages.reduce((n, g) => n + g.messages.length, 0);
    const days = new Set(first.messages.map((g) => g.date));
    let more = true;
    while (more) {
      const page = next(socket, 'load_more_messages');
      socket.emit('load_more_messages', { conversation_id: conversation.id, offset: loaded, limit: 20 });
      const result = await page;
      loaded += result.messages.reduce((n, g) => n + g.messages.length, 0);
      result.messages.forEach((g) => days.add(g.date));
      more = result.has_more_messages === true;
    }
    expect(loaded).toBe(320);
    expect(days.size).toBe(10);
  });
});
