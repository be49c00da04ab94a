import { isListingPath } from './guards';
import { ROUTES } from './routes';
import { ALERT_ROUTES } from '../alerts/paths';

const SEGMENT = '[^/]+';

/**
 * The paths the web app has a page for (app/web/routes.tsx, docs/product/browsing.md "Route constants"), as the
 * server sees them: anything else is answered 404 with the not-found page before any data is read
 * (docs/product/browsing.md "Not found"). A trailing slash is allowed, as the client's router allows it.
 * Whether the named category, place, user, info page or listing exists is the server's next question.
 */
const PAGE_PATTERNS: readonly RegExp[] = [
  ...Object.values(ROUTES).map((path) => exact(path)),
  ...Object.values(ALERT_ROUTES).map((path) => exact(path)),
  exact(`${ROUTES.createListing}/${SEGMENT}`),
  exact(`${ROUTES.myListings}/statistika/${SEGMENT}`),
  exact(`${ROUTES.boost}/rezultat/${SEGMENT}`),
  exact(`${ROUTES.addCredits}/rezultat/${SEGMENT}`),
  exact(`/oglasi/kategorija/${SEGMENT}`),
  exact(`/oglasi/korisnik/${SEGMENT}`),
  exact(`/oglasi/${SEGMENT}`),
  exact(`/oglasi/${SEGMENT}/${SEGMENT}`),
  exact(`/info/${SEGMENT}`),
];

function exact(pattern: string): RegExp {
  return new RegExp(`^${pattern === '/' ? '' : pattern}/?$`);
}

/** True when `pathname` (no query) is one of the web app's pages; listing pages are any path containing /oglas/. */
export function isAppPagePath(pathname: string): boolean {
  return isListingPath(pathname) || PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
