import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NEVER } from 'rxjs';
import type { Money } from '../../../core';
import { renderApp } from '../support/render';
import { createTestServices, type TestServices } from '../support/services';

// The money screens over the real core use cases and fake ports (issue 21): what each renders, how a problem is tied
// to its field, and that every outcome is a toast.

const PACKAGES = {
  status: 'success',
  data: [
    { code: 'top-3', kind: 'top', days: 3, price_mkd: 150, price_eur_cents: 250 },
    { code: 'showcase-7', kind: 'showcase', days: 7, price_mkd: 1200, price_eur_cents: 1960 },
  ],
};

function signedIn(balance = 0): TestServices {
  const services = createTestServices();
  services.session.logIn({ id: 2, full_name: 'Ана Петровска' });
  services.http.on('GET', '/api/wallet', { status: 'success', balance });
  return services;
}

const entry = (id: number, extra: Record<string, unknown>) => ({
  id, type: 'top_up', amount: 1200, balance_after: 1200, listing_id: null, listing_title: null, package_code: null, payment_id: null, invoice_number: null, created_at: '2026-01-15T10:00:00.000Z', ...extra,
});

describe('the money screens (issue 21)', () => {
  it('the frame: heading, the links between the money screens, the balance as formatPrice writes it', async () => {
    const services = signedIn(12500);
    services.http.on('GET', '/api/wallet/entries', { status: 'success', data: [], current_page: 1, last_page: 1, total: 0 });
    renderApp('/korisnik/transakcii', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Трансакции' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Плаќања и кредити' });
    expect(within(nav).getByRole('link', { name: 'Трансакции' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Наплата' })).toHaveAttribute('href', '/korisnik/naplata');
    expect(await within(nav).findByTestId('wallet-balance')).toHaveTextContent('Состојба: 12.500 ден.');
    expect(await screen.findByText('Сè уште немате трансакции.')).toBeInTheDocument();
  });

  it('the frame: while the money code cannot be fetched, the page-load error with a retry that fetches it again', async () => {
    const services = signedIn();
    let tries = 0;
    services.money = { state$: NEVER, getSnapshot: () => null, load: async (): Promise<Money> => Promise.reject(new Error(`offline ${++tries}`)) };
    renderApp('/korisnik/dodadi-krediti', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Додади кредити' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Обиди се повторно' });
    const before = tries;
    fireEvent.click(retry);
    await waitFor(() => expect(tries).toBeGreaterThan(before));
  });

  it('transactions: type, signed amount and balance after through formatPrice, the listing and the receipt', async () => {
    const services = signedIn(1050);
    services.http.on('GET', '/api/wallet/entries', {
      status: 'success',
      data: [entry(2, { type: 'purchase', amount: -150, balance_after: 1050, listing_id: 12, listing_title: 'Голф 7' }), entry(1, { invoice_number: 'OG-2026-000001' })],
      current_page: 1,
      last_page: 1,
      total: 2,
    });
    renderApp('/korisnik/transakcii', services);
    const table = await screen.findByRole('table', { name: 'Трансакции, страница 1 од 1' });
    const [purchase, topUp] = within(table).getAllByRole('row').slice(1);
    expect(within(purchase!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.any(String), 'Промоција', '-150 ден.', '1.050 ден.', 'Голф 7', '—']);
    expect(within(topUp!).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['Додадени кредити', '+1.200 ден.', '1.200 ден.', '—', 'Сметка OG-2026-000001 (PDF)']);
    expect(within(topUp!).getByRole('link', { name: 'Сметка OG-2026-000001 (PDF)' })).toHaveAttribute('href', '/api/billing/invoices/OG-2026-000001.pdf');
  });

  it('add credits: a custom amount out of range is refused — a toast, and the text tied to the field', async () => {
    const services = signedIn();
    renderApp('/korisnik/dodadi-krediti', services);
    fireEvent.click(await screen.findByRole('radio', { name: 'Друг износ' }));
    const input = screen.getByLabelText('Друг износ (ден.)');
    fireEvent.change(input, { target: { value: '70000' } });
    expect(input).toHaveAccessibleDescription('Од 100 ден. до 60.000 ден. по плаќање.');
    fireEvent.click(screen.getByRole('button', { name: 'Плати' }));
    expect(services.notifier.texts('error')).toEqual(['Изберете износ помеѓу 100 и 60.000 ден.']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Од 100 ден. до 60.000 ден. по плаќање. Изберете износ помеѓу 100 и 60.000 ден.');
    expect(services.http.callsTo('POST', '/api/wallet/top-up')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '1200' } });
    expect(screen.getByRole('button', { name: 'Продолжи кон плаќање (1.200 ден.)' })).toBeInTheDocument();
  });

  it('boost: no package chosen is the catalogue’s package-selection error, as a toast and on the package choice', async () => {
    const services = signedIn(200);
    services.http.on('GET', '/api/promotion/packages', PACKAGES);
    services.http.on('GET', '/api/oglasi/my-listings', { data: { active: [{ id: 12, title: 'Голф 7', slug: 'golf-7-12' }] } });
    renderApp('/korisnik/boost?listing=12', services);
    expect(await screen.findByRole('combobox', { name: 'Оглас за промоција' })).toHaveValue('12');
    fireEvent.click(screen.getByRole('button', { name: 'Плати' }));
    expect(services.notifier.texts('error')).toEqual(['Изберете пакет за промоција.']);
    const packages = screen.getByRole('radiogroup', { name: 'Пакет' });
    expect(packages).toHaveAttribute('aria-invalid', 'true');
    expect(packages).toHaveAccessibleDescription('Изберете пакет за промоција.');

    // The prices as formatPrice writes them (denars, about-euros); 200 denars cover the 150 but not the 1.200.
    const top = screen.getByRole('radio', { name: /^На врвот – 3 дена/ });
    expect(top.closest('label')).toHaveTextContent('150 ден. (околу 2,50 €)');
    fireEvent.click(top);
    expect(packages).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: /^Со кредити/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Со кредити/ })).toHaveAccessibleDescription('Имате 200 ден. на сметката.');
    expect(screen.getByRole('button', { name: 'Плати 150 ден.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Излог на почетната – 7 дена/ }));
    expect(screen.getByRole('radio', { name: /^Со кредити/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Со картичка/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Продолжи кон плаќање (1.200 ден.)' })).toBeInTheDocument();
  });

  it('billing: a wrong tax number is refused — a toast, the text tied to the field, and the focus on it', async () => {
    const services = signedIn();
    services.http.on('GET', '/api/billing', { status: 'success', details: null });
    services.http.on('GET', '/api/billing/invoices', { status: 'success', data: [], current_page: 1, last_page: 1, total: 0 });
    renderApp('/korisnik/naplata', services);
    fireEvent.click(await screen.findByRole('radio', { name: 'Правно лице' }));
    fireEvent.change(screen.getByLabelText('Име на фирмата'), { target: { value: 'Тест ДООЕЛ' } });
    fireEvent.change(screen.getByLabelText('Даночен број (ЕДБ)'), { target: { value: '4030001234562' } });
    fireEvent.change(screen.getByLabelText('Адреса'), { target: { value: 'ул. Македонија 1' } });
    fireEvent.change(screen.getByLabelText('Град'), { target: { value: 'Скопје' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај' }));
    const tax = screen.getByLabelText('Даночен број (ЕДБ)');
    await waitFor(() => expect(tax).toHaveFocus());
    expect(services.notifier.texts('error')).toEqual(['Внесете валиден ЕДБ (13 цифри, по избор со префикс МК).']);
    expect(tax).toHaveAttribute('aria-invalid', 'true');
    expect(tax).toHaveAccessibleDescription('13 цифри; за обврзници за ДДВ со префикс МК. Внесете валиден ЕДБ (13 цифри, по избор со префикс МК).');
    expect(services.http.callsTo('PUT', '/api/billing')).toHaveLength(0);
    expect(await screen.findByText('Сè уште немате сметки.')).toBeInTheDocument();
  });
});
