import type { RouteObject } from 'react-router';
import { ROUTES, type MessageId } from '../../core';
import { AppShell } from '../../ui/shell/AppShell';
import type { ChatRootComponent } from '../../ui/shell/ChatLauncher';
import { HomePage } from '../../ui/pages/home/HomePage';
import { ComingSoonPage } from '../../ui/pages/ComingSoonPage';
import { NotFoundPage, RouteErrorPage } from '../../ui/pages/NotFoundPage';

export interface RouteOptions {
  /** The copyright year (SPEC §2 Footer), from the clock at start. */
  now: Date;
  /** The chat UI's root, when the chat is part of this build. */
  ChatRoot?: ChatRootComponent;
}

/** SPEC §2 screens that other parts of the project build: a real page inside the shell until they land. */
const COMING_SOON: ReadonlyArray<[path: string, titleId: MessageId]> = [
  [ROUTES.register, 'page.register'],
  [`${ROUTES.createListing}/*`, 'page.createListing'],
  [ROUTES.myListings, 'page.myListings'],
  [ROUTES.savedListings, 'page.savedListings'],
  [ROUTES.myProfile, 'page.myProfile'],
  [ROUTES.boost, 'page.boost'],
  [ROUTES.verifyProfile, 'page.verifyProfile'],
  [ROUTES.transactions, 'page.transactions'],
  [ROUTES.addCredits, 'page.addCredits'],
  [ROUTES.billing, 'page.billing'],
];

/**
 * The route table (SPEC §2). Home is in the entry chunk (it is the landing page and carries the budget);
 * every other screen is a lazily loaded chunk, fetched on first visit. Protected prefixes are guarded by the
 * shell (ui/shell/RequireAuth), so a route added under them is protected without touching this file.
 */
export function buildRoutes({ now, ChatRoot }: RouteOptions): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell year={now.getFullYear()} ChatRoot={ChatRoot} />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            { path: ROUTES.login, lazy: async () => ({ Component: (await import('../../ui/pages/login/LoginPage')).LoginPage }) },
            ...COMING_SOON.map(([path, titleId]) => ({ path, element: <ComingSoonPage key={titleId} titleId={titleId} /> })),
            { path: ROUTES.inbox, lazy: async () => ({ Component: (await import('../../ui/chat/InboxPage')).InboxPage }) },
            { path: ROUTES.search, lazy: async () => ({ Component: (await import('../../ui/pages/search/SearchPage')).SearchPage }) },
            { path: '/oglasi/kategorija/:category', lazy: async () => ({ Component: (await import('../../ui/pages/browse/BrowseRoutes')).CategoryPage }) },
            { path: '/oglasi/korisnik/:slug', lazy: async () => ({ Component: (await import('../../ui/pages/browse/BrowseRoutes')).UserPage }) },
            { path: '/oglasi/:location', lazy: async () => ({ Component: (await import('../../ui/pages/browse/BrowseRoutes')).LocationPage }) },
            { path: '/oglasi/:a/:b', lazy: async () => ({ Component: (await import('../../ui/pages/browse/BrowseRoutes')).TwoSegmentPage }) },
            { path: '/oglas/*', lazy: async () => ({ Component: (await import('../../ui/pages/listing/ListingPage')).ListingPage }) },
            { path: '/info/:slug', lazy: async () => ({ Component: (await import('../../ui/pages/info/InfoPage')).InfoPage }) },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
