import { describe, expect, it } from 'vitest';
import { addTexts } from '../../../../core';
import { Alerts } from '../../../../core/alerts/alerts';
import { NOTIFICATIONS_REFRESH_MS } from '../../../../core/alerts/alert-notifications';
import { alertsMk } from '../../../../core/i18n/mk/alerts';
import { createFakePorts, httpFailures } from '../../../fakes';

addTexts('mk', alertsMk);

function setUp() {
  const ports = createFakePorts();
  const alerts = new Alerts({ ...ports, language: () => 'mk' });
  return { ...ports, alerts };
}

const wireSearch = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  query: 'category=vozila&price_max=9000',
  path: '/oglasi/kategorija/vozila?price_max=9000',
  names: { category: 'Возила', location: null },
  email_alerts: true,
  new_count: 2,
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('SaveSearch (docs/product/browsing.md "Saved searches")', () => {
  it('saves the normalised filters with the e-mail choice and says so', async () => {
    const h = setUp();
    h.http.on('POST', '/api/saved-searches', { status: 'success', created: true, data: wireSearch(7) });
    const save = h.alerts.saveSearch();
    expect(await save.save({ page: 4, sort: 'oldest', category: 'vozila', attributes: { fuel: { kind: 'choice', values: ['petrol', 'diesel'] } } }, true)).toBe(true);
    expect(h.http.callsTo('POST', '/api/saved-searches')[0]?.payload).toEqual({ query: 'category=vozila&a.fuel=diesel%2Cpetrol', email_alerts: true });
    expect(save.getSnapshot()).toEqual({ status: 'saved', savedId: 7 });
    expect(h.notifier.toasts.at(-1)).toMatchObject({ kind: 'success', text: 'Пребарувањето е зачувано.' });
  });

  it('the same search again is the one already kept', async () => {
    const h = setUp();
    h.http.on('POST', '/api/saved-searches', { status: 'success', created: false, data: wireSearch(7) });
    await h.alerts.saveSearch().save({ page: 1, category: 'vozila' }, false);
    expect(h.notifier.toasts.at(-1)?.text).toBe('Ова пребарување веќе е зачувано.');
  });

  it('the 21st is refused with the catalogue text (an error toast of 4 s)', async () => {
    const h = setUp();
    h.http.on('POST', '/api/saved-searches', httpFailures.serverBody({ status: 'error', messageId: 'alerts.limitReached' }, 409));
    const save = h.alerts.saveSearch();
    expect(await save.save({ page: 1, category: 'vozila' }, false)).toBe(false);
    expect(save.getSnapshot().status).toBe('failed');
    expect(h.notifier.toasts.at(-1)).toMatchObject({ kind: 'error', durationMs: 4_000, text: 'Можете да зачувате најмногу 20 пребарувања. Избришете едно за да зачувате ново.' });
  });

  it('a list that names nothing is not sent', async () => {
    const h = setUp();
    expect(await h.alerts.saveSearch().save({ page: 1 }, false)).toBe(false);
    expect(h.http.calls).toEqual([]);
    expect(h.notifier.toasts.at(-1)?.text).toBe('Изберете категорија, место или филтер за да го зачувате пребарувањето.');
  });
});

describe('SavedSearchList', () => {
  it('lists them with their new matches; delete, e-mail toggle and seen change one row', async () => {
    const h = setUp();
    h.http.on('GET', '/api/saved-searches', { status: 'success', data: [wireSearch(1), wireSearch(2, { query: 'q=golf', path: '/oglasi/prebaruvanje?q=golf', names: { category: null, location: null }, new_count: 0 })], settings: { price_drop_email: true }, limit: 20 });
    const list = h.alerts.savedSearches();
    await list.load();
    expect(list.getSnapshot().items.map(({ id, newCount, emailAlerts, categoryName, query }) => ({ id, newCount, emailAlerts, categoryName, query }))).toEqual([
      { id: 1, newCount: 2, emailAlerts: true, categoryName: 'Возила', query: { category: 'vozila', price_max: 9000 } },
      { id: 2, newCount: 0, emailAlerts: true, categoryName: null, query: { q: 'golf' } },
    ]);
    expect(list.getSnapshot().priceDropEmail).toBe(true);

    h.http.on('PUT', '/api/saved-searches/1', (request: { payload?: unknown }) => ({ status: 'success', data: wireSearch(1, { email_alerts: (request.payload as { email_alerts: boolean }).email_alerts }) }));
    expect(await list.setEmailAlerts(1, false)).toBe(true);
    expect(list.getSnapshot().items[0]?.emailAlerts).toBe(false);

    h.http.on('POST', '/api/saved-searches/1/seen', { status: 'success', data: wireSearch(1, { new_count: 0, email_alerts: false }) });
    await list.markSeen(1);
    expect(list.getSnapshot().items[0]?.newCount).toBe(0);

    h.http.on('DELETE', '/api/saved-searches/2', { status: 'success', id: 2 });
    expect(await list.remove(2)).toBe(true);
    expect(list.getSnapshot().items.map((item) => item.id)).toEqual([1]);
    expect(h.notifier.toasts.at(-1)?.text).toBe('Пребарувањето е избришано.');
  });

  it('a failed change leaves the list as it was, with an error toast; a failed load is the page error', async () => {
    const h = setUp();
    h.http.on('GET', '/api/saved-searches', { status: 'success', data: [wireSearch(1)], settings: { price_drop_email: false } });
    const list = h.alerts.savedSearches();
    await list.load();
    h.http.on('DELETE', '/api/saved-searches/1', httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404));
    expect(await list.remove(1)).toBe(false);
    expect(list.getSnapshot().items).toHaveLength(1);
    expect(h.notifier.toasts.at(-1)?.kind).toBe('error');
    h.http.on('PUT', '/api/alerts/settings', httpFailures.general());
    expect(await list.setPriceDropEmail(true)).toBe(false);
    expect(list.getSnapshot().priceDropEmail).toBe(false);
    h.http.on('GET', '/api/saved-searches', httpFailures.general());
    await list.load();
    expect(list.getSnapshot()).toMatchObject({ loading: false, failed: true });
  });
});

