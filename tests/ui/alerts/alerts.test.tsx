import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { addTexts, buildOnboardingTasks, INITIAL_ONBOARDING_STATE } from '../../../core';
import type { UiOnboarding } from '../../../ui/services';
import { Alerts } from '../../../core/alerts/alerts';
import { alertsMk } from '../../../core/i18n/mk/alerts';
import { attributesMk } from '../../../core/i18n/mk/attributes';
import { renderApp, renderShell } from '../support/render';
import { createTestServices, type TestServices } from '../support/services';

addTexts('mk', { ...alertsMk, ...attributesMk });

function withAlerts(services: TestServices = createTestServices()) {
  const alerts = new Alerts({ http: services.http, notifier: services.notifier, logger: services.logger, clock: services.clock, language: () => 'mk' });
  services.alerts = { state$: of(alerts), getSnapshot: () => alerts, load: async () => alerts };
  return services;
}

const search = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  query: 'category=vozila&price_max=9000&a.fuel=diesel',
  path: '/oglasi/kategorija/vozila?price_max=9000&a.fuel=diesel',
  names: { category: 'Возила', location: null },
  email_alerts: true,
  new_count: 2,
  ...extra,
});

/** docs/product/browsing.md "Saved searches": the bell, the page, exact Macedonian texts. */
describe('saved searches in the UI', () => {
  it('the bell lists new matches and price drops above the checklist, counts the unread and marks them read on opening', async () => {
    const services = withAlerts(createTestServices({ onboarding: undefined }));
    services.http.on('GET', '/api/notifications', {
      status: 'success',
      unread: 2,
      data: [
        { id: 2, kind: 'price_drop', created_at: '2026-11-20T10:00:00Z', read: false, saved_search_id: null, old_price: 8000, listing: { id: 4, title: 'Шкода Октавија', slug: 'shkoda-4', price: 7500, currency: 'EUR', price_type: 'fixed' } },
        { id: 1, kind: 'match', created_at: '2026-11-20T09:00:00Z', read: false, saved_search_id: 1, listing: { id: 3, title: 'Голф 7', slug: 'golf-7-3', price: 7000, currency: 'EUR', price_type: 'fixed' } },
      ],
    });
    services.http.on('POST', '/api/notifications/read', { status: 'success', unread: 0 });
    services.session.logIn({ id: 3, full_name: 'Купувач' });
    renderShell('/', { services });
    await act(async () => {
      await import('../../../ui/shell/ProfileBell');
    });
    const bell = await within(screen.getByRole('banner')).findByRole('button', { name: 'Известувања, 2 нови' });
    fireEvent.click(bell);
    const panel = within(screen.getByRole('banner')).getByRole('region', { name: 'Известувања' });
    expect(within(panel).getByRole('link', { name: /Нов оглас за вашето пребарување: Голф 7/ })).toHaveAttribute('href', '/oglas/golf-7-3');
    expect(within(panel).getByRole('link', { name: /Намалена цена: Шкода Октавија — 7.500 €/ })).toHaveAttribute('href', '/oglas/shkoda-4');
    expect(within(panel).getByRole('link', { name: 'Зачувани пребарувања' })).toHaveAttribute('href', '/korisnik/zachuvani-prebaruvanja');
    await waitFor(() => expect(services.http.callsTo('POST', '/api/notifications/read')).toHaveLength(1));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Известувања' })).not.toHaveTextContent('2');
  });

  it("beside the checklist the bell's name counts both: new notifications and unfinished tasks", async () => {
    const checklist = { ...INITIAL_ONBOARDING_STATE, tasks: buildOnboardingTasks({ user: null, hasActiveListing: false, verification: 'none' }), incompleteCount: 2, visible: true, badgeCount: 2 };
    const onboarding: UiOnboarding = { state$: of(checklist), getSnapshot: () => checklist, clickBell: () => {}, openTask: () => true };
    const services = withAlerts(createTestServices({ onboarding }));
    services.http.on('GET', '/api/notifications', { status: 'success', unread: 1, data: [{ id: 1, kind: 'match', created_at: '2026-11-20T09:00:00Z', read: false, saved_search_id: 1, listing: { id: 3, title: 'Голф 7', slug: 'golf-7-3', price: null, currency: 'EUR', price_type: 'agreement' } }] });
    services.session.logIn({ id: 3, full_name: 'Купувач' });
    renderShell('/', { services });
    await act(async () => {
      await import('../../../ui/shell/ProfileBell');
    });
    const bell = await within(screen.getByRole('banner')).findByRole('button', { name: 'Известувања, 1 нови, 2 незавршени задачи' });
    expect(bell).toHaveTextContent('3');
  });

  it('the page lists each saved search in words with its new matches; toggles e-mail; deletes', async () => {
    const services = withAlerts();
    services.http.on('GET', '/api/saved-searches', { status: 'success', data: [search(1), search(2, { query: 'q=golf', path: '/oglasi/prebaruvanje?q=golf', names: { category: null, location: null }, new_count: 0, email_alerts: false }), search(3, { query: 'category=vozila&seller=company', path: '/oglasi/kategorija/vozila?seller=company', new_count: 5 })], settings: { price_drop_email: false }, limit: 20 });
    services.http.on('PUT', '/api/saved-searches/1', { status: 'success', data: search(1, { email_alerts: false }) });
    services.http.on('DELETE', '/api/saved-searches/2', { status: 'success', id: 2 });
    services.session.logIn({ id: 3, full_name: 'Купувач' });
    renderApp('/korisnik/zachuvani-prebaruvanja', services);
    expect(await screen.findByRole('heading', { name: 'Зачувани пребарувања', level: 1 })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Возила · цена до 9000 € · Гориво: Дизел' });
    expect(first).toHaveAttribute('href', '/oglasi/kategorija/vozila?price_max=9000&a.fuel=diesel');
    expect(screen.getByText('Нови огласи: 2')).toBeInTheDocument();
    expect(screen.getByText('Нема нови огласи')).toBeInTheDocument();
    // Its seller type, in words.
    expect(screen.getByRole('link', { name: 'Возила · само фирми' })).toHaveAttribute('href', '/oglasi/kategorija/vozila?seller=company');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Известувања по е-пошта за: Возила · цена до 9000 € · Гориво: Дизел' }));
    await waitFor(() => expect(services.http.callsTo('PUT', '/api/saved-searches/1')[0]?.payload).toEqual({ email_alerts: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Избриши го пребарувањето: „golf“' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '„golf“' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Известувај ме по е-пошта кога ќе се намали цената на зачуван оглас' })).not.toBeChecked();
  });

  it('the unsubscribe page posts the link\'s token signed out and says what stopped', async () => {
    const services = withAlerts();
    services.http.on('POST', '/api/alerts/unsubscribe', { status: 'success', kind: 'saved_search' });
    renderApp('/izvestuvanja/odjava?token=s.7.abc', services);
    expect(await screen.findByRole('heading', { name: 'Откажување на известувањата', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Нема повеќе да добивате е-пошта за ова пребарување.')).toBeInTheDocument();
    expect(services.http.callsTo('POST', '/api/alerts/unsubscribe')[0]?.payload).toEqual({ token: 's.7.abc' });
  });
});
