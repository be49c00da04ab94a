import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MyListingsPage } from '../../../ui/pages/selling/MyListingsPage';
import { Providers } from '../support/render';
import { createTestServices } from '../support/services';
import { addTexts } from '../../../core';
import { sellingMk } from '../../../core/i18n/mk/selling';

// What the selling route's chunk does (app/web/routes.tsx).
addTexts('mk', sellingMk);

const LIST = '/api/oglasi/my-listings';
const listing = (id: number, title: string, extra: Record<string, unknown> = {}) => ({ id, title, slug: `oglas-${id}`, price: 100, currency: 'EUR', views: 3, sold_at: null, ...extra });

function setUp(tab: string, script: (services: ReturnType<typeof createTestServices>) => void) {
  const services = createTestServices();
  script(services);
  render(
    <Providers services={services}>
      <MemoryRouter initialEntries={[`/korisnik/moi-oglasi?tab=${tab}`]}>
        <MyListingsPage />
      </MemoryRouter>
    </Providers>,
  );
  return services;
}

describe('my listings: marking sold (docs/product/trust.md "Reputation", docs/product/selling.md)', () => {
  it("an active row's \"⋯\" offers 'Означи како продадено', which asks first and then archives as sold", async () => {
    let sold = false;
    const services = setUp('active', ({ http }) => {
      http.on('GET', LIST, () => ({ status: 'success', data: sold ? { archived: [listing(1, 'Голф 7', { sold_at: '2026-01-15T10:00:00.000Z' })] } : { active: [listing(1, 'Голф 7')] } }));
      http.on('POST', '/api/oglasi/manage/1/archive', () => {
        sold = true;
        return { status: 'success' };
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Други акции за „Голф 7“' }));
    await userEvent.click(screen.getByRole('button', { name: 'Означи како продадено' }));
    const dialog = screen.getByRole('dialog', { name: 'Означи како продадено' });
    expect(dialog).toHaveTextContent('Да се означи „Голф 7“ како продадено? Огласот ќе се архивира, а вие и купувачот ќе можете да се оцените.');
    expect(services.http.callsTo('POST', '/api/oglasi/manage/1/archive')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Потврди' }));
    expect(services.http.callsTo('POST', '/api/oglasi/manage/1/archive')[0]!.payload).toEqual({ sold: true });
    expect(services.notifier.texts('success')).toEqual(['Огласот е архивиран како продаден. Сега вие и купувачот можете да се оцените.']);
  });

  it("shows 'Продадено' on an archived listing that was sold, not on one only archived", async () => {
    setUp('archived', ({ http }) => http.on('GET', LIST, { status: 'success', data: { archived: [listing(1, 'Голф 7', { sold_at: '2026-01-15T10:00:00.000Z' }), listing(2, 'Пасат')] } }));
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows.find((row) => row.textContent?.includes('Голф 7'))!).getByText('Продадено')).toBeInTheDocument();
    expect(within(rows.find((row) => row.textContent?.includes('Пасат'))!).queryByText('Продадено')).toBeNull();
  });
});
