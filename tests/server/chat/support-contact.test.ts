import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { call, PASSWORD } from '../helpers/fixtures';
import { createUser, next, socketPool, startChatApp, type TestUser } from './chat-helpers';

describe('a blocked account still reaches support (docs/product/trust.md): POST /api/support/contact', () => {
  let app: TestApp;
  let blocked: TestUser;
  let support: TestUser;
  const pool = socketPool(() => app);

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    blocked = await createUser(app, 'blokiran@primer.mk', { full_name: 'Блокиран Корисник', banned: true });
    support = await createUser(app, 'poddrska@primer.mk', { full_name: 'Поддршка Огласи', role: 'support' });
    await app.database.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', blocked.id).execute();
  });
  afterEach(() => pool.closeAll());

  const contact = (body: Record<string, unknown>) => call<{ messageId: string }>(app, 'POST', '/api/support/contact', { body });

  it('the chat refuses the blocked account, the login too; its message still lands live in the support inbox', async () => {
    const login = await call<{ messageId: string }>(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'blokiran@primer.mk', password: PASSWORD } });
    expect(login.body.messageId).toBe('userBanned');
    const agent = await pool.open(support);
    const arriving = next(agent, 'new_message');
    const sent = await contact({ email: 'blokiran@primer.mk', password: PASSWORD, message: '  Зошто ми е блокиран профилот?  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 'success', messageId: 'supportMessageSent' });
    const message = await arriving;
    expect(message).toMatchObject({ message: 'Зошто ми е блокиран профилот?', sender_id: blocked.id, is_support: true });
    const conversation = await app.database.db.selectFrom('conversations').select(['kind', 'buyer_id', 'seller_id']).where('buyer_id', '=', blocked.id).executeTakeFirstOrThrow();
    expect(conversation).toEqual({ kind: 'support', buyer_id: blocked.id, seller_id: support.id });
  });

  it('needs the right password (no writing in another account\'s name) and a message', async () => {
    expect((await contact({ email: 'blokiran@primer.mk', password: 'Pogresno1!', message: 'Здраво' })).body.messageId).toBe('invalidCredentials');
    expect((await contact({ email: 'nikoj@primer.mk', password: PASSWORD, message: 'Здраво' })).body.messageId).toBe('invalidCredentials');
    expect((await contact({ email: 'blokiran@primer.mk', password: PASSWORD, message: '   ' })).body.messageId).toBe('chat.error.emptyMessage');
    expect((await contact({ email: 'blokiran@primer.mk', password: PASSWORD, message: 'x'.repeat(5_000) })).body.messageId).toBe('chat.error.messageTooLong');
    expect(await app.database.db.selectFrom('conversations').select('id').where('buyer_id', '=', blocked.id).execute()).toEqual([]);
  });
});
