import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../../core/session/constants';
import { createSession, USER } from './harness';

const USER_DATA = '/api/auth/user/user-data';
const ENDED_TEXT = 'Одјавени сте: сесијата беше завршена (промена на лозинка или одјава од сите уреди). Најавете се повторно.';
const BANNED_TEXT = 'Вашиот профил е блокиран. Ве молиме контактирајте ја поддршката.';

/** The server ended this sign-in while the page was open (docs/protocol.md "Session ended"). */
describe('Session.endedByServer', () => {
  async function signedIn(path: string) {
    const h = createSession({ path });
    h.http.on('GET', USER_DATA, { user: USER, token: 'tok' });
    await h.session.start();
    return h;
  }

  it('re-reads the session: an ended one becomes the signed-out state, says so, and leaves a protected page', async () => {
    const h = await signedIn('/korisnik/moi-oglasi');
    h.http.on('GET', USER_DATA, { user: null, token: null });
    await h.session.endedByServer('passwordChanged');
    expect(h.session.getSnapshot()).toMatchObject({ user: null, token: null });
    expect(h.sessionStorage.get(TOKEN_STORAGE_KEY)).toBeNull();
    expect(h.notifier.texts('error')).toEqual([ENDED_TEXT]);
    expect(h.navigator.last()).toMatchObject({ kind: 'navigate', path: '/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi', replace: true });
  });

  it('a banned answer takes the banned path (its own message, not the ended one)', async () => {
    const h = await signedIn('/');
    h.http.on('GET', USER_DATA, { status: 'error', messageId: 'userBanned', banned: true });
    await h.session.endedByServer('banned');
    expect(h.session.getSnapshot().user).toBeNull();
    expect(h.notifier.texts('error')).toEqual([BANNED_TEXT]);
  });

  it('a session that is still live (another tab renewed it) stays signed in, with no toast', async () => {
    const h = await signedIn('/');
    h.http.on('GET', USER_DATA, { user: USER, token: 'renewed' });
    await h.session.endedByServer('signedOutEverywhere');
    expect(h.session.getSnapshot()).toMatchObject({ user: { id: 7 }, token: 'renewed' });
    expect(h.notifier.toasts).toEqual([]);
  });

  it('during this tab\'s own logout the notice changes nothing (the logout says its own goodbye)', async () => {
    const h = await signedIn('/');
    h.http.on('GET', '/api/auth/user/logout', { status: 'success' });
    const loggingOut = h.session.logout();
    expect(h.session.getSnapshot().loggingOut).toBe(true);
    h.http.on('GET', USER_DATA, { user: null, token: null });
    await h.session.endedByServer('signedOutEverywhere');
    expect(h.notifier.texts('error')).toEqual([]);
    expect(h.http.calls.filter((c) => c.path === USER_DATA)).toHaveLength(1);
    h.clock.advance(100);
    await loggingOut;
    expect(h.notifier.texts('error')).toEqual([]);
  });

  it('another tab of this browser logged out (the same session): signed out with the logout\'s own message', async () => {
    const h = await signedIn('/');
    h.http.on('GET', USER_DATA, { user: null, token: null });
    await h.session.endedByServer('loggedOut');
    expect(h.session.getSnapshot().user).toBeNull();
    expect(h.notifier.texts()).toEqual(['Успешна одјава']);
  });
});
