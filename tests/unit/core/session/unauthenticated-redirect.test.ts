import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RedirectOnUnauthenticatedHttp } from '../../../../core/session/unauthenticated-redirect';
import { FakeClock, FakeHttp, FakeNavigator, httpFailures } from '../../../fakes';

function setup(path: string) {
  const inner = new FakeHttp();
  const navigator = new FakeNavigator(path);
  const clock = new FakeClock();
  const http = new RedirectOnUnauthenticatedHttp(inner, navigator, clock);
  const call = (request: Parameters<FakeHttp['request']>[0]) => firstValueFrom(http.request(request)).catch((error: unknown) => error);
  return { inner, navigator, clock, http, call };
}

describe('RedirectOnUnauthenticatedHttp (docs/product/accounts.md, docs/product/errors.md: 401 → login after ~1 s)', () => {
  it('goes to login with redirectPath exactly 1000 ms after a 401, and still fails the call', async () => {
    const { inner, navigator, clock, call } = setup('/korisnik/moi-oglasi?tab=2');
    inner.on('GET', '/api/oglasi/my-listings', httpFailures.notAuthenticated());
    expect(await call({ path: '/api/oglasi/my-listings' })).toMatchObject({ kind: 'notAuthenticated' });
    await clock.advance(999);
    expect(navigator.history).toEqual([]);
    await clock.advance(1);
    expect(navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi%3Ftab%3D2' }]);
  });

  it('does nothing on the login page, or when the user reaches it during the wait', async () => {
    const first = setup('/korisnik/najava?redirectPath=%2F');
    first.inner.on('POST', '/api/x', httpFailures.notAuthenticated());
    await first.call({ path: '/api/x', method: 'POST' });
    await first.clock.advance(2_000);
    expect(first.navigator.history).toEqual([]);

    const second = setup('/');
    second.inner.on('POST', '/api/x', httpFailures.notAuthenticated());
    await second.call({ path: '/api/x', method: 'POST' });
    second.navigator.path = '/korisnik/najava';
    await second.clock.advance(1_000);
    expect(second.navigator.history).toEqual([]);
  });

  it('several 401s within the second give one redirect', async () => {
    const { inner, navigator, clock, call } = setup('/');
    inner.on('GET', '/api/x', httpFailures.notAuthenticated());
    await call({ path: '/api/x' });
    await clock.advance(500);
    await call({ path: '/api/x' });
    await clock.advance(1_000);
    expect(navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/najava' }]);
  });

  it('ignores other failures, successes, and calls that opt out', async () => {
    const { inner, navigator, clock, call } = setup('/korisnik/inbox');
    inner.on('GET', '/api/a', httpFailures.rateLimit()).on('GET', '/api/b', { ok: true }).on('GET', '/api/c', httpFailures.notAuthenticated());
    await call({ path: '/api/a' });
    expect(await call({ path: '/api/b' })).toEqual({ ok: true });
    await call({ path: '/api/c', redirectOnUnauthenticated: false });
    await clock.advance(5_000);
    expect(navigator.history).toEqual([]);
  });

  it('dispose cancels a pending redirect', async () => {
    const { inner, navigator, clock, http, call } = setup('/');
    inner.on('GET', '/api/x', httpFailures.notAuthenticated());
    await call({ path: '/api/x' });
    http.dispose();
    await clock.advance(2_000);
    expect(navigator.history).toEqual([]);
  });
});
