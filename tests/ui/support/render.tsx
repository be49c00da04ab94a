import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, type RouteObject } from 'react-router';
import { LanguageStore } from '../../../core';
import { LanguageProvider } from '../../../ui/i18n';
import { ServicesProvider } from '../../../ui/services';
import { AppRouter } from '../../../app/web/routes';
import { createAppHistory } from '../../../app/web/app-history';
import { AppShell } from '../../../ui/shell/AppShell';
import { ChatLauncherProvider, type ChatLauncher, type ChatRootComponent } from '../../../ui/shell/ChatLauncher';
import { createTestServices, type TestServices } from './services';
import type { ReactNode } from 'react';

/** Shows where the router is, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderOptions {
  services?: TestServices;
  chat?: ChatLauncher;
  /** Child routes under the shell; default: every path shows the location probe. */
  routes?: RouteObject[];
  year?: number;
}

/** Renders the real shell at `path` inside a memory router, with fake services. */
export function renderShell(path: string, options: RenderOptions = {}) {
  const services = options.services ?? createTestServices();
  const chat = options.chat;
  const ChatRoot = chat ? ({ children }: { children: ReactNode }) => <ChatLauncherProvider value={chat}>{children}</ChatLauncherProvider> : undefined;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppShell year={options.year ?? 2026} ChatRoot={ChatRoot} />,
        children: options.routes ?? [{ path: '*', element: <LocationProbe /> }, { index: true, element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<Providers services={services}><RouterProvider router={router} /></Providers>);
  return { ...view, router, services };
}

export function Providers({ services, children }: { services: TestServices; children: ReactNode }) {
  return (
    <LanguageProvider language={new LanguageStore('mk')}>
      <QueryClientProvider client={testQueryClient()}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}

/**
 * Renders the web app's real router (app/web/routes.tsx: the route table, the router host, the navigation-start
 * announcements) at `path`, over a memory history. `router` moves it and tells where it is.
 */
export function renderApp(path: string, services: TestServices = createTestServices(), options: { ChatRoot?: ChatRootComponent } = {}) {
  const appHistory = createAppHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const { history } = appHistory;
  const view = render(
    <Providers services={services}>
      <AppRouter appHistory={appHistory} now={new Date('2026-11-22T10:00:00Z')} ChatRoot={options.ChatRoot} />
    </Providers>,
  );
  const router = {
    navigate: (to: string | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
    get state() {
      return { location: history.location };
    },
  };
  return { ...view, router, services, appHistory };
}
