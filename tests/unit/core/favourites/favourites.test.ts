import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Analytics } from '../../../../core/analytics/analytics';
import { Favourites, INITIAL_FAVOURITES_STATE, favouriteIdsIn } from '../../../../core/favourites/favourites';
import { TOAST_DURATION_MS } from '../../../../core/ports/notifier';
import { FakeAnalytics, FakeHttp, FakeLogger, FakeNotifier, httpFailures } from '../../../fakes';

const LIST = '/api/favourites';
type SessionSlice = { user: { id: number } | null; token: string | null };

function setup(loggedIn = true) {
  const http = new FakeHttp();
  const notifier = new FakeNotifier();
  const logger = new FakeLogger();
  const analytics = new FakeAnalytics();
  const session = new BehaviorSubject<SessionSlice>({ user: loggedIn ? { id: 3 } : null, token: loggedIn ? 'tok' : null });
  const favourites = new Favourites({
    http,
    notifier,
    logger,
    analytics: new Analytics(analytics),
    session: { getSnapshot: () => session.getValue(), state$: session },
  });
  return { http, notifier, logger, analytics, session, favourites };
}

describe('Favourites (docs/product/selling.md, docs/product/trust.md, docs/product/errors.md silent handling)', () => {
  it('loads the list from { status, data: [{ entity_id }] } with the bearer token', async () => {
    const h = setup();
    h.http.on('GET', LIST, { status: 'success', data: [{ entity_id: 12 }, { entity_id: '40' }, { other: 1 }] });
    expect(await h.favourites.load()).toBe(true);
    expect([...h.favourites.getSnapshot().ids]).toEqual([12, 40]);
    expect(h.favourites.getSnapshot()).toMatchObject({ loaded: true, loading: false });
    expect(h.favourites.isFavourite('12')).toBe(true);
    expect(h.http.calls[0]).toMatchObject({ path: LIST, method: 'GET', token: 'tok' });
  });

  it('adds with POST { entity_id } and reports add_to_wishlist', async () => {
    const h = setup();
    h.http.on('POST', LIST, { status: 'success' });
    expect(await h.favourites.add(12, { id: 12, title: 'Голф 7', price: 9500 })).toBe(true);
    expect(h.favourites.isFavourite(12)).toBe(true);
    expect(h.http.calls[0]).toMatchObject({ method: 'POST', payload: { entity_id: 12 } });
    expect(h.analytics.names()).toEqual(['add_to_wishlist']);
  });

  it('removes with DELETE { entity_id }; toggle picks add or remove', async () => {
    const h = setup();
    h.http.on('POST', LIST, { status: 'success' }).on('DELETE', LIST, { status: 'success' });
    await h.favourites.toggle(7);
    expect(h.favourites.isFavourite(7)).toBe(true);
    await h.favourites.toggle('7');
    expect(h.favourites.isFavourite(7)).toBe(false);
    expect(h.http.calls.map((call) => [call.method, call.payload])).toEqual([
      ['POST', { entity_id: 7 }],
      ['DELETE', { entity_id: 7 }],
    ]);
  });

  it.each([
    ['a network failure', httpFailures.general()],
    ['an error body', { status: 'error', message: 'nope' }],
    ['false', false],
  ])('%s: only logged, resolves false, nothing changes, no toast', async (_name, answer) => {
    const h = setup();
    h.http.on('POST', LIST, answer);
    expect(await h.favourites.add(5)).toBe(false);
    expect(h.favourites.getSnapshot().ids.size).toBe(0);
    expect(h.notifier.toasts).toEqual([]);
    expect(h.logger.warnings).toHaveLength(1);
  });

  it("anonymous users get 'Само регистрирани корисници можат да зачуваат огласи' and no call", async () => {
    const h = setup(false);
    expect(await h.favourites.toggle(5)).toBe(false);
    expect(await h.favourites.remove(5)).toBe(false);
    expect(h.notifier.toasts[0]).toEqual({ kind: 'error', text: 'Само регистрирани корисници можат да зачуваат огласи', durationMs: TOAST_DURATION_MS.error, id: 'toast-1' });
    expect(h.http.calls).toEqual([]);
  });

  it('a fast double toggle adds then removes; a toggle during a load waits for it', async () => {
    const h = setup();
    h.http.on('POST', LIST, { status: 'success' }).on('DELETE', LIST, { status: 'success' });
    const [first, second] = await Promise.all([h.favourites.toggle(8), h.favourites.toggle(8)]);
    expect([first, second]).toEqual([true, true]);
    expect(h.http.calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
    expect(h.favourites.isFavourite(8)).toBe(false);

    const list = new Subject<unknown>();
    h.http.once('GET', LIST, list);
    const loading = h.favourites.load();
    const toggling = h.favourites.toggle(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.http.calls.map((call) => call.method)).toEqual(['POST', 'DELETE', 'GET']);
    list.next({ status: 'success', data: [{ entity_id: 3 }] });
    list.complete();
    await Promise.all([loading, toggling]);
    // The list said 3 was saved, so the toggle removed it instead of adding it twice.
    expect(h.http.calls.map((call) => call.method)).toEqual(['POST', 'DELETE', 'GET', 'DELETE']);
    expect(h.favourites.isFavourite(3)).toBe(false);
  });

  it('cleanup posts, then refetches the list', async () => {
    const h = setup();
    h.http.on('POST', '/api/favourites/cleanup', { status: 'success' });
    h.http.on('GET', LIST, { status: 'success', data: [{ entity_id: 1 }] });
    expect(await h.favourites.cleanup()).toBe(true);
    expect(h.http.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/favourites/cleanup', 'GET /api/favourites']);
    expect([...h.favourites.getSnapshot().ids]).toEqual([1]);
  });

  it('a failed cleanup does not refetch and resolves false', async () => {
    const h = setup();
    h.http.on('POST', '/api/favourites/cleanup', httpFailures.timeout());
    expect(await h.favourites.cleanup()).toBe(false);
    expect(h.http.calls).toHaveLength(1);
  });

  it('a failed or unreadable list keeps the previous set and resolves false', async () => {
    const h = setup();
    h.http.once('GET', LIST, { status: 'success', data: [{ entity_id: 1 }] });
    await h.favourites.load();
    h.http.once('GET', LIST, httpFailures.general());
    h.http.once('GET', LIST, { status: 'error' });
    expect(await h.favourites.load()).toBe(false);
    expect(await h.favourites.load()).toBe(false);
    expect([...h.favourites.getSnapshot().ids]).toEqual([1]);
    expect(h.logger.warnings).toHaveLength(2);
  });

  it('start() loads on login and empties on logout', async () => {
    const h = setup(false);
    h.http.on('GET', LIST, { status: 'success', data: [{ entity_id: 9 }] });
    h.favourites.start();
    expect(h.http.calls).toEqual([]);
    h.session.next({ user: { id: 3 }, token: 'tok' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.favourites.isFavourite(9)).toBe(true);
    h.session.next({ user: null, token: null });
    expect(h.favourites.getSnapshot()).toEqual(INITIAL_FAVOURITES_STATE);
  });

  it('favouriteIdsIn reads only well-formed answers', () => {
    expect(favouriteIdsIn({ data: [{ entity_id: 1 }, 2, '3', null] })).toEqual([1, 2, 3]);
    expect(favouriteIdsIn({ status: 'error', data: [] })).toBeNull();
    expect(favouriteIdsIn('nope')).toBeNull();
  });
});
