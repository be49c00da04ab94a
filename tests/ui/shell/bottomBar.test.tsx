import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderShell } from '../support/render';
import { createTestServices } from '../support/services';

const bar = () => screen.getByRole('navigation', { name: 'Главна навигација' });
const location = () => screen.getByTestId('location').textContent;

function loggedInServices() {
  const services = createTestServices();
  services.session.logIn({ id: 7, full_name: 'Ана Петровска' });
  return services;
}

describe('mobile bottom bar (docs/product/browsing.md)', () => {
  it('has the five items in order', () => {
    renderShell('/');
    expect(Array.from(bar().querySelectorAll('a, button')).map((item) => item.textContent)).toEqual(['Почетна', 'Пораки', 'Објави', 'Пребарај', 'Мени']);
  });

  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows the unread badge for %i as %s', (count, text) => {
    renderShell('/', { services: loggedInServices(), chat: { available: true, unreadCount: count, open: vi.fn() } });
    const badge = within(bar()).queryByTestId('bottom-bar-badge');
    if (text === null) expect(badge).toBeNull();
    else expect(badge).toHaveTextContent(text);
  });

  it.each(['Пораки', 'Објави', 'Мени'])('sends a logged-out visitor pressing %s to /korisnik/najava', (label) => {
    renderShell('/oglasi/prebaruvanje');
    fireEvent.click(within(bar()).getByText(label));
    expect(location()).toBe('/korisnik/najava');
  });

  it('keeps home and search public for logged-out visitors: Пребарај opens the search sheet (docs/product/browsing.md "Search everywhere")', async () => {
    renderShell('/korisnik/registracija');
    const search = within(bar()).getByRole('link', { name: 'Пребарај' });
    expect(search).toHaveAttribute('href', '/oglasi/prebaruvanje');
    fireEvent.click(search);
    const sheet = await screen.findByRole('dialog', { name: 'Пребарување' });
    expect(within(sheet).getByRole('combobox', { name: 'Пребарај огласи' })).toHaveFocus();
    expect(location()).toBe('/korisnik/registracija');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Затвори' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(bar()).getByText('Почетна'));
    expect(location()).toBe('/');
  });

  it('opens the chat for a logged-in user', () => {
    const open = vi.fn();
    renderShell('/', { services: loggedInServices(), chat: { available: true, unreadCount: 0, open } });
    fireEvent.click(within(bar()).getByText('Пораки'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('takes a logged-in user to the create-listing page with Објави', () => {
    renderShell('/', { services: loggedInServices() });
    fireEvent.click(within(bar()).getByText('Објави'));
    expect(location()).toBe('/korisnik/oglas');
  });

  it('opens the user menu with Мени for a logged-in user', async () => {
    renderShell('/', { services: loggedInServices() });
    fireEvent.click(within(bar()).getByText('Мени'));
    // The drawer's code is fetched on its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Кориснички мени' });
    expect(within(dialog).getByRole('group', { name: 'Мои огласи' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Профил и верификација' })).toBeInTheDocument();
    const items = within(dialog).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['Мои огласи', 'Додади оглас', 'Зачувани огласи']);
    expect(items).toEqual(expect.arrayContaining(['Пораки', 'Промовирај оглас', 'Трансакции', 'Наплата', 'Мој профил', 'Верификација']));
    expect(items.at(-1)).toBe('Одјава');
  });
});
