import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '../../../../core/ports/notifier';
import { TOKEN_STORAGE_KEY } from '../../../../core/session/constants';
import { INITIAL_SESSION_STATE } from '../../../../core/session/types';
import { httpFailures } from '../../../fakes';
import { createSession, USER } from './harness';

const USER_DATA = '/api/auth/user/user-data';
const BANNED_TEXT = 'Вашиот профил е блокиран. Ве молиме контактирајте ја поддршката.';

describe('Session.start (docs/product/accounts.md Session)', () => {
  it('starts from INITIAL_SESSION_STATE', () => {
    const { session } = createSession();
    expect(session.getSnapshot()).toEqual(INITIAL_SESSION_STATE);
  });

  it('stores the returned user, its token and the email-verification flag', async () => {
    const h = createSession();
    h.sessionStorage.set(TOKEN_STORAGE_KEY, 'old-token');
    h.http.on('GET', USER_DATA, { user: USER, token: 'v1.7.123.sig' });
    const seen: boolean[] = [];
    h.session.state$.subscribe((state) => seen.push(state.loadingUserData));
    await h.session.start();
    const state = h.session.getSnapshot();
    expect(state.user).toMatchObject({ id: 7, email: 'kupuvac@primer.mk' });
    expect(state.token).toBe('v1.7.123.sig');
    expect(state.emailVerificationRequired).toBe(true);
    expect(state.sessionLoaded).toBe(true);
    expect(seen).toEqual([false, true, false]);
    expect(h.sessionStorage.get(TOKEN_STORAGE_KEY)).toBe('v1.7.123.sig');
    expect(h.http.calls[0]).toMatchObject({ path: USER_DATA, credentials: true, token: 'old-token', redirectOnUnauthenticated: false });
  });

  it('keeps the token in session-scoped storage only, never the durable one', async () => {
    const h = createSession();
    h.http.on('GET', USER_DATA, { user: USER, token: 'tok' });
    await h.session.start();
    expect(h.storage.entries()).toEqual({});
  });

  it('an anonymous answer on a public page loads the session without a redirect', async () => {
    const h = createSession({ path: '/oglasi/prebaruvanje' });
    h.sessionStorage.set(TOKEN_STORAGE_KEY, 'stale');
    h.http.on('GET', USER_DATA, { user: null });
    await h.session.start();
    expect(h.session.getSnapshot()).toMatchObject({ user: null, token: null, sessionLoaded: true });
    expect(h.sessionStorage.get(TOKEN_STORAGE_KEY)).toBeNull();
    expect(h.navigator.history).toEqual([]);
  });

  it('a failed fetch on a protected path clears the user and goes to login with redirectPath', async () => {
    const h = createSession({ path: '/korisnik/moj-profil' });
    h.http.once('GET', USER_DATA, { user: USER, token: 't' });
    await h.session.start();
    h.http.on('GET', USER_DATA, httpFailures.notAuthenticated());
    await h.session.refreshUser();
    expect(h.session.getSnapshot().user).toBeNull();
    expect(h.navigator.last()).toEqual({ kind: 'navigate', path: '/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoj-profil', replace: true });
    expect(h.logger.warnings.map((line) => line.message)).toContain('user data fetch failed');
  });

  it('an anonymous visitor on a protected path goes to login with redirectPath', async () => {
    const h = createSession({ path: '/korisnik/zachuvani-oglasi?page=2' });
    h.http.on('GET', USER_DATA, { user: null });
    await h.session.start();
    expect(h.navigator.last()?.path).toBe('/korisnik/najava?redirectPath=%2Fkorisnik%2Fzachuvani-oglasi%3Fpage%3D2');
  });

  it('a failed fetch on a public page keeps the user and does not redirect', async () => {
    const h = createSession({ path: '/' });
    h.http.once('GET', USER_DATA, { user: USER, token: 't' });
    await h.session.start();
    h.http.on('GET', USER_DATA, httpFailures.timeout());
    await h.session.refreshUser();
    expect(h.session.getSnapshot()).toMatchObject({ user: { id: 7 }, loadingUserData: false });
    expect(h.navigator.history).toEqual([]);
  });

  it('an unreadable user payload is a failure, never a half-applied user', async () => {
    const h = createSession({ path: '/korisnik/inbox' });
    h.http.on('GET', USER_DATA, { user: { email: 'no-id@primer.mk' }, token: 't' });
    await h.session.start();
    expect(h.session.getSnapshot()).toMatchObject({ user: null, token: null, sessionLoaded: true });
    expect(h.navigator.last()?.path).toBe('/korisnik/najava?redirectPath=%2Fkorisnik%2Finbox');
  });

  it.each([
    ['a banned body', { banned: true }],
    ['a userBanned error body', httpFailures.serverBody({ status: 'error', messageId: 'userBanned' }, 403)],
  ])('banned (%s): clears the user and token, shows userBanned, goes to login after exactly 2 s', async (_name, answer) => {
    const h = createSession({ path: '/oglasi/prebaruvanje' });
    h.sessionStorage.set(TOKEN_STORAGE_KEY, 'tok');
    h.http.on('GET', USER_DATA, answer);
    await h.session.start();
    expect(h.session.getSnapshot()).toMatchObject({ user: null, token: null });
    expect(h.sessionStorage.get(TOKEN_STORAGE_KEY)).toBeNull();
    expect(h.notifier.toasts).toEqual([{ kind: 'error', text: BANNED_TEXT, durationMs: TOAST_DURATION_MS.error, id: 'toast-1' }]);
    await h.clock.advance(1_999);
    expect(h.navigator.history).toEqual([]);
    await h.clock.advance(1);
    expect(h.navigator.history).toEqual([{ kind: 'navigate', path: '/korisnik/najava', replace: false }]);
  });

  it('dispose cancels the pending banned redirect', async () => {
    const h = createSession();
    h.http.on('GET', USER_DATA, { banned: true });
    await h.session.start();
    h.session.dispose();
    await h.clock.advance(5_000);
    expect(h.navigator.history).toEqual([]);
  });

  it('when two fetches overlap, the later answer wins', async () => {
    const h = createSession();
    const { Subject } = await import('rxjs');
    const slow = new Subject<unknown>();
    h.http.once('GET', USER_DATA, slow);
    h.http.once('GET', USER_DATA, { user: { ...USER, id: 9 }, token: 'new' });
    const first = h.session.refreshUser();
    await h.session.refreshUser();
    slow.next({ user: USER, token: 'old' });
    slow.complete();
    await first;
    expect(h.session.getSnapshot()).toMatchObject({ user: { id: 9 }, token: 'new' });
  });
});
