// The example of docs/core-api.md ("Use cases: the session with fakes"), kept runnable so the doc stays true.
import { expect, it } from 'vitest';
import { Analytics, Session, takeFlash } from '../../../../core';
import { createFakePorts } from '../../../fakes';

it('docs/core-api.md: build the session with fakes, start it, log out on virtual time', async () => {
  const ports = createFakePorts({ path: '/korisnik/moj-profil' });
  ports.http.on('GET', '/api/auth/user/user-data', { user: { id: 1, email: 'prodavac@primer.mk' }, token: 'tok' });
  ports.http.on('GET', '/api/auth/user/logout', {});
  const session = new Session({
    http: ports.http,
    tokenStorage: ports.sessionStorage,
    notifier: ports.notifier,
    navigator: ports.navigator,
    clock: ports.clock,
    analytics: new Analytics(ports.analytics),
    logger: ports.logger,
  });

  await session.start();
  expect(session.getSnapshot().user?.email).toBe('prodavac@primer.mk');

  const loggedOut = session.logout();
  await ports.clock.advance(100); // docs/product/accounts.md: logout waits 100 ms
  await loggedOut;
  expect(ports.navigator.last()).toEqual({ kind: 'assign', path: '/korisnik/moj-profil' });
  // The page it reloads shows 'Успешна одјава' (a flash in session storage, core/session/flash.ts).
  expect(takeFlash(ports.sessionStorage)).toEqual({ kind: 'success', id: 'session.logoutSuccess' });
});