describe('AlertNotifications (the bell)', () => {
  const answer = (unread: number) => ({
    status: 'success',
    unread,
    data: [{ id: 5, kind: 'match', created_at: '2026-11-20T10:00:00Z', read: unread === 0, saved_search_id: 1, listing: { id: 9, title: 'Голф 7', slug: 'golf-7-9', price: 7500, currency: 'EUR', price_type: 'fixed' } }],
  });

  it('reads when first watched, again every minute on the injected clock while watched, and stops when unwatched', async () => {
    const h = setUp();
    h.http.on('GET', '/api/notifications', answer(1));
    const subscription = h.alerts.notifications.state$.subscribe();
    await h.clock.advance(0);
    expect(h.alerts.notifications.getSnapshot()).toMatchObject({ loaded: true, unread: 1, items: [{ id: 5, kind: 'match', title: 'Голф 7', href: '/oglas/golf-7-9', price: 7500, currency: 'EUR', read: false }] });
    expect(h.http.callsTo('GET', '/api/notifications')).toHaveLength(1);
    await h.clock.advance(NOTIFICATIONS_REFRESH_MS - 1);
    expect(h.http.callsTo('GET', '/api/notifications')).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.http.callsTo('GET', '/api/notifications')).toHaveLength(2);
    subscription.unsubscribe();
    await h.clock.advance(NOTIFICATIONS_REFRESH_MS * 3);
    expect(h.http.callsTo('GET', '/api/notifications')).toHaveLength(2);
    expect(h.clock.pendingTimers()).toBe(0);
  });

  it('marking read drops the badge at once, and puts it back when the server did not take it', async () => {
    const h = setUp();
    h.http.on('GET', '/api/notifications', answer(1));
    await h.alerts.notifications.refresh();
    h.http.on('POST', '/api/notifications/read', { status: 'success', unread: 0 });
    await h.alerts.notifications.markAllRead();
    expect(h.alerts.notifications.getSnapshot()).toMatchObject({ unread: 0, items: [{ read: false }] });
    expect(h.http.callsTo('POST', '/api/notifications/read')).toHaveLength(1);
    await h.alerts.notifications.refresh();
    h.http.on('POST', '/api/notifications/read', httpFailures.general());
    await h.alerts.notifications.markAllRead();
    expect(h.alerts.notifications.getSnapshot()).toMatchObject({ unread: 1, items: [{ read: false }] });
  });
});

describe('UnsubscribeLink', () => {
  it('posts the token, says what stopped; a refused token is invalid; no token sends nothing', async () => {
    const h = setUp();
    h.http.on('POST', '/api/alerts/unsubscribe', { status: 'success', kind: 'saved_search' });
    const page = h.alerts.unsubscribe();
    await page.confirm('s.1.abc');
    expect(page.getSnapshot().status).toBe('doneSearch');
    expect(h.http.callsTo('POST', '/api/alerts/unsubscribe')[0]?.payload).toEqual({ token: 's.1.abc' });
    h.http.on('POST', '/api/alerts/unsubscribe', { status: 'success', kind: 'price_drops' });
    await page.confirm('p.1.abc');
    expect(page.getSnapshot().status).toBe('doneDrops');
    h.http.on('POST', '/api/alerts/unsubscribe', httpFailures.serverBody({ status: 'error', messageId: 'alerts.unsubscribe.invalid' }, 422));
    await page.confirm('bad');
    expect(page.getSnapshot().status).toBe('invalid');
    const calls = h.http.calls.length;
    await page.confirm(null);
    expect(h.http.calls.length).toBe(calls);
  });
});
