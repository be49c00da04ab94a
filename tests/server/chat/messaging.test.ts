import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  ack,
  collect,
  next,
  outbound,
  pause,
  sellerAndBuyer,
  socketPool,
  startChatApp,
  type TestUser,
} from './chat-helpers';

describe('chat socket: two users chatting about a listing', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: number;
  const pool = socketPool(() => app);
  const open = pool.open;

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Golf 5 2008'));
  });
  afterEach(() => pool.closeAll());

  it('starts the conversation on the first message from the listing page and delivers it to the seller', async () => {
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const sending = next(buyerSocket, 'message_sending');
    const delivered = next(buyerSocket, 'message_delivered');
    const atSeller = next(sellerSocket, 'new_message');
    const preview = next(sellerSocket, 'new_message_preview');
    const badge = next(sellerSocket, 'unread_count');
    const message = outbound(null, '  Здраво, дали е сè уште достапен?  ', { entity_id: listingId });
    buyerSocket.emit('send_message', message);

    expect(await sending).toMatchObject({ temp_id: message.temp_id });
    const confirmation = await delivered;
    expect(confirmation).toMatchObject({ temp_id: message.temp_id, is_support: false });
    expect(typeof confirmation.message_id).toBe('number');
    expect(typeof confirmation.conversation_id).toBe('number');

    const incoming = await atSeller;
    expect(incoming).toMatchObject({
      id: confirmation.message_id,
      conversation_id: confirmation.conversation_id,
      message: 'Здраво, дали е сè уште достапен?',
      sender_id: buyer.id,
      recipient_id: seller.id,
      is_own_message: false,
      status: 'sent',
      type: 'text',
    });
    expect(incoming.temp_id ?? undefined).toBeUndefined();
    // The first message brings the conversation itself: the seller's list does not have it yet.
    expect(incoming.conversation).toMatchObject({
      id: confirmation.conversation_id,
      is_support: false,
      entity: { id: listingId, name: 'Golf 5 2008' },
      other_participant: { id: buyer.id, name: 'Марко Николов', initials: 'МН', email: null },
    });
    expect(await preview).toMatchObject({
      conversation_id: confirmation.conversation_id,
      sender_id: buyer.id,
      sender_name: 'Марко Николов',
      entity_name: 'Golf 5 2008',
    });
    expect(await badge).toMatchObject({
      total_unread_count: 1,
      unread_counts: [{ conversation_id: confirmation.conversation_id, unread_count: 1 }],
    });
  });

  it('stores before confirming: the delivered message is in the database and in the thread on join', async () => {
    const buyerSocket = await open(buyer);
    const delivered = next(buyerSocket, 'message_delivered');
    buyerSocket.emit('send_message', outbound(null, 'Прва порака', { entity_id: listingId }));
    const { message_id, conversation_id } = await delivered;
    const row = await app.database.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', Number(message_id))
      .executeTakeFirst();
    expect(row).toMatchObject({
      body: 'Прва порака',
      sender_id: buyer.id,
      recipient_id: seller.id,
      conversation_id,
    });

    const sellerSocket = await open(seller);
    const thread = next(sellerSocket, 'conversation_messages');
    sellerSocket.emit('join', { conversation_id });
    const payload = await thread;
    expect(payload).toMatchObject({
      conversation_id,
      is_support: false,
      has_more_messages: false,
      entity: { id: listingId },
      other_participant: { id: buyer.id },
    });
    expect(payload.messages).toHaveLength(1);
    expect(payload.messages[0]?.messages[0]).toMatchObject({
      id: message_id,
      message: 'Прва порака',
      is_own_message: false,
    });
  });

  it('continues an existing conversation from the listing page instead of starting a second one', async () => {
    const buyerSocket = await open(buyer);
    const first = next(buyerSocket, 'message_delivered');
    buyerSocket.emit('send_message', outbound(null, 'Еден', { entity_id: listingId }));
    const { conversation_id } = await first;
    const second = next(buyerSocket, 'message_delivered');
    buyerSocket.emit('send_message', outbound(null, 'Два', { entity_id: listingId }));
    expect((await second).conversation_id).toBe(conversation_id);
    const count = await app.database.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers the seller in the same conversation, with own-message attribution for each side', async () => {
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const started = next(buyerSocket, 'message_delivered');
    buyerSocket.emit('send_message', outbound(null, 'Прашање', { entity_id: listingId }));
    const { conversation_id } = await started;

    const ownEcho = next(sellerSocket, 'new_message', (m) => m.message === 'Одговор');
    const atBuyer = next(buyerSocket, 'new_message', (m) => m.message === 'Одговор');
    const reply = outbound(conversation_id, 'Одговор');
    sellerSocket.emit('send_message', reply);
    expect(await ownEcho).toMatchObject({
      sender_id: seller.id,
      is_own_message: true,
      temp_id: reply.temp_id,
    });
    expect(await atBuyer).toMatchObject({
      sender_id: seller.id,
      recipient_id: buyer.id,
      is_own_message: false,
    });
  });

  it('sends new_message_preview only to recipient sockets that do not have the conversation open', async () => {
    const buyerSocket = await open(buyer);
    const started = next(buyerSocket, 'message_delivered');
    buyerSocket.emit('send_message', outbound(null, 'Прво', { entity_id: listingId }));
    const { conversation_id } = await started;

    const sellerOpen = await open(seller);
    const sellerElsewhere = await open(seller);
    const joined = next(sellerOpen, 'conversation_messages');
    sellerOpen.emit('join', { conversation_id });
    await joined;
    const previewsOpen = collect(sellerOpen, 'new_message_preview');
    const previewElsewhere = next(sellerElsewhere, 'new_message_preview');
    const messageOpen = next(sellerOpen, 'new_message');
    buyerSocket.emit('send_message', outbound(conversation_id, 'Второ'));
    await messageOpen;
    expect(await previewElsewhere).toMatchObject({ message: 'Второ' });
    await pause(100);
    expect(previewsOpen).toHaveLength(0);
  });

  it('keeps text plain: markup is stored and sent as the characters typed', async () => {
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const atSeller = next(sellerSocket, 'new_message');
    buyerSocket.emit('send_message', outbound(null, text, { entity_id: listingId }));
    expect((await atSeller).message).toBe(text);
  });

  it('acknowledges send_message when the client asks for an ack', async () => {
    const buyerSocket = await open(buyer);
    const message = outbound(null, 'Со потврда', { entity_id: listingId });
    const answer = await ack<{ status: string; temp_id: string; message_id: number }>(
      buyerSocket,
      'send_message',
      message,
    );
    expect(answer).toMatchObject({ status: 'success', temp_id: message.temp_id });
    expect(answer.message_id).toBeGreaterThan(0);
  });
});
