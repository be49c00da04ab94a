import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './support/render';
import { createTestServices, type TestServices } from './support/services';

function renderAt(path: string, services: TestServices = createTestServices()) {
  return renderApp(path, services).router;
}

describe('app routes (docs/product/browsing.md)', () => {
  it('hides the logo on home', () => {
    renderAt('/');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Огласи – Почетна' })).toBeNull();
  });

  it('shows the copyright year from the injected clock', async () => {
    renderAt('/');
    // The footer is a shell part of its own (ui/shell/AppShell.tsx): it comes a moment after the shell.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2026 Огласи. Сите права се задржани.');
  });

  it('shows the six footer fallback links when the menus call gives nothing', async () => {
    renderAt('/nema/takva/strana');
    const footer = await screen.findByRole('contentinfo');
    for (const [text, href] of [
      ['Услови на користење', '/info/uslovi-na-koristenje'],
      ['Правила за поставување огласи', '/info/pravila-za-postavuvanje-oglasi'],
      ['Правила за приватност', '/info/pravila-za-privatnost'],
      ['Банер огласување', '/info/baner-oglasuvanje'],
      ['Често поставувани прашања', '/info/cesto-postavuvani-prasanja'],
      ['Начини на плаќање', '/info/nachini-na-plakanje'],
    ]) {
      expect(await within(footer).findByRole('link', { name: text })).toHaveAttribute('href', href);
    }
  });

  it('shows the menus the server returns', async () => {
    const services = createTestServices({
      footerMenus: { load: async () => ({ loading: false, usedFallback: false, columns: [[{ slug: 'za-nas', title: 'За нас', href: '/info/za-nas' }], [{ slug: 'kontakt', title: 'Контакт', href: '/info/kontakt' }]] }) },
    });
    renderAt('/nema/takva/strana', services);
    expect(await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'За нас' })).toHaveAttribute('href', '/info/za-nas');
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Услови на користење' })).toBeNull();
  });

  it.each([
    ['/korisnik/boost', 'Промовирај оглас'],
    ['/korisnik/dodadi-krediti', 'Додади кредити'],
    ['/korisnik/transakcii', 'Трансакции'],
    ['/korisnik/naplata', 'Наплата'],
    ['/korisnik/boost/rezultat/8a1e2a52-7f4e-4a53-9b7e-0d1c1f2e3a4b', 'Промоција'],
    ['/korisnik/dodadi-krediti/rezultat/8a1e2a52-7f4e-4a53-9b7e-0d1c1f2e3a4b', 'Додавање кредити'],
  ])('%s is a real money screen for a signed-in user, not the coming-soon page (issue 21)', async (path, title) => {
    const services = createTestServices();
    services.session.logIn({ id: 2, full_name: 'Ана Петровска' });
    renderAt(path, services);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Плаќања и кредити' })).toBeInTheDocument();
    expect(screen.queryByText('Наскоро')).toBeNull();
    expect(screen.queryByText('Страницата не е пронајдена')).toBeNull();
  });

  it('sends an anonymous visitor from the boost screen to login, with the listing kept in redirectPath', async () => {
    const router = renderAt('/korisnik/boost?listing=12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/korisnik/najava'));
    expect(new URLSearchParams(router.state.location.search).get('redirectPath')).toBe('/korisnik/boost?listing=12');
  });

  it.each([
    ['/korisnik/registracija', 'Регистрација'],
    ['/korisnik/aktivacija', 'Активација на профилот'],
    ['/korisnik/nova-lozinka', 'Нова лозинка'],
    ['/korisnik/zaboravena-lozinka', 'Заборавена лозинка'],
    ['/korisnik/verifikuvaj-profil', 'Верификувај профил'],
  ])('%s is a real screen, neither coming-soon nor not-found', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Наскоро')).toBeNull();
    expect(screen.queryByText('Страницата не е пронајдена')).toBeNull();
  });

  it.each(['/korisnik/moj-profil', '/korisnik/naplata', '/korisnik/oglas', '/korisnik/transakcii', '/korisnik/dodadi-krediti'])(
    'sends an anonymous visitor from %s to login with redirectPath',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/korisnik/najava'));
      expect(new URLSearchParams(router.state.location.search).get('redirectPath')).toBe(path);
    },
  );

  it('lets a logged-in user into a protected page (my listings, a screen of its own)', async () => {
    const services = createTestServices();
    services.session.logIn({ id: 2, full_name: 'Марко Николов' });
    renderAt('/korisnik/moi-oglasi', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои огласи' })).toBeInTheDocument();
    expect(screen.queryByText('Наскоро')).toBeNull();
  });

  it('gives a logged-in user the listing wizard at /korisnik/oglas (no longer coming soon)', async () => {
    const services = createTestServices();
    services.session.logIn({ id: 2, full_name: 'Марко Николов' });
    renderAt('/korisnik/oglas', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Објави оглас' })).toBeInTheDocument();
    expect(screen.queryByText('Наскоро')).toBeNull();
  });

  it('shows the not-found page for an unknown path: heading, text, search box, the way home', async () => {
    renderAt('/nema/takva/strana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страницата не е пронајдена' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Страницата што ја барате не постои или е отстранета. Пребарајте огласи или изберете категорија.')).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox', { name: 'Пребарај огласи' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Назад на почетна' })).toHaveAttribute('href', '/');
  });
});
