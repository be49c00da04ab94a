import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';

interface Outbox {
  data: { recipient: string; channel: string; link: string | null; body: string }[];
}

const outbox = async (app: TestApp, to: string) => (await call<Outbox>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;

describe('password reset, resend verification and SMS codes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('mails a reset link that changes the password once, signs out every session and verifies the address', async () => {
    await createUser(app.database, { email: 'ana@primer.mk', emailVerified: false });
    await app.database.db.updateTable('users').set({ email_verified_at: new Date() }).execute();
    const oldSession = await login(app, 'ana@primer.mk');
    await app.database.db.updateTable('users').set({ email_verified_at: null }).execute();

    const asked = await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'Ana@primer.mk' } });
    expect(asked.body).toEqual({ status: 'success', messageId: 'resetLinkSent' });
    const link = new URL((await outbox(app, 'ana@primer.mk'))[0]?.link ?? '');
    expect(link.pathname).toBe('/korisnik/nova-lozinka');
    const token = link.searchParams.get('token') ?? '';

    const mismatch = await call(app, 'POST', '/api/auth/user/change-password', { body: { token, email: 'ana@primer.mk', password: 'Novo2025!x', passwordConfirmation: 'Other2025!' } });
    expect(mismatch.body).toMatchObject({ status: 'error', messageId: 'validation.passwordsDoNotMatch' });
    const wrongEmail = await call(app, 'POST', '/api/auth/user/change-password', { body: { token, email: 'marko@primer.mk', password: 'Novo2025!x', passwordConfirmation: 'Novo2025!x' } });
    expect(wrongEmail.body).toEqual({ status: 'error', messageId: 'passwordResetFailed' });

    const changed = await call(app, 'POST', '/api/auth/user/change-password', { body: { token, email: 'ana@primer.mk', password: 'Novo2025!x', passwordConfirmation: 'Novo2025!x' } });
    expect(changed.body).toEqual({ status: 'success', messageId: 'passwordChanged' });
    const reused = await call(app, 'POST', '/api/auth/user/change-password', { body: { token, email: 'ana@primer.mk', password: 'Drugo2025!x', passwordConfirmation: 'Drugo2025!x' } });
    expect(reused.body).toEqual({ status: 'error', messageId: 'passwordResetFailed' });

    const stale = await call(app, 'GET', '/api/auth/user/user-data', { cookie: oldSession.cookie });
    expect(stale.body).toMatchObject({ user: null });
    const oldPassword = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: PASSWORD } });
    expect(oldPassword.body).toMatchObject({ messageId: 'invalidCredentials' });
    await login(app, 'ana@primer.mk', 'Novo2025!x');
  });

  it('answers forgot-password the same for unknown addresses, and sends nothing', async () => {
    const response = await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'nobody@primer.mk' } });
    expect(response.body).toEqual({ status: 'success', messageId: 'resetLinkSent' });
    expect(await outbox(app, 'nobody@primer.mk')).toEqual([]);
    const invalid = await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: "x' or 1=1 --" } });
    expect(invalid.body).toMatchObject({ status: 'error', messageId: 'invalidEmail' });
  });

  it('resends the verification e-mail after checking the password, at most once a minute', async () => {
    await createUser(app.database, { email: 'new@primer.mk', emailVerified: false });
    const wrong = await call(app, 'POST', '/api/auth/user/resend-verification-email', { body: { email: 'new@primer.mk', password: 'Wrong2025!' } });
    expect(wrong.body).toEqual({ status: 'error', messageId: 'invalidCredentials' });
    const sent = await call(app, 'POST', '/api/auth/user/resend-verification-email', { body: { email: 'new@primer.mk', password: PASSWORD } });
    expect(sent.body).toEqual({ status: 'success', messageId: 'verificationEmailSent' });
    const params = Object.fromEntries(new URL((await outbox(app, 'new@primer.mk'))[0]?.link ?? '').searchParams);
    const tooSoon = await call(app, 'POST', '/api/auth/user/resend-verification-email', { body: { email: 'new@primer.mk', password: PASSWORD } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ status: 'error', messageId: 'rateLimitError' });
    expect((await call(app, 'POST', '/api/auth/user/activate', { body: params })).body).toEqual({ status: 'success', messageId: 'emailVerified' });
    const already = await call(app, 'POST', '/api/auth/user/resend-verification-email', { body: { email: 'new@primer.mk', password: PASSWORD } });
    expect(already.body).toEqual({ status: 'success', messageId: 'emailAlreadyVerified' });
  });

  it('signs in with a 6-digit SMS code: wrong code, used code and unknown phone each get their id', async () => {
    const user = await createUser(app.database, { email: 'sms@primer.mk', phone: '+38970123456' });
    const noPhone = await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '' } });
    expect(noPhone.body).toMatchObject({ status: 'error', messageId: 'validation.phoneRequired' });
    const sent = await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '+389 70 123 456' } });
    expect(sent.body).toMatchObject({ status: 'success' });
    const again = await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '+38970123456' } });
    expect(again.status).toBe(429);
    const message = (await outbox(app, '+38970123456'))[0];
    expect(message?.channel).toBe('sms');
    const code = /(\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '+38970123456', code: wrongCode } });
    expect(wrong.body).toEqual({ status: 'error', messageId: 'invalidCode' });
    const ok = await call<{ user: { id: number; phone_verified: boolean } }>(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '+38970123456', code } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(user.id);
    const reused = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '+38970123456', code } });
    expect(reused.body).toEqual({ status: 'error', messageId: 'invalidCode' });

    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '+38970000001' } });
    const strangerCode = /(\d{6})/.exec((await outbox(app, '+38970000001'))[0]?.body ?? '')?.[1] ?? '';
    const stranger = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '+38970000001', code: strangerCode } });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ status: 'error', messageId: 'userNotFound' });
  });

  it('expires SMS codes after five wrong guesses (codeExpired)', async () => {
    await createUser(app.database, { email: 'sms@primer.mk', phone: '+38970999888' });
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '+38970999888' } });
    const code = /(\d{6})/.exec((await outbox(app, '+38970999888'))[0]?.body ?? '')?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '+38970999888', code: wrongCode } });
    const late = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '+38970999888', code } });
    expect(late.body).toEqual({ status: 'error', messageId: 'codeExpired' });
  });

  it('verifies the signed-in user\'s phone with a code (phoneVerified)', async () => {
    await createUser(app.database, { email: 'phone@primer.mk' });
    const session = await login(app, 'phone@primer.mk');
    const anonymous = await call(app, 'POST', '/api/auth/sms/verify-code', { body: { phone_number: '+38975111222', code: '123456' } });
    expect(anonymous.status).toBe(401);
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '+38975111222' } });
    const code = /(\d{6})/.exec((await outbox(app, '+38975111222'))[0]?.body ?? '')?.[1] ?? '';
    const verified = await call(app, 'POST', '/api/auth/sms/verify-code', { cookie: session.cookie, body: { phone_number: '+38975111222', code } });
    expect(verified.body).toEqual({ status: 'success', messageId: 'phoneVerified' });
    const me = await call<{ user: { phone_number: string; phone_verified: boolean } }>(app, 'GET', '/api/auth/user/user-data', { cookie: session.cookie });
    expect(me.body.user).toMatchObject({ phone_number: '+38975111222', phone_verified: true });
  });
});
