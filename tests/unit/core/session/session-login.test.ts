import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '../../../../core/ports/notifier';
import { httpFailures } from '../../../fakes';
import { arriveAfterNavigation, createSession, googleCredential, USER } from './harness';

const AUTH = '/api/auth/user/auth';
const USER_DATA = '/api/auth/user/user-data';

describe('Session.login (docs/product/accounts.md Login outcomes, Login page)', () => {
  it("success of a returning user: login event, full page navigation to redirectPath keeping the hash, 'Успешна најава!' on the page it arrives at", async () => {
    const h = createSession({ path: '/korisnik/najava' });
    h.http.on('POST', AUTH, { status: 'success', is_new_user: false });
    const result = await h.session.login('email', { email: 'kupuvac@primer.mk', password: 'Oglasi2025!' }, { redirectPath: '/korisnik/moi-oglasi?tab=active', hash: '#top' });
    expect(result).toEqual({ outcome: 'success', isNewUser: false, target: '/korisnik/moi-oglasi?tab=active#top' });
    expect(h.http.calls[0]).toMatchObject({
      path: AUTH,
      method: 'POST',
      credentials: true,
      payload: { provider: 'email', email: 'kupuvac@primer.mk', password: 'Oglasi2025!' },
    });
    expect(h.analytics.events).toEqual([{ event: 'login', params: { method: 'email' } }]);
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/moi-oglasi?tab=active#top' }]);
    expect(h.session.getSnapshot()).toMatchObject({ loading: false, success: true, error: null });
    // A toast shown now would go with the page: the next page shows it, once.
    expect(h.notifier.toasts).toEqual([]);
    await arriveAfterNavigation(h, { user: USER, token: 'tok' });
    expect(h.notifier.toasts).toEqual([{ kind: 'success', text: 'Успешна најава!', durationMs: TOAST_DURATION_MS.success, id: 'toast-1' }]);
    expect(TOAST_DURATION_MS.success).toBe(3_000);
    await arriveAfterNavigation(h, { user: USER, token: 'tok' });
    expect(h.notifier.toasts).toHaveLength(1);
  });

  it('goes to / without a redirectPath, and to / for an off-origin one', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, { status: 'success' });
    await h.session.login('email', { email: 'a@b.mk', password: 'x' });
    await h.session.login('email', { email: 'a@b.mk', password: 'x' }, { redirectPath: '//evil.example/steal' });
    await h.session.login('email', { email: 'a@b.mk', password: 'x' }, { redirectPath: 'https://evil.example' });
    expect(h.navigator.history.map((entry) => entry.path)).toEqual(['/', '/', '/']);
  });

  it('a new social user: sign_up event and /korisnik/moj-profil instead of redirectPath', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, { status: 'success', is_new_user: true });
    const result = await h.session.login('google', { email: 'nov@primer.mk' }, { redirectPath: '/korisnik/inbox' });
    expect(result).toMatchObject({ outcome: 'success', isNewUser: true, target: '/korisnik/moj-profil' });
    expect(h.analytics.events).toEqual([{ event: 'sign_up', params: { method: 'google' } }]);
    expect(h.navigator.last()).toEqual({ kind: 'assign', path: '/korisnik/moj-profil' });
  });

  it('a new e-mail user is a sign_up with method email but keeps redirectPath', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, { is_new_user: true });
    await h.session.login('credentials', { email: 'a@b.mk', password: 'x' }, { redirectPath: '/korisnik/inbox' });
    expect(h.analytics.events).toEqual([{ event: 'sign_up', params: { method: 'email' } }]);
    expect(h.navigator.last()?.path).toBe('/korisnik/inbox');
  });

  it('emits nothing when the page has no analytics facility, and still logs in', async () => {
    const h = createSession({ analytics: false });
    h.http.on('POST', AUTH, { status: 'success' });
    const result = await h.session.login('email', { email: 'a@b.mk', password: 'x' });
    expect(result.outcome).toBe('success');
    expect(h.analytics.events).toEqual([]);
  });

  it('an error with a catalogue id shows the catalogue text', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, { status: 'error', messageId: 'invalidCredentials' });
    const result = await h.session.login('email', { email: 'a@b.mk', password: 'wrong' });
    expect(result).toEqual({ outcome: 'error', message: 'Погрешно корисничко име или лозинка.', messageId: 'invalidCredentials', errors: null });
    expect(h.notifier.texts('error')).toEqual(['Погрешно корисничко име или лозинка.']);
    expect(h.session.getSnapshot()).toMatchObject({ loading: false, success: false, error: 'Погрешно корисничко име или лозинка.', errorType: 'invalidCredentials' });
    expect(h.navigator.history).toEqual([]);
  });

  it("an error without a catalogue id shows 'Невалидни информации.'", async () => {
    const h = createSession();
    h.http.on('POST', AUTH, httpFailures.serverBody({ status: 'error', error: 'CredentialsSignin', message: 'raw server text' }, 401));
    const result = await h.session.login('email', { email: 'a@b.mk', password: 'wrong' });
    expect(result).toMatchObject({ outcome: 'error', message: 'Невалидни информации.' });
    expect(h.notifier.texts('error')).toEqual(['Невалидни информации.']);
  });

  it('an `error` field in a 2xx answer is an error too', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, { error: 'userBanned' });
    const result = await h.session.login('email', { email: 'a@b.mk', password: 'x' });
    expect(result).toMatchObject({ outcome: 'error', messageId: 'userBanned' });
    expect(h.analytics.events).toEqual([]);
  });

  it('a network timeout shows the requestTimeout text', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, httpFailures.timeout());
    await h.session.login('email', { email: 'a@b.mk', password: 'x' });
    expect(h.notifier.texts('error')).toEqual(['Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.']);
  });

  it('a provider login without an e-mail returns quietly: no call, no message', async () => {
    const h = createSession();
    const result = await h.session.login('facebook', { name: 'Без Е-пошта' });
    expect(result).toEqual({ outcome: 'missingEmail' });
    expect(h.http.calls).toEqual([]);
    expect(h.notifier.toasts).toEqual([]);
    expect(h.session.getSnapshot().loading).toBe(false);
  });

  it('requires_terms is returned to the caller without a toast or navigation', async () => {
    const h = createSession();
    h.http.on('POST', AUTH, { status: 'success', requires_terms: true, email: 'nov@primer.mk' });
    const result = await h.session.login('google', { email: 'nov@primer.mk' });
    expect(result).toEqual({ outcome: 'requiresTerms', response: { status: 'success', requires_terms: true, email: 'nov@primer.mk' } });
    expect(h.notifier.toasts).toEqual([]);
    expect(h.navigator.history).toEqual([]);
  });
});

