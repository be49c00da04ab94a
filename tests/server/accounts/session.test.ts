import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isMessageId } from '../../../core';
import { verifyAccessToken } from '../../../server/auth/tokens';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';

describe('session: user-data, auth, logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('publishes the sign-in methods: e-mail and (outside production, codes in the dev outbox) SMS; no social provider', async () => {
    const { status, body } = await call(app, 'GET', '/api/auth/providers');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', data: { email: true, sms: true, google: false, facebook: false, apple: false, one_tap: null } });
  });

  it('answers an anonymous visitor with user null (not 401, which would bounce every visitor to login)', async () => {
    const { status, body } = await call(app, 'GET', '/api/auth/user/user-data');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', user: null, token: null });
  });

  it('logs in by e-mail, sets an httpOnly SameSite cookie and returns the user and a signed token', async () => {
    const user = await createUser(app.database, { email: 'ana@primer.mk', verified: true, meta: { first_name: 'Ана', last_name: 'Петровска' } });
    const response = await call<{ status: string; user: Record<string, unknown>; token: string; is_new_user: boolean }>(app, 'POST', '/api/auth/user/auth', {
      body: { provider: 'email', email: 'ANA@primer.mk ', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('success');
    expect(response.body.is_new_user).toBe(false);
    expect(response.body.user).toMatchObject({ id: user.id, email: 'ana@primer.mk', full_name: 'Ана Петровска', verified: true, email_verification_required: false });
    expect(response.body.user).not.toHaveProperty('password_hash');
    expect(verifyAccessToken(response.body.token, { keys: app.keys })?.userId).toBe(user.id);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^oglasi_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('user-data works with the cookie and with the bearer token', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const session = await login(app, 'ana@primer.mk');
    const byCookie = await call<{ user: { email: string }; token: string }>(app, 'GET', '/api/auth/user/user-data', { cookie: session.cookie });
    expect(byCookie.body.user.email).toBe('ana@primer.mk');
    const byToken = await call<{ user: { email: string } }>(app, 'GET', '/api/auth/user/user-data', { token: session.token });
    expect(byToken.body.user.email).toBe('ana@primer.mk');
  });

  it('refuses a wrong password and an unknown e-mail alike with invalidCredentials (422, not 401)', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const wrong = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: 'Wrong2025!' } });
    const unknown = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'nobody@primer.mk', password: PASSWORD } });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ status: 'error', messageId: 'invalidCredentials' });
    }
    expect(isMessageId('invalidCredentials')).toBe(true);
  });

  it('refuses a banned user at login and answers user-data with the banned outcome, ending the session', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const session = await login(app, 'ana@primer.mk');
    await app.database.db.updateTable('users').set({ banned: true }).execute();
    const data = await call(app, 'GET', '/api/auth/user/user-data', { cookie: session.cookie });
    expect(data.status).toBe(403);
    expect(data.body).toMatchObject({ status: 'error', messageId: 'userBanned', banned: true, user: null });
    const again = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: PASSWORD } });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ messageId: 'userBanned' });
    const sessions = await app.database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('answers emailNotVerified for an unverified address, with the e-mail for the resend form', async () => {
    await createUser(app.database, { email: 'new@primer.mk', emailVerified: false });
    const response = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'new@primer.mk', password: PASSWORD } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: 'error', messageId: 'emailNotVerified', email: 'new@primer.mk', email_verification_required: true });
  });

  it('answers social providers clearly when they are not configured', async () => {
    const response = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'google', credential: 'x' } });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ status: 'error', messageId: 'socialLoginUnavailable', provider: 'google' });
  });

  it('logout ends the session server-side: the old cookie no longer signs in', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const session = await login(app, 'ana@primer.mk');
    const out = await call(app, 'GET', '/api/auth/user/logout', { cookie: session.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/oglasi_session=;/);
    const after = await call(app, 'GET', '/api/auth/user/user-data', { cookie: session.cookie });
    expect(after.body).toMatchObject({ user: null });
  });

  it('logout-all ends every session of the user (other devices too)', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const phone = await login(app, 'ana@primer.mk');
    const laptop = await login(app, 'ana@primer.mk');
    expect((await call(app, 'POST', '/api/auth/user/logout-all')).status).toBe(401);
    const out = await call(app, 'POST', '/api/auth/user/logout-all', { cookie: laptop.cookie });
    expect(out.body).toEqual({ status: 'success', messageId: 'session.logoutSuccess' });
    expect((await call(app, 'GET', '/api/auth/user/user-data', { cookie: phone.cookie })).body).toMatchObject({ user: null });
  });

  it('rejects forged, expired and malformed bearer tokens', async () => {
    const user = await createUser(app.database, { email: 'ana@primer.mk' });
    for (const token of [`v1.${user.id}.9999999999.${'A'.repeat(43)}`, 'garbage', `v1.${user.id}.1.${'b'.repeat(43)}`]) {
      const response = await call(app, 'GET', '/api/auth/user/user-data', { token });
      expect(response.body).toMatchObject({ user: null });
    }
  });
});
