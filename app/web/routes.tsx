import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { addTexts, LISTING_PAGE_BASE, ROUTES } from '../../core';
import { ALERT_ROUTES } from '../../core/alerts/paths';
import { AppShell } from '../../ui/shell/AppShell';
import type { ChatRootComponent } from '../../ui/shell/ChatLauncher';
import { HomePage } from '../../ui/pages/home/HomePage';
import { NotFoundPage } from '../../ui/pages/NotFoundPage';
import { PageLoading } from '../../ui/components/PageState';
import { RouteErrorBoundary } from '../../ui/shell/RouteErrorBoundary';
import { NavigationStartProvider } from '../../ui/shell/navigationStart';
import type { AppHistory } from './app-history';
import { RouterHost } from './RouterHost';

export interface RouteOptions {
  /** The copyright year (docs/product/browsing.md Footer), from the clock at start. */
  now: Date;
  /** The chat UI's root, when the chat is part of this build. */
  ChatRoot?: ChatRootComponent;
}

/** A page module loaded on first visit: React.lazy over one named export. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The accounts screens (one chunk) and their Macedonian texts, which the first page's catalogue leaves out. */
const accountPages = async () => {
  const [pages, { accountMk }] = await Promise.all([import('../../ui/pages/account/pages'), import('../../core/i18n/mk/account')]);
  addTexts('mk', accountMk);
  return pages;
};

const LoginPage = lazyPage(accountPages, 'LoginPage');
const RegisterPage = lazyPage(accountPages, 'RegisterPage');
const ActivationPage = lazyPage(accountPages, 'ActivationPage');
const ForgotPasswordPage = lazyPage(accountPages, 'ForgotPasswordPage');
const PasswordResetPage = lazyPage(accountPages, 'PasswordResetPage');
const ProfilePage = lazyPage(accountPages, 'ProfilePage');
const VerifyProfilePage = lazyPage(accountPages, 'VerifyProfilePage');

/** A page's code with the listing details' texts (core/i18n/mk/attributes.ts): lists with filters, listings, the wizard. */
async function withAttributeTexts<T>(load: () => Promise<T>): Promise<T> {
  const [pages, { attributesMk }] = await Promise.all([load(), import('../../core/i18n/mk/attributes')]);
  addTexts('mk', attributesMk);
  return pages;
}

/** The selling screens and their Macedonian texts (left out of the first page's catalogue, like the accounts'). */
const sellingPages = async () => {
  const [pages, { sellingMk }] = await Promise.all([withAttributeTexts(() => import('../../ui/pages/selling/pages')), import('../../core/i18n/mk/selling')]);
  addTexts('mk', sellingMk);
  return pages;
};
const MyListingsPage = lazyPage(sellingPages, 'MyListingsPage');
const SavedListingsPage = lazyPage(sellingPages, 'SavedListingsPage');
const ListingWizardPage = lazyPage(sellingPages, 'ListingWizardPage');
const ListingStatsPage = lazyPage(sellingPages, 'ListingStatsPage');
/**
 * The wizard's address typed or reloaded (issue 39): the shell and a loading state at once while its chunk arrives,
 * not a blank page until then. Its own boundary, so only this route waits inside the shell (PageLoading is the
 * shell's own, already in the first download).
 */
const listingWizard = (
  <Suspense fallback={<PageLoading />}>
    <ListingWizardPage />
  </Suspense>
);
/** The moderation console and its texts (with the verification screen's document names): admins only (issue 20). */
const ModerationPage = lazyPage(async () => {
  const [pages, { adminMk }, { accountMk }, { trustMk }] = await Promise.all([import('../../ui/pages/admin/pages'), import('../../core/i18n/mk/admin'), import('../../core/i18n/mk/account'), import('../../core/i18n/mk/trust')]);
  addTexts('mk', { ...adminMk, ...accountMk, ...trustMk });
  return pages;
}, 'ModerationPage');
/** The money screens (issue 21) with their texts and the payment outcomes' (payments.ts), like the selling screens'. */
const moneyPages = async () => {
  const [pages, { moneyMk }, { paymentsMk }] = await Promise.all([import('../../ui/pages/money/pages'), import('../../core/i18n/mk/money'), import('../../core/i18n/mk/payments')]);
  addTexts('mk', { ...moneyMk, ...paymentsMk });
  return pages;
};
const BoostPage = lazyPage(moneyPages, 'BoostPage');
const BoostResultPage = lazyPage(moneyPages, 'BoostResultPage');
const AddCreditsPage = lazyPage(moneyPages, 'AddCreditsPage');
const TopUpResultPage = lazyPage(moneyPages, 'TopUpResultPage');
const TransactionsPage = lazyPage(moneyPages, 'TransactionsPage');
const BillingPage = lazyPage(moneyPages, 'BillingPage');
/** The saved searches' screens (issue 38; their own texts come with their chunk) and the details' texts (the summaries name them). */
const alertPages = () => withAttributeTexts(() => import('../../ui/pages/alerts/pages'));
const SavedSearchesPage = lazyPage(alertPages, 'SavedSearchesPage');
const UnsubscribePage = lazyPage(alertPages, 'UnsubscribePage');
const InboxPage = lazyPage(() => import('../../ui/chat/InboxPage'), 'InboxPage');
const SearchPage = lazyPage(() => withAttributeTexts(() => import('../../ui/pages/search/SearchPage')), 'SearchPage');
const browsePages = () => withAttributeTexts(() => import('../../ui/pages/browse/BrowseRoutes'));
const CategoryPage = lazyPage(browsePages, 'CategoryPage');
const UserPage = lazyPage(browsePages, 'UserPage');
const LocationPage = lazyPage(browsePages, 'LocationPage');
const TwoSegmentPage = lazyPage(browsePages, 'TwoSegmentPage');
const ListingPage = lazyPage(() => withAttributeTexts(() => import('../../ui/pages/listing/ListingPage')), 'ListingPage');
const InfoPage = lazyPage(() => import('../../ui/pages/info/InfoPage'), 'InfoPage');

