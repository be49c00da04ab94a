import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { Subject } from 'rxjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpRequest } from '../../../core';
import { httpFailures } from '../../fakes';
import { renderApp } from '../support/render';
import { categoriesWire, pageWire, statsWire, summaryWire } from '../support/fixtures';
import { createTestServices } from '../support/services';

function homeServices() {
  const services = createTestServices();
  services.http
    .on('GET', '/api/stats/home', statsWire)
    .on('GET', '/api/categories', categoriesWire)
    .on('GET', '/api/oglasi', (request: HttpRequest) => {
      const page = Number((request.payload as { page?: number }).page ?? 1);
      return pageWire([summaryWire(page * 100 + 1), summaryWire(page * 100 + 2)], { page, total: 63, last_page: 3 });
    });
  return services;
}

describe('home (docs/product/README.md)', () => {
  it('shows the four statistics', async () => {
    renderApp('/', homeServices());
    for (const [label, value] of [
      ['Вкупно огласи', '1.534'],
      ['Продавници', '42'],
      ['Нови огласи', '17'],
      ['Регистрирани корисници', '2.310'],
    ] as const) {
      await waitFor(() => expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value));
    }
  });

  it('lists the categories with links to their pages', async () => {
    renderApp('/', homeServices());
    const section = (await screen.findByRole('heading', { name: 'Категории' })).closest('section')!;
    expect(await within(section).findByRole('link', { name: /Возила/ })).toHaveAttribute('href', '/oglasi/kategorija/vozila');
    expect(within(section).getByRole('link', { name: /Недвижности/ })).toHaveAttribute('href', '/oglasi/kategorija/nedviznosti');
  });

  it('shows the newest listings, 21 per page from page 1, with pagination in the URL', async () => {
    const services = homeServices();
    const { router } = renderApp('/', services);
    expect(await screen.findByRole('link', { name: /Голф 7 1.6 TDI 101/ })).toBeInTheDocument();
    expect(services.http.calls.find((call) => call.path === '/api/oglasi')?.payload).toEqual({ sort: 'newest' });
    fireEvent.click(screen.getByRole('link', { name: 'Страница 2' }));
    expect(await screen.findByRole('link', { name: /Голф 7 1.6 TDI 201/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('offers the four sorts and goes back to page 1 on a change', async () => {
    const services = homeServices();
    const { router } = renderApp('/?page=2', services);
    const select = await screen.findByRole('combobox', { name: 'Подреди' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Најнови', 'Најстари', 'Цена: од највисока', 'Цена: од најниска']);
    fireEvent.change(select, { target: { value: 'price_asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    await waitFor(() => expect(services.http.calls.some((call) => JSON.stringify(call.payload) === JSON.stringify({ sort: 'price_asc' }))).toBe(true));
  });

  it('shows the page-load error with a retry that refetches', async () => {
    const services = homeServices();
    services.http.once('GET', '/api/oglasi', httpFailures.general());
    renderApp('/', services);
    const retry = await screen.findByRole('button', { name: 'Обиди се повторно' });
    expect(screen.getByText('Страницата не може да се вчита.')).toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Голф 7 1.6 TDI 101/ })).toBeInTheDocument();
  });

  it('shows the empty state when there are no listings', async () => {
    const services = homeServices();
    services.http.on('GET', '/api/oglasi', pageWire([]));
    renderApp('/', services);
    expect(await screen.findByText('Нема огласи.')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a page-load error, not a crash', async () => {
    const services = homeServices();
    services.http.on('GET', '/api/oglasi', { data: [{ id: 1 }], meta: {} });
    renderApp('/', services);
    expect(await screen.findByText('Страницата не може да се вчита.')).toBeInTheDocument();
  });
});

describe('home: the showcase strip (decision 144)', () => {
  it('shows "Издвоени огласи" above the newest listings when the showcase has listings, highlighted cards tinted', async () => {
    const services = homeServices();
    services.http.on('GET', '/api/oglasi/showcase', { status: 'success', data: [summaryWire(7, { title: 'Издвоен стан', highlighted: true }), summaryWire(8, { title: 'Издвоен велосипед' })] });
    renderApp('/', services);
    const strip = await screen.findByRole('list', { name: 'Издвоени огласи' });
    expect(within(strip).getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual(['Издвоен стан', 'Издвоен велосипед']);
    expect(within(strip).getAllByRole('article')[0]).toHaveClass('highlighted');
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings.indexOf('Издвоени огласи')).toBeLessThan(headings.indexOf('Најнови огласи'));
    expect(headings.indexOf('Издвоени огласи')).toBeGreaterThanOrEqual(0);
  });

  it('ends the showcase with an invitation to sellers, so a short strip has no empty slot', async () => {
    const services = homeServices();
    services.http.on('GET', '/api/oglasi/showcase', { status: 'success', data: [summaryWire(7, { title: 'Издвоен стан' })] });
    renderApp('/', services);
    const strip = await screen.findByRole('list', { name: 'Издвоени огласи' });
    const invite = within(strip).getByRole('link', { name: 'Вашиот оглас може да биде тука Истакнете го вашиот оглас' });
    expect(invite).toHaveAttribute('href', '/korisnik/moi-oglasi');
    expect(within(strip).getAllByRole('listitem').at(-1)).toContainElement(invite);
  });

  it('shows no strip when the showcase is empty, and none (only a log line) when it fails', async () => {
    const empty = homeServices();
    empty.http.on('GET', '/api/oglasi/showcase', { status: 'success', data: [] });
    renderApp('/', empty);
    expect(await screen.findByRole('link', { name: /Голф 7 1.6 TDI 101/ })).toBeInTheDocument();
    await waitFor(() => expect(empty.http.callsTo('GET', '/api/oglasi/showcase')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Издвоени огласи' })).toBeNull();
    expect(empty.logger.all()).toEqual([]);
    cleanup();

    const failing = homeServices();
    failing.http.on('GET', '/api/oglasi/showcase', httpFailures.general());
    renderApp('/', failing);
    expect(await screen.findByRole('link', { name: /Голф 7 1.6 TDI 101/ })).toBeInTheDocument();
    await waitFor(() => expect(failing.logger.all()).toContain('showcase unavailable'));
    expect(screen.queryByRole('heading', { name: 'Издвоени огласи' })).toBeNull();
    expect(screen.queryByText('Страницата не може да се вчита.')).toBeNull();
  });
});

describe("home's hand-off from the server's preview", () => {
  afterEach(() => document.getElementById('boot')?.remove());

  it('keeps the hero preview until the categories are there, so their grid does not push the listings down', async () => {
    const boot = document.createElement('div');
    boot.id = 'boot';
    boot.dataset.until = 'page';
    boot.innerHTML = '<div class="boot-hero"><h1 class="boot-title">Огласи — купувај и продавај во Македонија</h1></div>';
    document.body.prepend(boot);
    const categories = new Subject<unknown>();
    const services = homeServices();
    services.http.on('GET', '/api/categories', () => categories);
    renderApp('/', services);
    await waitFor(() => expect(screen.getByText('Вкупно огласи')).toBeInTheDocument());
    expect(boot.hasChildNodes()).toBe(true);
    act(() => {
      categories.next(categoriesWire);
      categories.complete();
    });
    await waitFor(() => expect(boot.hasChildNodes()).toBe(false));
  });
});
