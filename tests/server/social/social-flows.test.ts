import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { call, createUser, PASSWORD } from '../helpers/fixtures';
import { localClientId } from '../../../server/auth/social/providers';
import { ACCOUNT, cookieOf, oneTapNonce, postAuth, startGoogleApp, type RunningIssuer } from './social-helpers';

/** issue 41: the code flow with PKCE, new users and the terms, and linking only after the account's confirmation. */
describe('social sign-in: code flow, new users, linking', () => {
  let app: TestApp;
  let provider: RunningIssuer;
  let close: () => Promise<void>;
  const audience = localClientId('google');
  beforeAll(async () => ({ app, provider, close } = await startGoogleApp()));
  afterAll(() => close());
  beforeEach(() => resetDatabase(app.database));

  /** Start → the provider's form → callback: answers the login page address the browser lands on, and its cookie. */
  async function codeFlow(form: Record<string, string>, redirectPath = '/oglasi') {
    const start = await fetch(`${app.url}/api/auth/social/google/start?redirectPath=${encodeURIComponent(redirectPath)}`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${provider.url}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe(audience);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cookieOf(start.headers, 'oglasi_oidc');
    const params = Object.fromEntries(authorize.searchParams);
    const consent = await fetch(`${provider.url}/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, email_verified: 'on', ...form }),
    });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/auth/social/google/callback');
    const callback = await fetch(`${app.url}${back.pathname}${back.search}`, { redirect: 'manual', headers: { cookie } });
    expect(callback.status).toBe(302);
    return { landing: new URL(callback.headers.get('location') ?? '', 'http://x'), cookie };
  }

  it('signs a new person up: ticket → terms → account with a verified e-mail, is_new_user; next time straight in', async () => {
    const { landing, cookie } = await codeFlow({ email: 'nova@primer.mk', given_name: 'Нова', family_name: 'Корисничка' });
    expect(landing.pathname).toBe('/korisnik/najava');
    expect(landing.searchParams.get('provider')).toBe('google');
    expect(landing.searchParams.get('redirectPath')).toBe('/oglasi');
    const ticket = landing.searchParams.get('social');
    const terms = await postAuth(app, cookie, { ticket, email: 'nova@primer.mk' });
    expect(terms.body).toMatchObject({ requires_terms: true, is_new_user: true });
    const created = await postAuth(app, cookie, { ticket, email: 'nova@primer.mk', terms_accepted: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'success', is_new_user: true, requires_terms: false });
    expect(created.body.user).toMatchObject({ email: 'nova@primer.mk', full_name: 'Нова Корисничка', email_verification_required: false });
    expect(created.session).not.toBe('');
    const again = await codeFlow({ email: 'nova@primer.mk' });
    const returning = await postAuth(app, again.cookie, { ticket: again.landing.searchParams.get('social'), email: 'nova@primer.mk' });
    expect(returning.status).toBe(200);
    expect(returning.body).toMatchObject({ is_new_user: false });
  });

  it('sends a refused callback to the login page with the error: wrong state, no browser cookie, a forged token', async () => {
    const start = await fetch(`${app.url}/api/auth/social/google/start`, { redirect: 'manual' });
    const cookie = cookieOf(start.headers, 'oglasi_oidc');
    const wrongState = await fetch(`${app.url}/api/auth/social/google/callback?code=x&state=${'a'.repeat(43)}`, { redirect: 'manual', headers: { cookie } });
    expect(wrongState.headers.get('location')).toBe('/korisnik/najava?social_error=google');
    const forged = await codeFlow({ email: 'nova@primer.mk', outcome: 'forged' });
    expect(forged.landing.pathname + forged.landing.search).toBe('/korisnik/najava?social_error=google');
    expect(await app.database.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('never redirects off-site: redirectPath is kept only as a same-origin path', async () => {
    const { landing } = await codeFlow({ email: 'nova@primer.mk' }, 'https://evil.example/');
    expect(landing.searchParams.get('redirectPath')).toBe('/');
  });

  it('links an existing account only after its password — the provider e-mail alone signs nobody in', async () => {
    const ana = await createUser(app.database, { email: 'ana@primer.mk' });
    const { cookie, nonce } = await oneTapNonce(app);
    const credential = await provider.issuer.idToken({ ...ACCOUNT, sub: 'ana-google', email: 'ana@primer.mk' }, { audience, nonce });
    const answer = await postAuth(app, cookie, { credential, email: 'ana@primer.mk' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ messageId: 'socialLinkRequired', link_required: true, can_use_password: true, email: 'ana@primer.mk' });
    expect(answer.session).toBe('');
    const ticket = answer.body.ticket;
    const wrong = await call(app, 'POST', '/api/auth/user/auth', { cookie, body: { provider: 'google', ticket, password: 'Wrong2025!' } });
    expect(wrong.status).toBe(422);
    const otherBrowser = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'google', ticket, password: PASSWORD } });
    expect(otherBrowser.body).toMatchObject({ messageId: 'socialLinkExpired' });
    const linked = await call<{ user: { id: number }; messageId: string }>(app, 'POST', '/api/auth/user/auth', { cookie, body: { provider: 'google', ticket, password: PASSWORD } });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(ana.id);
    const next = await oneTapNonce(app);
    const nextCredential = await provider.issuer.idToken({ ...ACCOUNT, sub: 'ana-google', email: 'ana@primer.mk' }, { audience, nonce: next.nonce });
    const direct = await postAuth(app, next.cookie, { credential: nextCredential, email: 'ana@primer.mk' });
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({ is_new_user: false });
  });

  it('links by an e-mailed confirmation; an unconfirmed account taken this way loses the password someone else may have set', async () => {
    const ana = await createUser(app.database, { email: 'ana@primer.mk', emailVerified: false });
    const { cookie, nonce } = await oneTapNonce(app);
    const credential = await provider.issuer.idToken({ ...ACCOUNT, sub: 'ana-google', email: 'ana@primer.mk' }, { audience, nonce });
    const answer = await postAuth(app, cookie, { credential, email: 'ana@primer.mk' });
    expect(answer.body).toMatchObject({ can_use_password: false });
    const byPassword = await call(app, 'POST', '/api/auth/user/auth', { cookie, body: { provider: 'google', ticket: answer.body.ticket, password: PASSWORD } });
    expect(byPassword.body).toMatchObject({ messageId: 'socialLinkByEmailOnly' });
    const mail = await call(app, 'POST', '/api/auth/social/google/link-mail', { cookie, body: { ticket: answer.body.ticket } });
    expect(mail.body).toMatchObject({ status: 'success', messageId: 'socialLinkMailSent' });
    const sent = await app.database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'ana@primer.mk').executeTakeFirstOrThrow();
    expect(sent.subject).toBe('Поврзување на профилот со Google');
    const token = new URL(sent.link ?? '').searchParams.get('social_confirm');
    const confirmed = await call<{ user: { id: number } }>(app, 'POST', '/api/auth/user/auth', { body: { provider: 'google', confirm: token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.id).toBe(ana.id);
    const row = await app.database.db.selectFrom('users').selectAll().where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    const reused = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'google', confirm: token } });
    expect(reused.body).toMatchObject({ messageId: 'socialLinkExpired' });
  });
});
