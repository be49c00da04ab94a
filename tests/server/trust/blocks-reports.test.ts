import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { call } from '../helpers/fixtures';
import { createListing, createUser, next, outbound, send, sellerAndBuyer, socketPool, startChatApp, type TestUser } from '../chat/chat-helpers';

/**
 * Trust II on one server (issue 43; docs/product/trust.md): blocking refuses the blocked user's messages on the send
 * path (they are not told why), unblocking lets them through; a report copies the last messages into the console's
 * queue, where an admin dismisses, warns or bans — audited; every message that fires a warning rule is counted.
 */
describe('blocking, reporting a conversation, the console queue and the rule counters', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let listingId: number;
  const pool = socketPool(() => app);

  const http = <T = Record<string, unknown>>(user: TestUser, method: string, path: string, body?: unknown) => call<T>(app, method, path, { token: user.token, body });

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Голф 5'));
    admin = await createUser(app, 'admin@primer.mk', { role: 'admin', full_name: 'Админ' });
    await createUser(app, 'poddrska@primer.mk', { role: 'support', full_name: 'Поддршка' });
  });
  afterEach(() => pool.closeAll());

  /** Buyer writes, seller answers: a two-sided conversation. */
  async function conversation() {
    const buyerSocket = await pool.open(buyer);
    const sellerSocket = await pool.open(seller);
    const first = await send(buyerSocket, null, 'Здраво, дали е достапен?', { entity_id: listingId });
    const id = first.conversation_id as number;
    await send(sellerSocket, id, 'Да. Уплати аванс на paypa1-secure.example и ти го пратам.');
    return { id, buyerSocket, sellerSocket };
  }

  it('a blocked user cannot write (RECIPIENT_UNAVAILABLE, nothing stored); the blocker can unblock in the profile', async () => {
    const { id, sellerSocket } = await conversation();
    const blocked = await http(buyer, 'POST', `/api/chat/conversations/${id}/block`);
    expect(blocked).toMatchObject({ status: 200, body: { status: 'success', blocked_user_id: seller.id } });
    // Idempotent.
    expect((await http(buyer, 'POST', `/api/chat/conversations/${id}/block`)).status).toBe(200);

    const refused = outbound(id, 'Зошто не одговараш?');
    const error = next(sellerSocket, 'message_error', (e) => e.temp_id === refused.temp_id);
    sellerSocket.emit('send_message', refused);
    expect(await error).toMatchObject({ code: 'RECIPIENT_UNAVAILABLE', message: 'Пораката не може да се достави во овој разговор.' });
    const stored = await app.database.db.selectFrom('messages').select('body').where('conversation_id', '=', id).execute();
    expect(stored.map((m) => m.body)).not.toContain('Зошто не одговараш?');

    const list = await http<{ data: { id: number; name: string }[] }>(buyer, 'GET', '/api/chat/blocks');
    expect(list.body.data).toEqual([expect.objectContaining({ id: seller.id, name: 'Ана Петровска' })]);
    // The blocker still writes (only incoming messages are refused).
    expect((await send(await pool.open(buyer), id, 'Не, фала.')).message_id).toEqual(expect.any(Number));

    expect((await http(buyer, 'DELETE', `/api/chat/blocks/${seller.id}`)).status).toBe(200);
    expect((await http(buyer, 'DELETE', `/api/chat/blocks/${seller.id}`)).status).toBe(404);
    expect((await send(sellerSocket, id, 'Извини.')).message_id).toEqual(expect.any(Number));
  });

  it('blocks a new conversation too: a blocked buyer cannot start one about the blocker\'s other listing', async () => {
    const { id, buyerSocket } = await conversation();
    expect((await http(seller, 'POST', `/api/chat/conversations/${id}/block`)).status).toBe(200);
    const other = await createListing(app, seller.id, 'Пасат');
    const refused = outbound(null, 'А овој?', { entity_id: other });
    const error = next(buyerSocket, 'message_error', (e) => e.temp_id === refused.temp_id);
    buyerSocket.emit('send_message', refused);
    expect(await error).toMatchObject({ code: 'RECIPIENT_UNAVAILABLE' });
    const conversations = await app.database.db.selectFrom('conversations').select('id').where('entity_id', '=', other).execute();
    expect(conversations).toEqual([]);
  });

  it('only a participant may block or report; support conversations cannot be blocked; visitors are refused', async () => {
    const { id } = await conversation();
    const stranger = await createUser(app, 'drug@primer.mk');
    expect((await http(stranger, 'POST', `/api/chat/conversations/${id}/block`)).status).toBe(404);
    expect((await http(stranger, 'POST', `/api/chat/conversations/${id}/report`, {})).status).toBe(404);
    expect((await call(app, 'POST', `/api/chat/conversations/${id}/block`)).status).toBe(401);
    const supportSocket = await pool.open(buyer);
    const toSupport = await send(supportSocket, 'support-1', 'Помош');
    const refused = await http<{ messageId: string }>(buyer, 'POST', `/api/chat/conversations/${toSupport.conversation_id as number}/block`);
    expect(refused).toMatchObject({ status: 422, body: { messageId: 'trust.error.cannotBlock' } });
    expect((await http(buyer, 'POST', `/api/chat/conversations/${id}/report`, { reason: 'x'.repeat(1001) })).status).toBe(422);
  });

  it('a report reaches the console with the last messages; warn sends the user a support message, all audited', async () => {
    const { id, sellerSocket } = await conversation();
    const reported = await http(buyer, 'POST', `/api/chat/conversations/${id}/report`, { reason: 'Бара аванс' });
    expect(reported).toMatchObject({ status: 201, body: { status: 'success', messageId: 'trust.reported' } });
    // Reporting again updates the open report, not a second one.
    expect((await http(buyer, 'POST', `/api/chat/conversations/${id}/report`, { reason: 'Бара аванс и картичка' })).status).toBe(200);

    expect((await http(buyer, 'GET', '/api/admin/conversation-reports')).status).toBe(403);
    const queue = await http<{ data: Array<Record<string, unknown>> }>(admin, 'GET', '/api/admin/conversation-reports');
    expect(queue.body.data).toHaveLength(1);
    expect(queue.body.data[0]).toMatchObject({
      conversation_id: id,
      listing: { id: listingId, title: 'Голф 5' },
      reporter: { id: buyer.id, name: 'Марко Николов' },
      reported: { id: seller.id, banned: false },
      reason: 'Бара аванс и картичка',
      messages: [
        { sender_id: buyer.id, body: 'Здраво, дали е достапен?' },
        { sender_id: seller.id, body: 'Да. Уплати аванс на paypa1-secure.example и ти го пратам.' },
      ],
    });
    const queues = await http<{ data: Record<string, number> }>(admin, 'GET', '/api/admin/queues');
    expect(queues.body.data.conversations).toBe(1);

    const reportId = queue.body.data[0]!.id as number;
    const warning = next(sellerSocket, 'new_message', (m) => typeof m.message === 'string' && m.message.startsWith('Предупредување'));
    expect(await http(admin, 'POST', `/api/admin/conversation-reports/${reportId}/resolve`, { action: 'warn' })).toMatchObject({ status: 200, body: { data: { id: reportId, action: 'warn' } } });
    expect((await warning).is_support).toBe(true);
    expect((await http(admin, 'POST', `/api/admin/conversation-reports/${reportId}/resolve`, { action: 'ban' })).status).toBe(409);
    const audit = await http<{ data: { action: string; target_id: number }[] }>(admin, 'GET', '/api/admin/audit');
    expect(audit.body.data[0]).toMatchObject({ action: 'conversation_report.warn', target_id: reportId });
    expect((await http<{ data: unknown[] }>(admin, 'GET', '/api/admin/conversation-reports')).body.data).toEqual([]);
  });

  it('ban from a report signs the user out at once and is audited', async () => {
    const { id, sellerSocket } = await conversation();
    await http(buyer, 'POST', `/api/chat/conversations/${id}/report`, {});
    const [item] = (await http<{ data: Array<{ id: number }> }>(admin, 'GET', '/api/admin/conversation-reports')).body.data;
    const dropped = new Promise((resolve) => sellerSocket.once('disconnect', resolve));
    expect((await http(admin, 'POST', `/api/admin/conversation-reports/${item!.id}/resolve`, { action: 'ban' })).status).toBe(200);
    await dropped;
    const row = await app.database.db.selectFrom('users').select('banned').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(row.banned).toBe(true);
    const audit = await http<{ data: { action: string; target_id: number }[] }>(admin, 'GET', '/api/admin/audit');
    expect(audit.body.data[0]).toMatchObject({ action: 'user.ban', target_id: seller.id });
  });

  it('counts the warning rules each delivered message fires, and the message arrives unchanged', async () => {
    const { buyerSocket } = await conversation();
    const counters = await http<{ data: { rule: string; today: number; week: number }[] }>(admin, 'GET', '/api/admin/safety-counters');
    expect(counters.body.data).toEqual([
      { rule: 'card_details', today: 0, week: 0 },
      { rule: 'advance_payment', today: 1, week: 1 },
      { rule: 'courier_link', today: 0, week: 0 },
      { rule: 'foreign_link', today: 1, week: 1 },
      { rule: 'foreign_phone', today: 0, week: 0 },
    ]);
    const stored = await app.database.db.selectFrom('messages').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.body).toBe('Да. Уплати аванс на paypa1-secure.example и ти го пратам.');
    expect(buyerSocket.connected).toBe(true);
  });
});
