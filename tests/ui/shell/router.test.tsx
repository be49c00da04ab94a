import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useNavigate } from 'react-router';
import { createAppHistory } from '../../../app/web/app-history';
import { RouterHost } from '../../../app/web/RouterHost';
import { RouteErrorBoundary } from '../../../ui/shell/RouteErrorBoundary';
import { LocationProbe, Providers, renderApp } from '../support/render';
import { createTestServices } from '../support/services';

const memoryHistory = (path = '/') => createMemoryHistory({ initialEntries: [path], v5Compat: true });

describe('the app history (app/web/app-history.ts)', () => {
  it('announces the start of every navigation to every listener: push, replace, back', () => {
    const { history, onNavigationStart } = createAppHistory(memoryHistory('/'));
    const first = vi.fn();
    const second = vi.fn();
    onNavigationStart(first);
    const stopSecond = onNavigationStart(second);
    history.push('/oglasi/prebaruvanje?q=golf');
    history.replace('/oglasi/prebaruvanje?q=stan');
    stopSecond();
    history.go(-1);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(2);
    expect(history.location.pathname).toBe('/');
  });

  it('lets the router listen beside the others (the base history takes one listener only)', () => {
    const { history, onNavigationStart } = createAppHistory(memoryHistory('/'));
    const announced = vi.fn();
    onNavigationStart(announced);
    const routerListener = vi.fn();
    const stopRouter = history.listen(routerListener);
    history.push('/info/uslovi');
    expect(routerListener).toHaveBeenCalledWith(expect.objectContaining({ action: 'PUSH', location: expect.objectContaining({ pathname: '/info/uslovi' }) }));
    expect(announced).toHaveBeenCalledTimes(1);
    stopRouter();
    history.push('/');
    expect(routerListener).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(2);
  });
});

describe('the web app router (app/web/routes.tsx)', () => {
  it('keeps the page on screen while the next page loads, and shows the next page once it has', async () => {
    const { router } = renderApp('/korisnik/najava?redirectPath=%2F', createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Најава' })).toBeInTheDocument();
    act(() => {
      router.navigate('/oglasi/prebaruvanje?q=golf');
    });
    // The search page's code is loaded lazily: the login page stays (no blank page) until it is there.
    expect(router.state.location.pathname).toBe('/oglasi/prebaruvanje');
    expect(screen.getByRole('heading', { level: 1, name: 'Најава' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Пребарување' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Најава' })).toBeNull();
  });

  it('does not lose a navigation made between its first render and its subscription', async () => {
    const { history } = createAppHistory(memoryHistory('/'));
    let redirected = false;
    function RedirectWhileRendering() {
      // A redirect from the session starting can land right here, in the gap of a time-sliced first render.
      if (!redirected) {
        redirected = true;
        history.push('/korisnik/najava');
      }
      return <LocationProbe />;
    }
    render(
      <Providers services={createTestServices()}>
        <RouterHost history={history}>
          <RedirectWhileRendering />
        </RouterHost>
      </Providers>,
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/korisnik/najava');
  });
});

describe('a page that fails (ui/shell/RouteErrorBoundary.tsx)', () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  const NeverArrives = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

  function Links() {
    const navigate = useNavigate();
    return (
      <nav>
        <button onClick={() => navigate('/ok')}>ok</button>
        <button onClick={() => navigate('/broken')}>broken</button>
      </nav>
    );
  }

  function renderAt(path: string) {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers services={createTestServices()}>
        <MemoryRouter initialEntries={[path]}>
          <Links />
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/chunk" element={<NeverArrives />} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </Providers>,
    );
    return quiet;
  }

  it('shows the page-load error with its retry in place of a page that throws, and clears it on the next navigation', async () => {
    const quiet = renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Страницата не може да се вчита.');
    expect(screen.getByRole('button', { name: 'Обиди се повторно' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ok');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'broken' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Страницата не може да се вчита.');
    quiet.mockRestore();
  });

  it("shows the page-load error when a page's code cannot be loaded", async () => {
    const quiet = renderAt('/chunk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Страницата не може да се вчита.');
    quiet.mockRestore();
  });
});
