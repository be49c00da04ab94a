import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderShell } from '../support/render';
import { createTestServices, LOGGED_OUT } from '../support/services';
import type { SessionUser } from '../../../core';

const banner = () => screen.getByRole('banner');

/** Each group of the menu: its accessible name and its items' texts. */
function menuGroups(menu: HTMLElement): [string, string[]][] {
  return within(menu)
    .getAllByRole('group')
    .map((group) => [group.getAttribute('aria-label') ?? document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '', Array.from(group.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent ?? '')]);
}

function withUser(user: SessionUser) {
  const services = createTestServices();
  services.session.logIn(user);
  return services;
}

describe('header (docs/product/accounts.md)', () => {
  it('hides the logo on home and shows it linking to / elsewhere', () => {
    renderShell('/');
    expect(within(banner()).queryByRole('link', { name: 'Огласи – Почетна' })).toBeNull();
  });

  it('shows the logo on other pages', () => {
    renderShell('/oglasi/prebaruvanje');
    expect(within(banner()).getByRole('link', { name: 'Огласи – Почетна' })).toHaveAttribute('href', '/');
  });

  it('shows no controls until the session has loaded', () => {
    const services = createTestServices();
    services.session.set({ ...LOGGED_OUT, sessionLoaded: false });
    renderShell('/', { services });
    expect(within(banner()).queryByRole('button')).toBeNull();
    act(() => services.session.set({ sessionLoaded: true }));
    expect(within(banner()).getByRole('button', { name: 'Најава' })).toBeInTheDocument();
  });

  it('shows only the user button to an anonymous visitor', () => {
    renderShell('/oglasi/prebaruvanje', { chat: { available: false, unreadCount: 0, open: vi.fn() } });
    expect(within(banner()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Најава']);
  });

  it('shows the bell only to a logged-in user and the chat button only when a chat socket exists', async () => {
    const services = withUser({ id: 1, full_name: 'Марко Николов' });
    const { unmount } = renderShell('/oglasi/prebaruvanje', { services });
    // The bell's code comes on demand for a signed-in user (a visitor never downloads it).
    expect(await within(banner()).findByRole('button', { name: 'Известувања' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /Пораки/ })).toBeNull();
    unmount();
    renderShell('/oglasi/prebaruvanje', { services, chat: { available: true, unreadCount: 12, open: vi.fn() } });
    const chat = within(banner()).getByRole('button', { name: 'Пораки, 12 непрочитани' });
    expect(chat).toHaveTextContent('9+');
  });

  it.each<[string, SessionUser, string]>([
    ['the first word of display_name', { id: 1, full_name: 'Ана Петровска', user_meta: { display_name: 'Ана Маркова' } }, 'Здраво, Ана'],
    ['the first word of full_name', { id: 1, full_name: 'Марко Николов', user_meta: { display_name: '  ' } }, 'Здраво, Марко'],
    ['Корисник without names', { id: 1, full_name: null, user_meta: null }, 'Здраво, Корисник'],
  ])('greets with %s', (_case, user, greeting) => {
    renderShell('/oglasi/prebaruvanje', { services: withUser(user) });
    expect(within(banner()).getByRole('button', { name: greeting })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to login with redirectPath, but not from home', () => {
    const first = renderShell('/oglasi/kategorija/vozila?page=2');
    fireEvent.click(within(banner()).getByRole('button', { name: 'Најава' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/korisnik/najava?redirectPath=%2Foglasi%2Fkategorija%2Fvozila%3Fpage%3D2');
    first.unmount();
    renderShell('/');
    fireEvent.click(within(banner()).getByRole('button', { name: 'Најава' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/korisnik\/najava$/);
  });
});

describe('user dropdown (docs/product/accounts.md)', () => {
  // The dropdown's links come with their own chunk (ui/shell/UserButton.tsx): the menu shows once it is there.
  async function openDropdown() {
    const services = withUser({ id: 1, full_name: 'Ана Петровска' });
    const view = renderShell('/oglasi/prebaruvanje', { services });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Здраво, Ана' }));
    await within(banner()).findByRole('menu');
    return { ...view, services };
  }

  it('lists every signed-in destination in named groups, without home in the header variant', async () => {
    await openDropdown();
    const menu = within(banner()).getByRole('menu');
    // The saved searches and the balance come with chunks of their own.
    await within(menu).findByRole('menuitem', { name: 'Зачувани пребарувања' });
    await within(menu).findByRole('menuitem', { name: /^Кредити/ });
    expect(menuGroups(menu)).toEqual([
      ['Мои огласи', ['Мои огласи', 'Додади оглас', 'Зачувани огласи', 'Зачувани пребарувања']],
      ['Пораки', ['Пораки']],
      ['Промоции и кредити', ['Промовирај оглас', expect.stringMatching(/^Кредити/), 'Трансакции', 'Наплата']],
      ['Профил и верификација', ['Мој профил', 'Верификација']],
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Пораки' })).toHaveAttribute('href', '/korisnik/inbox');
    expect(within(menu).getByRole('menuitem', { name: 'Трансакции' })).toHaveAttribute('href', '/korisnik/transakcii');
    expect(within(menu).getByRole('menuitem', { name: 'Наплата' })).toHaveAttribute('href', '/korisnik/naplata');
    expect(within(menu).getByRole('menuitem', { name: 'Верификација' })).toHaveAttribute('href', '/korisnik/verifikuvaj-profil');
    expect(within(menu).getByRole('menuitem', { name: 'Зачувани пребарувања' })).toHaveAttribute('href', '/korisnik/zachuvani-prebaruvanja');
    expect(within(menu).getAllByRole('menuitem').at(-1)).toHaveTextContent('Одјава');
    expect(within(menu).queryByRole('menuitem', { name: 'Почетна' })).toBeNull();
  });

  it('closes on an outside click', async () => {
    await openDropdown();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open on a click inside', async () => {
    await openDropdown();
    fireEvent.mouseDown(within(banner()).getByRole('menu'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('gives an admin, and only an admin, the moderation console in the menu', async () => {
    const services = withUser({ id: 9, full_name: 'Администратор Огласи', role: 'admin' });
    renderShell('/oglasi/prebaruvanje', { services });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Здраво, Администратор' }));
    expect(await within(banner()).findByRole('menuitem', { name: 'Модерација' })).toHaveAttribute('href', '/admin');
    expect(within(banner()).getByRole('group', { name: 'Администрација' })).toContainElement(within(banner()).getByRole('menuitem', { name: 'Модерација' }));
  });

  it('gives no one else the moderation group', async () => {
    await openDropdown();
    expect(within(banner()).queryByRole('group', { name: 'Администрација' })).toBeNull();
    expect(within(banner()).queryByRole('menuitem', { name: 'Модерација' })).toBeNull();
  });

  it('closes on a route change', async () => {
    const { router } = await openDropdown();
    await act(() => router.navigate('/oglasi/kategorija/vozila'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when a link in it is followed', async () => {
    await openDropdown();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Мои огласи' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/korisnik/moi-oglasi');
  });

  it('logs out through the session', async () => {
    const { services } = await openDropdown();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Одјава' }));
    expect(services.session.logout).toHaveBeenCalledTimes(1);
  });

  it('does not open for an anonymous visitor', () => {
    renderShell('/oglasi/prebaruvanje');
    fireEvent.click(within(banner()).getByRole('button', { name: 'Најава' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
