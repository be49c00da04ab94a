import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpFailures } from '../../fakes';
import { renderApp } from '../support/render';
import { detailWire, sellerWire, summaryWire } from '../support/fixtures';
import { createTestServices } from '../support/services';
import { verifiedBadgeSize } from '../../../core';

const PATH = '/oglas/golf-7-16-tdi-5';

function listingServices(overrides: Record<string, unknown> = {}) {
  const services = createTestServices();
  services.http
    .on('GET', '/api/oglasi/listing/golf-7-16-tdi-5', { status: 'success', data: detailWire(overrides) })
    .on('GET', '/api/oglasi/listing-id/5/similar', { status: 'success', data: [summaryWire(8), summaryWire(9)] })
    .on('POST', '/api/oglasi/listing-id/5/view', { status: 'success', views: 11 })
    .on('POST', '/api/reports', { status: 'success' });
  return services;
}

async function renderListing(services = listingServices()) {
  const view = renderApp(PATH, services);
  await screen.findByRole('heading', { level: 1, name: 'Голф 7 1.6 TDI 5' });
  return view;
}

describe('listing page', () => {
  it('shows the docs/product/listing-page.md fields', async () => {
    await renderListing();
    expect(screen.getByText('8.500 €')).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Детали' }).closest('section')!;
    for (const [label, value] of [
      ['Категорија', 'Возила › Автомобили'],
      ['Марка', 'Volkswagen'],
      ['Модел', 'Golf 7'],
      ['Локација', 'Скопје, Скопски регион, Македонија'],
      ['Огласувач', 'Приватно лице'],
    ] as const) {
      expect(within(details).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    // The description is text: markup in it is shown, never interpreted.
    expect(screen.getByText(/<b>Без<\/b> удари/)).toBeInTheDocument();
    expect(screen.getByTitle(/Видео/)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it("shows 'По Договор' for a by-agreement listing", async () => {
    await renderListing(listingServices({ price: null, price_type: 'agreement' }));
    expect(screen.getAllByText('По Договор').length).toBeGreaterThan(0);
  });

  it('emits view_item once and counts the view', async () => {
    const services = listingServices();
    await renderListing(services);
    await waitFor(() => expect(services.analytics.viewItem).toHaveBeenCalledTimes(1));
    expect(services.analytics.viewItem).toHaveBeenCalledWith(expect.objectContaining({ id: 5, title: 'Голф 7 1.6 TDI 5', price: 8500 }));
    await waitFor(() => expect(services.http.calls.some((call) => call.method === 'POST' && call.path === '/api/oglasi/listing-id/5/view')).toBe(true));
  });

  it('offers phone, WhatsApp and Viber with safe links, each a generate_lead; the number reads as in North Macedonia', async () => {
    const services = listingServices();
    await renderListing(services);
    // Beside the gallery: the number written out, grouped ('070 123 456' typed by the seller).
    const phone = screen.getByRole('link', { name: 'Јави се +389 70 123 456' });
    expect(phone).toHaveAttribute('href', 'tel:+38970123456');
    const beside = phone.parentElement!;
    expect(within(beside).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/38972444555');
    expect(within(beside).getByRole('link', { name: 'Viber' })).toHaveAttribute('href', 'viber://chat?number=%2B38971222333');
    fireEvent.click(phone);
    fireEvent.click(within(beside).getByRole('link', { name: 'Viber' }));
    expect(services.analytics.generateLead).toHaveBeenNthCalledWith(1, expect.objectContaining({ id: 5 }), 'phone');
    expect(services.analytics.generateLead).toHaveBeenNthCalledWith(2, expect.objectContaining({ id: 5 }), 'viber');
  });

  it("the phone's contact bar calls, and keeps WhatsApp and Viber behind '⋯' (a disclosure)", async () => {
    const services = listingServices();
    await renderListing(services);
    const bar = screen.getByRole('region', { name: 'Контакт со продавачот' });
    expect(within(bar).getByRole('link', { name: 'Јави се' })).toHaveAttribute('href', 'tel:+38970123456');
    const more = within(bar).getByRole('button', { name: 'Други начини за контакт' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(bar).getByRole('link', { name: 'WhatsApp' }));
    expect(services.analytics.generateLead).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }), 'whatsapp');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  });

  it("the owner sees their listing's status and the actions of my listings instead of a buyer's", async () => {
    const services = listingServices();
    services.session.logIn({ id: sellerWire.id, full_name: sellerWire.full_name });
    services.http.on('POST', '/api/oglasi/manage/5/archive', { status: 'success' });
    await renderListing(services);
    const bar = await screen.findByRole('region', { name: 'Вашиот оглас' });
    expect(within(bar).getByText('Статус: Активен')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Уреди' })).toHaveAttribute('href', '/korisnik/oglas/5');
    expect(within(bar).getByRole('link', { name: 'Статистика' })).toHaveAttribute('href', '/korisnik/moi-oglasi/statistika/5');
    expect(within(bar).getByRole('link', { name: 'Промовирај' })).toHaveAttribute('href', '/korisnik/boost?listing=5');
    // No buyer controls on one's own listing: no save, report, call, chat or contact bar.
    for (const name of ['Зачувај: Голф 7 1.6 TDI 5', 'Пријави']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: /Јави се/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Контакт со продавачот' })).toBeNull();
    // Archive asks first (my listings' own question), then sends the action and reads the listing again.
    const reads = () => services.http.calls.filter((call) => call.method === 'GET' && call.path === '/api/oglasi/listing/golf-7-16-tdi-5').length;
    const before = reads();
    // The actions come with the selling use case, loaded on demand: the button is disabled until then, and a click
    // on it would do nothing (on a loaded machine the click came first and the dialog never opened).
    const archive = await within(bar).findByRole('button', { name: 'Архивирај' });
    await waitFor(() => expect(archive).toBeEnabled());
    fireEvent.click(archive);
    const dialog = await screen.findByRole('dialog', { name: 'Архивирај' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Потврди' }));
    await waitFor(() => expect(services.http.calls.some((call) => call.method === 'POST' && call.path === '/api/oglasi/manage/5/archive')).toBe(true));
    await waitFor(() => expect(services.notifier.texts('success')).toContain('Огласот е архивиран.'));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('sets the title, meta description (truncated text) and Open Graph tags', async () => {
    await renderListing();
    await waitFor(() => expect(document.title).toBe('Голф 7 1.6 TDI 5 — 8.500 € | Огласи'));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toBe('Одличен автомобил, прва рака. Сервисна книшка, гаражиран. Без удари.');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain('/media/golf-5-a-1488.webp');
  });

  it('shares by copying the link and offering the networks when the Web Share API is absent', async () => {
    const services = listingServices();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderListing(services);
    fireEvent.click(screen.getByRole('button', { name: 'Сподели' }));
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/);
    fireEvent.click(screen.getByRole('button', { name: 'Копирај линк' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/oglas\/golf-7-16-tdi-5$/)));
    expect(services.analytics.share).toHaveBeenCalledWith('copy_link', 5);
    expect(services.notifier.texts('success')).toContain('Линкот е копиран');
  });

  it('uses the Web Share API where present', async () => {
    const services = listingServices();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await renderListing(services);
    fireEvent.click(screen.getByRole('button', { name: 'Сподели' }));
    await waitFor(() => expect(services.analytics.share).toHaveBeenCalledWith('native', 5));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Голф 7 1.6 TDI 5' }));
    delete (navigator as { share?: unknown }).share;
  });

  it('prints with the browser print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderListing();
    fireEvent.click(screen.getByRole('button', { name: 'Печати' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('asks an anonymous visitor to log in before reporting', async () => {
    await renderListing();
    fireEvent.click(screen.getByRole('button', { name: 'Пријави' }));
    const dialog = screen.getByRole('dialog', { name: 'Пријави оглас' });
    expect(within(dialog).getByText('Само најавени корисници можат да пријават оглас.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Најави се' })).toHaveAttribute('href', '/korisnik/najava?redirectPath=%2Foglas%2Fgolf-7-16-tdi-5');
  });

  it('lets a logged-in user report with one of the five types', async () => {
    const services = listingServices();
    services.session.logIn({ id: 3, full_name: 'Марко Николов' }, 'tok');
    await renderListing(services);
    fireEvent.click(screen.getByRole('button', { name: 'Пријави' }));
    const dialog = screen.getByRole('dialog', { name: 'Пријави оглас' });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Лажен оглас',
      'Лажни или украдени фотографии',
      'Погрешна цена или манипулација со цената',
      'Измама',
      'Неточни информации во огласот',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Испрати пријава' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Полето Причина е задолжително');
    expect(within(dialog).getByRole('group', { name: 'Причина' })).toHaveAccessibleDescription('Полето Причина е задолжително');
    expect(services.notifier.texts('error')).toContain('Полето Причина е задолжително');
    // Choosing a reason fixes it: the error goes at once, before anything is sent again.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Измама' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('Полето Причина е задолжително')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Измама' })).not.toHaveAttribute('aria-invalid');
    expect(services.notifier.dismissed).toEqual([services.notifier.toasts.find((toast) => toast.text === 'Полето Причина е задолжително')?.id]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Испрати пријава' }));
    await waitFor(() => expect(services.notifier.texts('success')).toContain('Пријавата е испратена. Ви благодариме!'));
    expect(services.http.calls.find((call) => call.path === '/api/reports')?.payload).toEqual({ listing_id: 5, type: 'fraud', message: '' });
  });

  it('saves to favourites through the Favourites use case', async () => {
    const services = listingServices();
    await renderListing(services);
    fireEvent.click(screen.getByRole('button', { name: 'Зачувај' }));
    await waitFor(() => expect(services.favourites.toggle).toHaveBeenCalledWith(5, expect.objectContaining({ id: 5, title: 'Голф 7 1.6 TDI 5' })));
  });

  it('shows the seller with the verified badge, 24 px on the 72 px avatar', async () => {
    await renderListing();
    const seller = screen.getByRole('region', { name: 'Продавач' });
    expect(within(seller).getByText(sellerWire.full_name)).toBeInTheDocument();
    expect(within(seller).getByRole('img', { name: 'Верификуван корисник' })).toHaveAttribute('data-size', '24');
    expect(within(seller).getByRole('link', { name: 'Сите огласи од продавачот' })).toHaveAttribute('href', '/oglasi/korisnik/ana-petrovska-11');
  });

  it('sizes the verified badge by the avatar width (docs/product/trust.md)', () => {
    expect(verifiedBadgeSize(64)).toBe(16);
    expect(verifiedBadgeSize(52)).toBe(16);
    expect(verifiedBadgeSize(65)).toBe(24);
    expect(verifiedBadgeSize(168)).toBe(24);
  });

  it('shows the not-found page for an unknown listing', async () => {
    const services = createTestServices();
    services.http.on('GET', '/api/oglasi/listing/nema', httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404));
    renderApp('/oglas/nema', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страницата не е пронајдена' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('a listing that is gone (410) says so and offers similar listings and a way on', async () => {
    const services = createTestServices();
    services.http
      .on('GET', '/api/oglasi/listing/golf-7-16-tdi-5', httpFailures.serverBody({ status: 'error', messageId: 'gone.title', data: { id: 5 } }, 410))
      .on('GET', '/api/oglasi/listing-id/5/similar', { status: 'success', data: [summaryWire(8), summaryWire(9)] });
    renderApp(PATH, services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Огласот повеќе не е достапен' })).toBeInTheDocument();
    expect(screen.getByText('Продавачот го отстрани огласот или му истече рокот. Погледнете слични огласи или пребарајте повторно.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Пребарај огласи' })).toHaveAttribute('href', '/oglasi/prebaruvanje');
    const similar = await screen.findByRole('heading', { level: 2, name: 'Слични огласи' });
    await waitFor(() => expect(within(similar.closest('section')!).getAllByRole('link').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the page-load error with retry on other failures', async () => {
    const services = listingServices();
    services.http.once('GET', '/api/oglasi/listing/golf-7-16-tdi-5', httpFailures.timeout());
    renderApp(PATH, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Обиди се повторно' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Голф 7 1.6 TDI 5' })).toBeInTheDocument();
  });
});
