import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../../core/session/constants';
import { httpFailures } from '../../../fakes';
import { arriveAfterNavigation, createSession, USER } from './harness';

const LOGOUT = '/api/auth/user/logout';

async function loggedIn(path: string) {
  const h = createSession({ path });
  h.http.on('GET', '/api/auth/user/user-data', { user: USER, token: 'tok' });
  await h.session.start();
  return h;
}

describe('Session.logout (docs/product/accounts.md 100 ms)', () => {
  it("waits 100 ms, calls logout, removes the token, reloads the prior path and 'Успешна одјава' shows there", async () => {
    const h = await loggedIn('/oglas/audi-a4-2015/123');
    h.http.on('GET', LOGOUT, {});
    const done = h.session.logout();
    await h.clock.advance(99);
    expect(h.http.callsTo('GET', LOGOUT)).toEqual([]);
    expect(h.session.getSnapshot().loggingOut).toBe(true);
    await h.clock.advance(1);
    expect(await done).toBe(true);
    expect(h.http.callsTo('GET', LOGOUT)).toHaveLength(1);
    expect(h.sessionStorage.get(TOKEN_STORAGE_KEY)).toBeNull();
    expect(h.session.getSnapshot()).toMatchObject({ user: null, token: null, loggingOut: false });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/oglas/audi-a4-2015/123' }]);
    expect(h.notifier.toasts).toEqual([]);
    await arriveAfterNavigation(h);
    expect(h.notifier.toasts.map(({ kind, text }) => ({ kind, text }))).toEqual([{ kind: 'success', text: 'Успешна одјава' }]);
  });

  it('ignores a second logout while one is in progress', async () => {
    const h = await loggedIn('/');
    h.http.on('GET', LOGOUT, {});
    const first = h.session.logout();
    expect(await h.session.logout()).toBe(false);
    await h.clock.advance(100);
    await first;
    expect(h.http.callsTo('GET', LOGOUT)).toHaveLength(1);
  });

  it('a 401 on logout means already logged out: the local session still ends', async () => {
    const h = await loggedIn('/');
    h.http.on('GET', LOGOUT, httpFailures.notAuthenticated());
    const done = h.session.logout();
    await h.clock.advance(100);
    expect(await done).toBe(true);
    await arriveAfterNavigation(h);
    expect(h.notifier.texts()).toEqual(['Успешна одјава']);
  });

  it('a network failure keeps the user logged in and says so', async () => {
    const h = await loggedIn('/');
    h.http.on('GET', LOGOUT, httpFailures.general());
    const done = h.session.logout();
    await h.clock.advance(100);
    expect(await done).toBe(false);
    expect(h.session.getSnapshot()).toMatchObject({ user: { id: 7 }, token: 'tok', loggingOut: false });
    expect(h.notifier.texts('error')).toEqual(['Настана грешка при процесирање на податоците.']);
    expect(h.navigator.history).toEqual([]);
  });
});
