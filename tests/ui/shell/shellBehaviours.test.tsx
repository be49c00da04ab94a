import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../support/render';
import { createTestServices, LOGGED_OUT } from '../support/services';
import { SCROLL_STORAGE_PREFIX } from '../../../ui/shell/ScrollMemory';

afterEach(() => vi.restoreAllMocks());

const NONCE = 'n'.repeat(43);

/** `offered`: the server's providers answer names a one-tap client (decision 158: the server's configuration decides). */
function oneTapServices(offered = true) {
  const oneTap = { prompt: vi.fn(), cancel: vi.fn() };
  const services = createTestServices({ oneTap, config: { smsLogin: false, socialProviders: [], nativeWrapper: false } });
  const one_tap = offered ? { client_id: 'client-1', script: '/api/test-oidc/gsi/client' } : null;
  services.http.on('GET', '/api/auth/providers', { status: 'success', data: { email: true, sms: true, google: offered, facebook: false, apple: false, one_tap } });
  services.http.on('POST', '/api/auth/social/google/nonce', { status: 'success', nonce: NONCE });
  return { services, oneTap };
}

/** The prompt waits for the server's answer on providers (a dynamic import and a call): let them settle. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('one-tap sign-in prompt (docs/product/accounts.md: 2 s after load)', async () => {
  it('prompts a logged-out visitor after 2 s and hands the credential to the session', async () => {
    const { services, oneTap } = oneTapServices();
    renderShell('/oglasi/prebaruvanje', { services });
    await settle(); // the prompt's code is fetched for a logged-out visitor
    act(() => services.clock.advanceSync(1_999));
    await settle();
    expect(oneTap.prompt).not.toHaveBeenCalled();
    act(() => services.clock.advanceSync(1));
    await vi.waitFor(() => expect(oneTap.prompt).toHaveBeenCalledTimes(1));
    expect(oneTap.prompt.mock.calls[0]![0]).toEqual({ clientId: 'client-1', script: '/api/test-oidc/gsi/client', nonce: NONCE });
    const onCredential = oneTap.prompt.mock.calls[0]![1] as (credential: string) => void;
    onCredential('header.payload.signature');
    expect(services.session.loginWithGoogleOneTap).toHaveBeenCalledWith('header.payload.signature');
  });

  it.each(['/korisnik/najava', '/korisnik/registracija'])('never prompts on %s', async (path) => {
    const { services, oneTap } = oneTapServices();
    renderShell(path, { services });
    await settle(); // the prompt's code is fetched for a logged-out visitor
    act(() => services.clock.advanceSync(5_000));
    expect(oneTap.prompt).not.toHaveBeenCalled();
  });

  it('does not prompt when the server offers no one-tap (no Google configured)', async () => {
    const { services, oneTap } = oneTapServices(false);
    renderShell('/', { services });
    await settle(); // the prompt's code is fetched for a logged-out visitor
    act(() => services.clock.advanceSync(5_000));
    await settle();
    await vi.waitFor(() => expect(services.http.callsTo('GET', '/api/auth/providers')).toHaveLength(1));
    await settle();
    expect(oneTap.prompt).not.toHaveBeenCalled();
  });

  it('does not prompt a logged-in user', async () => {
    const { services, oneTap } = oneTapServices();
    services.session.logIn({ id: 1 });
    renderShell('/', { services });
    await settle(); // the prompt's code is fetched for a logged-out visitor
    act(() => services.clock.advanceSync(5_000));
    expect(oneTap.prompt).not.toHaveBeenCalled();
  });

  it('waits for the session to load before counting', async () => {
    const { services, oneTap } = oneTapServices();
    services.session.set({ ...LOGGED_OUT, sessionLoaded: false });
    renderShell('/', { services });
    await settle(); // the prompt's code is fetched for a logged-out visitor
    act(() => services.clock.advanceSync(5_000));
    await settle();
    expect(oneTap.prompt).not.toHaveBeenCalled();
    act(() => services.session.set({ sessionLoaded: true }));
    act(() => services.clock.advanceSync(2_000));
    await vi.waitFor(() => expect(oneTap.prompt).toHaveBeenCalledTimes(1));
  });
});

describe('scroll position per path (docs/product/browsing.md)', () => {
  it('restores the stored position when coming back to a path, and starts a new path at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const services = createTestServices();
    services.storage.set(`${SCROLL_STORAGE_PREFIX}/oglasi/kategorija/vozila`, '640');
    const { router } = renderShell('/oglasi/prebaruvanje', { services });
    await act(() => router.navigate('/oglasi/kategorija/vozila'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('stores the position of the current path while scrolling', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const services = createTestServices();
    renderShell('/oglasi/kategorija/vozila', { services });
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 321, configurable: true });
      fireEvent.scroll(window);
    });
    expect(services.storage.get(`${SCROLL_STORAGE_PREFIX}/oglasi/kategorija/vozila`)).toBe('321');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

/** jsdom's TouchEvent does not take plain touch lists: a plain event carrying `touches` is enough here. */
function touch(type: 'touchstart' | 'touchmove' | 'touchend', clientY: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientY }] });
  window.dispatchEvent(event);
}

describe('pull to refresh (docs/product/browsing.md: 80 px, native wrapper only)', () => {
  function pull(distance: number) {
    touch('touchstart', 100);
    touch('touchmove', 100 + distance);
    touch('touchend', 100 + distance);
  }

  // Inside the wrapper the shell fetches the pull-to-refresh code: let that land.
  async function renderInWrapper() {
    const services = createTestServices({ config: { smsLogin: false, socialProviders: [], nativeWrapper: true } });
    renderShell('/', { services });
    await act(async () => {
      await import('../../../ui/shell/PullToRefresh');
    });
  }

  it('reloads after a pull of more than 80 px inside the wrapper, not at 80', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true, writable: true });
    await renderInWrapper();
    act(() => pull(80));
    expect(reload).not.toHaveBeenCalled();
    act(() => pull(81));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the pull hint while pulling', async () => {
    await renderInWrapper();
    act(() => {
      touch('touchstart', 0);
      touch('touchmove', 40);
    });
    expect(screen.getByText('Повлечете за освежување')).toBeInTheDocument();
    act(() => {
      touch('touchmove', 120);
    });
    expect(screen.getByText('Пуштете за освежување')).toBeInTheDocument();
  });

  it('does nothing in a normal browser', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true, writable: true });
    renderShell('/');
    act(() => pull(200));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('back to top (docs/product/browsing.md Footer)', () => {
  // jsdom has no matchMedia: give it one to spy on.
  const reducedMotion = (reduce: boolean) => {
    if (typeof window.matchMedia !== 'function') Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: () => ({ matches: false }) });
    // A whole MediaQueryList: the shell listens to its queries (the toasts' place follows the phone breakpoint).
    return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
  };

  it('scrolls smoothly to the top', async () => {
    reducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell('/oglasi/prebaruvanje');
    fireEvent.click(await screen.findByRole('button', { name: 'Назад на врв' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without the glide when the reader prefers reduced motion', async () => {
    reducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell('/oglasi/prebaruvanje');
    fireEvent.click(await screen.findByRole('button', { name: 'Назад на врв' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
