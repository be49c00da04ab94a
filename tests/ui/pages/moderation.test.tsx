import { describe, expect, it } from 'vitest';
import { of } from 'rxjs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Admin } from '../../../core';
import { renderApp } from '../support/render';
import { createTestServices } from '../support/services';

const EMPTY = { status: 'success', data: [] };

/** An admin's console over the fake HTTP port: one listing waiting, everything else empty. */
function adminServices(listings: unknown[] = [{ id: 41, title: 'Голф 7', slug: 'golf-7-41', description: 'Како нов.', created_at: '2026-11-22T09:40:00Z', user: { id: 11, full_name: 'Ана Петровска' } }]) {
  const services = createTestServices();
  services.session.logIn({ id: 9, full_name: 'Администратор Огласи', role: 'admin' });
  services.http
    .on('GET', '/api/admin/queues', { data: { verification: 0, moderation: listings.length, reports: 0 } })
    .on('GET', '/api/admin/verification-requests', EMPTY)
    .on('GET', '/api/admin/listings', { status: 'success', data: listings })
    .on('GET', '/api/admin/audit', EMPTY)
    .on('GET', '/api/admin/reports', EMPTY)
    .on('GET', '/api/admin/conversation-reports', EMPTY)
    .on('GET', '/api/admin/safety-counters', EMPTY)
    .on('GET', '/api/admin/rating-reports', EMPTY)
    .on('POST', '/api/admin/listings/41/moderate', { status: 'success' });
  const admin = new Admin({ http: services.http, notifier: services.notifier, logger: services.logger, clock: services.clock, language: () => 'mk' });
  services.admin = { state$: of(admin), getSnapshot: () => admin, load: async () => admin };
  return services;
}

describe('the moderation console (docs/product/admin.md)', () => {
  it('offers the rejection reasons as radio buttons, each read whole, and rejects with the chosen one', async () => {
    const services = adminServices();
    renderApp('/admin', services);
    fireEvent.click(await screen.findByRole('tab', { name: /^Огласи на модерација/ }));
    const card = screen.getByRole('listitem', { name: 'Голф 7' });
    const reasons = within(card).getByRole('group', { name: 'Причина за одбивање' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Сликите не го прикажуваат производот',
      'Погрешна категорија',
      'Недозволена содржина',
      'Невистинита или нејасна цена',
      'Дупликат оглас',
      'Друга причина (напишете)',
    ]);
    expect(within(reasons).getByRole('radio', { name: 'Сликите не го прикажуваат производот' })).toBeChecked();
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Погрешна категорија' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Одбиј' }));
    await waitFor(() => expect(services.http.calls.find((call) => call.path === '/api/admin/listings/41/moderate')?.payload).toEqual({ decision: 'reject', reason: 'Погрешна категорија' }));
  });

  it('writes its own reason after "Друга причина"', async () => {
    const services = adminServices();
    renderApp('/admin', services);
    fireEvent.click(await screen.findByRole('tab', { name: /^Огласи на модерација/ }));
    const card = screen.getByRole('listitem', { name: 'Голф 7' });
    expect(within(card).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(card).getByRole('radio', { name: 'Друга причина (напишете)' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Друга причина (напишете)' }), { target: { value: 'Се продава оружје' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Одбиј' }));
    await waitFor(() => expect(services.http.calls.find((call) => call.path === '/api/admin/listings/41/moderate')?.payload).toEqual({ decision: 'reject', reason: 'Се продава оружје' }));
  });

  it.each([
    ['Верификации', 'Нема ништо за одлучување.'],
    ['Огласи на модерација', 'Нема ништо за одлучување.'],
    ['Пријави', 'Нема ништо за одлучување.'],
    ['Дневник', 'Дневникот е празен.'],
  ])('says so when the %s tab is empty', async (tab, text) => {
    renderApp('/admin', adminServices([]));
    fireEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
    expect(within(screen.getByRole('tabpanel')).getByText(text)).toBeInTheDocument();
  });
});