/**
 * The route table (docs/product/browsing.md). Home is in the entry chunk (it is the landing page and carries the budget);
 * every other screen is a lazily loaded chunk, fetched on first visit (navigations run in a transition, so the
 * old page stays on screen until the new one's code is there). A page that fails shows the page-load error
 * inside the shell; a shell that fails shows it alone. Protected prefixes are guarded by the
 * shell (ui/shell/RequireAuth), so a route added under them is protected without touching this file.
 */
export function buildRoutes({ now, ChatRoot }: RouteOptions): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <AppShell year={now.getFullYear()} ChatRoot={ChatRoot} />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { index: true, element: <HomePage /> },
            { path: ROUTES.login, element: <LoginPage /> },
            { path: ROUTES.register, element: <RegisterPage /> },
            { path: ROUTES.activation, element: <ActivationPage /> },
            { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
            { path: ROUTES.passwordReset, element: <PasswordResetPage /> },
            { path: ROUTES.myProfile, element: <ProfilePage /> },
            { path: ROUTES.verifyProfile, element: <VerifyProfilePage /> },
            { path: ROUTES.myListings, element: <MyListingsPage /> },
            { path: `${ROUTES.myListings}/statistika/:id`, element: <ListingStatsPage /> },
            { path: ROUTES.savedListings, element: <SavedListingsPage /> },
            { path: ALERT_ROUTES.savedSearches, element: <SavedSearchesPage /> },
            { path: ALERT_ROUTES.unsubscribe, element: <UnsubscribePage /> },
            { path: ROUTES.createListing, element: listingWizard },
            { path: `${ROUTES.createListing}/:id`, element: listingWizard },
            { path: ROUTES.boost, element: <BoostPage /> },
            { path: `${ROUTES.boost}/rezultat/:paymentId`, element: <BoostResultPage /> },
            { path: ROUTES.addCredits, element: <AddCreditsPage /> },
            { path: `${ROUTES.addCredits}/rezultat/:paymentId`, element: <TopUpResultPage /> },
            { path: ROUTES.transactions, element: <TransactionsPage /> },
            { path: ROUTES.billing, element: <BillingPage /> },
            { path: ROUTES.inbox, element: <InboxPage /> },
            { path: ROUTES.admin, element: <ModerationPage /> },
            { path: ROUTES.search, element: <SearchPage /> },
            { path: '/oglasi/kategorija/:category', element: <CategoryPage /> },
            { path: '/oglasi/korisnik/:slug', element: <UserPage /> },
            { path: '/oglasi/:location', element: <LocationPage /> },
            { path: '/oglasi/:a/:b', element: <TwoSegmentPage /> },
            { path: `/${LISTING_PAGE_BASE}/*`, element: <ListingPage /> },
            { path: '/info/:slug', element: <InfoPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The routes, rendered under the app's router. Nothing shows until the first page's code is there (the server's
 * preview stays up meanwhile); later navigations keep the old page until then.
 */
function AppRoutes({ now, ChatRoot }: RouteOptions) {
  const routes = useMemo(() => buildRoutes({ now, ChatRoot }), [now, ChatRoot]);
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

/** The web app's router over `appHistory` (the browser's in the app, a memory one in tests). */
export function AppRouter({ appHistory, ...options }: RouteOptions & { appHistory: AppHistory }) {
  return (
    <NavigationStartProvider value={appHistory.onNavigationStart}>
      <RouterHost history={appHistory.history}>
        <AppRoutes {...options} />
      </RouterHost>
    </NavigationStartProvider>
  );
}