describe('Session.loginWithGoogleOneTap (docs/product/accounts.md)', () => {
  const claims = { sub: '1234', email: 'ana@gmail.com', name: 'Ана Јованова', given_name: 'Ана', family_name: 'Јованова', picture: 'https://x/p.png', email_verified: true };

  it("a token that does not decode: 'Invalid credential', no call", async () => {
    for (const bad of ['not-a-jwt', 'a.b', 'a.!!!.c', `${googleCredential(claims).split('.')[0]}.${Buffer.from('not json').toString('base64url')}.sig`, googleCredential({ email: 'no-sub@x.mk' })]) {
      const h = createSession();
      const result = await h.session.loginWithGoogleOneTap(bad);
      expect(result).toMatchObject({ outcome: 'error', message: 'Invalid credential' });
      expect(h.notifier.texts('error')).toEqual(['Invalid credential']);
      expect(h.http.calls).toEqual([]);
    }
  });

  it("success: the decoded fields are posted, 'Успешна најава со Google!', then the user is refreshed in place", async () => {
    const h = createSession({ path: '/oglasi/prebaruvanje' });
    const credential = googleCredential(claims);
    h.http.on('POST', AUTH, { status: 'success', is_new_user: false });
    h.http.on('GET', USER_DATA, { user: USER, token: 'tok' });
    const result = await h.session.loginWithGoogleOneTap(credential);
    expect(result).toEqual({ outcome: 'success', isNewUser: false, target: null });
    expect(h.http.calls.map((call) => `${call.method ?? 'GET'} ${call.path}`)).toEqual([`POST ${AUTH}`, `GET ${USER_DATA}`]);
    expect(h.http.calls[0]?.payload).toEqual({ provider: 'google', ...claims, credential });
    expect(h.notifier.toasts.map(({ kind, text }) => ({ kind, text }))).toEqual([{ kind: 'success', text: 'Успешна најава со Google!' }]);
    expect(h.analytics.events).toEqual([{ event: 'login', params: { method: 'google' } }]);
    expect(h.session.getSnapshot().user).toMatchObject({ id: 7 });
    expect(h.navigator.history).toEqual([]);
  });

  it("failure: 'Грешка при најавување со Google', then a user refresh", async () => {
    const h = createSession();
    h.http.on('POST', AUTH, httpFailures.general());
    h.http.on('GET', USER_DATA, { user: null });
    const result = await h.session.loginWithGoogleOneTap(googleCredential(claims));
    expect(result).toMatchObject({ outcome: 'error', message: 'Грешка при најавување со Google' });
    expect(h.notifier.texts()).toEqual(['Грешка при најавување со Google']);
    expect(h.http.callsTo('GET', USER_DATA)).toHaveLength(1);
  });
});
