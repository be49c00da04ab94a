import { lazy, Suspense } from 'react';
import { PageError } from '../components/PageState';

/** The not-found screen is a chunk of its own: home's first download does not carry it (docs/architecture.md). */
const NotFoundScreen = lazy(async () => ({ default: (await import('./not-found/NotFoundScreen')).NotFoundScreen }));

/**
 * docs/product/browsing.md "Not found": the not-found page (ui/pages/not-found/NotFoundScreen.tsx), for the route
 * table's unknown paths and for a page whose subject the API does not know (its 404). Nothing shows while its small
 * chunk arrives — never a spinner; on a first visit the server's own not-found page stays in #boot meanwhile.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}

/**
 * A page that failed (its chunk did not load after a deploy or offline, a render error): the page-load error
 * with a retry that reloads the page. Unknown paths have their own route (the not-found page above).
 */
export function RouteErrorPage() {
  return <PageError onRetry={() => window.location.reload()} />;
}
