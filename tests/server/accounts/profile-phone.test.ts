import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login } from '../helpers/fixtures';

type Outbox = { data: Array<{ body: string }> };
const lastCode = async (app: TestApp, phone: string) =>
  /(\d{6})/.exec((await call<Outbox>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).body.data[0]?.body ?? '')?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('profile phone: saved only verified (docs/product/accounts.md), codes keyed and counted atomically', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  async function signedIn() {
    await createUser(app.database, { email: 'ana@primer.mk', phone: '+38970123456', meta: { first_name: 'Ана', last_name: 'Петровска' } });
    return login(app, 'ana@primer.mk');
  }
  const update = (cookie: string, body: Record<string, unknown>) => call<{ messageId: string; errors?: Record<string, string[]>; user?: Record<string, unknown> }>(app, 'PUT', '/api/auth/user/update', { cookie, body });
  const stored = async () => app.database.db.selectFrom('users').select(['phone_number', 'phone_verified_at', 'user_meta']).where('email', '=', 'ana@primer.mk').executeTakeFirstOrThrow();

  it('a new number without its code is refused and nothing of that update is stored', async () => {
    const { cookie } = await signedIn();
    const refused = await update(cookie, { first_name: 'Анче', phone_number: '071 999 888' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ messageId: 'validation.phoneNotVerified', errors: { phone_code: ['validation.phoneNotVerified'] } });
    const row = await stored();
    expect(row.phone_number).toBe('+38970123456');
    expect((row.user_meta as { first_name?: string }).first_name).toBe('Ана');
  });

  it('a wrong code is refused; the code sent to the new number saves it as verified', async () => {
    const { cookie } = await signedIn();
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '071 999 888' } });
    const code = await lastCode(app, '+38971999888');
    const bad = await update(cookie, { phone_number: '071 999 888', phone_code: wrong(code) });
    expect(bad.status).toBe(422);
    expect(bad.body.messageId).toBe('invalidCode');
    const ok = await update(cookie, { phone_number: '071 999 888', phone_code: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ phone_number: '+38971999888', phone_verified: true });
    expect((await stored()).phone_verified_at).not.toBeNull();
    // Single use: the same code cannot verify another change.
    const again = await update(cookie, { phone_number: '072 000 111', phone_code: code });
    expect(again.body.messageId).toBe('invalidCode');
  });

  it("a code sent to another number does not verify this one", async () => {
    const { cookie } = await signedIn();
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '075 111 222' } });
    const code = await lastCode(app, '+38975111222');
    const refused = await update(cookie, { phone_number: '071 999 888', phone_code: code });
    expect(refused.body.messageId).toBe('invalidCode');
    expect((await stored()).phone_number).toBe('+38970123456');
  });

  // The send limit is once a minute per number (in the process): each test sends to a number of its own.
  it('the same number (however written) needs no code; clearing it is allowed and unverifies it', async () => {
    const { cookie } = await signedIn();
    expect((await update(cookie, { phone_number: '070 123 456', company_name: 'Ана Шоп' })).status).toBe(200);
    const cleared = await update(cookie, { phone_number: '' });
    expect(cleared.status).toBe(200);
    const row = await stored();
    expect(row.phone_verified_at).toBeNull();
  });

  it('codes are stored keyed, never as the code or its plain hash', async () => {
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '076 333 444' } });
    const code = await lastCode(app, '+38976333444');
    const row = await app.database.db.selectFrom('sms_codes').select(['code_hash']).where('phone_number', '=', '+38976333444').executeTakeFirstOrThrow();
    const { createHash } = await import('node:crypto');
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe(createHash('sha256').update(`+38976333444:${code}`).digest('hex'));
    expect(app.keys.verify('sms-code', `+38976333444:${code}`, row.code_hash)).toBe(true);
  });

  it('twelve wrong guesses racing each other get five attempts between them; then even the right code is expired', async () => {
    const { cookie } = await signedIn();
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '077 444 555' } });
    const code = await lastCode(app, '+38977444555');
    const answers = await Promise.all(Array.from({ length: 12 }, () => update(cookie, { phone_number: '077 444 555', phone_code: wrong(code) })));
    const ids = answers.map((answer) => answer.body.messageId);
    expect(ids.filter((id) => id === 'invalidCode')).toHaveLength(5);
    expect(ids.filter((id) => id === 'codeExpired')).toHaveLength(7);
    expect((await update(cookie, { phone_number: '077 444 555', phone_code: code })).body.messageId).toBe('codeExpired');
  });
});
