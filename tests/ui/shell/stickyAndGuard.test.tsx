import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../support/render';
import { createTestServices, LOGGED_OUT } from '../support/services';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('sticky floating controls (docs/product/browsing.md Header, after 50 px)', () => {
  it('appears only after scrolling more than 50 px', () => {
    scrollTo(0);
    renderShell('/oglasi/prebaruvanje');
    expect(screen.queryByTestId('sticky-controls')).toBeNull();
    scrollTo(50);
    expect(screen.queryByTestId('sticky-controls')).toBeNull();
    scrollTo(51);
    expect(screen.getByTestId('sticky-controls')).toBeInTheDocument();
    scrollTo(10);
    expect(screen.queryByTestId('sticky-controls')).toBeNull();
  });

  it('sits higher on listing pages (listing-page class)', () => {
    scrollTo(400);
    renderShell('/oglas/vozila/golf-7-123');
    expect(screen.getByTestId('sticky-controls').className).toContain('listingPage');
    scrollTo(0);
  });

  it('adds home to the menu in the sticky variant', async () => {
    const services = createTestServices();
    services.session.logIn({ id: 3, full_name: 'Ана Петровска' });
    scrollTo(300);
    renderShell('/oglasi/prebaruvanje', { services });
    const sticky = screen.getByTestId('sticky-controls');
    fireEvent.click(sticky.querySelector('button[aria-haspopup="menu"]')!);
    expect((await screen.findAllByRole('menuitem'))[0]).toHaveTextContent('Почетна');
    scrollTo(0);
  });
});

describe('protected routes (docs/product/accounts.md prefixes)', () => {
  it('sends an anonymous visitor to login with the page as redirectPath', () => {
    renderShell('/korisnik/moi-oglasi?tab=draft');
    expect(screen.getByTestId('location')).toHaveTextContent('/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi%3Ftab%3Ddraft');
  });

  it('waits for the session before deciding', () => {
    const services = createTestServices();
    services.session.set({ ...LOGGED_OUT, sessionLoaded: false });
    renderShell('/korisnik/inbox', { services });
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => services.session.logIn({ id: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/korisnik/inbox');
  });

  it('lets public pages through without a session', () => {
    renderShell('/korisnik/boost');
    expect(screen.getByTestId('location')).toHaveTextContent('/korisnik/boost');
  });
});
