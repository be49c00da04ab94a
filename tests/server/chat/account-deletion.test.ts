import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { call, login, PASSWORD } from '../helpers/fixtures';
import { next, sellerAndBuyer, socketPool, startChatApp, startConversation, type TestUser } from './chat-helpers';

describe('deleting one\'s account: personal data erased, listings archived, messages kept for the other party', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: number;
  const pool = socketPool(() => app);

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Golf 5 2008'));
    await app.database.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD), email_verified_at: new Date() }).where('id', 'in', [seller.id, buyer.id]).execute();
  });
  afterEach(() => pool.closeAll());

  const remove = (cookie: string, password: string) => call<{ messageId: string }>(app, 'POST', '/api/auth/user/delete-account', { cookie, body: { password } });

  it('needs the password; a wrong one changes nothing', async () => {
    const { cookie } = await login(app, 'kupuvac@primer.mk');
    expect((await call(app, 'POST', '/api/auth/user/delete-account', { body: { password: PASSWORD } })).status).toBe(401);
    const wrong = await remove(cookie, 'Pogresno1!');
    expect(wrong.status).toBe(422);
    expect(wrong.body.messageId).toBe('invalidCredentials');
    const row = await app.database.db.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'kupuvac@primer.mk', deleted_at: null });
  });

  it('erases the account: no sign-in, old tokens refused, no public page, listings archived, favourites gone', async () => {
    const session = await login(app, 'prodavac@primer.mk');
    await app.database.db.insertInto('favourites').values({ user_id: seller.id, listing_id: listingId }).execute();
    const done = await remove(session.cookie, PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'success', messageId: 'accountDeleted' });
    expect(done.headers.get('set-cookie')).toMatch(/oglasi_session=;/);

    expect((await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'prodavac@primer.mk', password: PASSWORD } })).status).toBe(422);
    expect((await call<{ user: unknown }>(app, 'GET', '/api/auth/user/user-data', { cookie: session.cookie })).body.user).toBeNull();
    expect((await call<{ user: unknown }>(app, 'GET', '/api/auth/user/user-data', { token: session.token })).body.user).toBeNull();
    const row = await app.database.db.selectFrom('users').selectAll().where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, password_hash: null, full_name: null, phone_number: null, user_meta: { deleted: true } });
    expect(row.deleted_at).not.toBeNull();
    expect(await app.database.db.selectFrom('listings').select('status').where('user_id', '=', seller.id).execute()).toEqual([{ status: 'archived' }]);
    expect(await app.database.db.selectFrom('favourites').selectAll().where('user_id', '=', seller.id).execute()).toEqual([]);
    expect((await call(app, 'GET', `/api/users/${row.slug ?? `user-${seller.id}`}`)).status).toBe(404);
  });

  it("the other party keeps the conversation and its messages, from a deleted user", async () => {
    const conversationId = await startConversation(app, buyer, listingId, 'Дали е уште достапно?');
    const { cookie } = await login(app, 'kupuvac@primer.mk');
    expect((await remove(cookie, PASSWORD)).status).toBe(200);

    const socket = await pool.open(seller);
    const list = next(socket, 'latest_conversations');
    socket.emit('get_latest_conversations');
    const payload = await list;
    const conversation = payload.conversations.find((entry) => entry.id === conversationId);
    expect(conversation).toMatchObject({ last_message: 'Дали е уште достапно?', other_participant: { id: buyer.id, deleted: true, name: null, email: null } });
    const messages = await app.database.db.selectFrom('messages').select('body').where('conversation_id', '=', conversationId).execute();
    expect(messages.map((message) => message.body)).toEqual(['Дали е уште достапно?']);
  });
});
