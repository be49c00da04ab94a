import { LISTING_PAGE_BASE, ROUTES } from './routes';

/** docs/product/accounts.md protected area prefixes. */
export const PROTECTED_PATH_PREFIXES = [
  ROUTES.myProfile,
  ROUTES.savedListings,
  ROUTES.transactions,
  ROUTES.myListings,
  ROUTES.addCredits,
  ROUTES.createListing,
  ROUTES.billing,
  ROUTES.inbox,
] as const;

/** Strips the query and hash: '/a/b?x#y' → '/a/b'. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * docs/product/browsing.md: any path containing /oglas/ is a listing page — except the wizard's own address
 * (/korisnik/oglas/{id}, docs/product/selling.md), which is an account screen: the shell must not treat it as a
 * listing page (on a phone the header is hidden there, issue 39).
 */
export function isListingPath(pathname: string): boolean {
  const path = pathnameOf(pathname);
  return path.includes(`/${LISTING_PAGE_BASE}/`) && !path.startsWith(`${ROUTES.createListing}/`);
}

/**
 * docs/product/accounts.md protected prefixes, matched on whole segments: '/korisnik/oglas' and '/korisnik/oglas/12' are
 * protected, a hypothetical '/korisnik/oglasnik' is not. Trailing slashes are allowed.
 */
export function isProtectedPath(pathname: string): boolean {
  const path = pathnameOf(pathname);
  return PROTECTED_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The login page, with or without a query, hash or trailing slash. */
export function isLoginPath(pathname: string): boolean {
  const path = pathnameOf(pathname).replace(/\/+$/, '');
  return path === ROUTES.login;
}

/**
 * docs/product/accounts.md user-button rule: the login page, with `redirectPath` set to the current path unless that is
 * home or the login page itself. `currentPath` may carry a query; a hash is moved onto the login URL so
 * the login page can keep it (`safeRedirectTarget(redirectPath, hash)`).
 */
export function loginPathFor(currentPath: string): string {
  const hashStart = currentPath.indexOf('#');
  const path = hashStart === -1 ? currentPath : currentPath.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : currentPath.slice(hashStart);
  const pathname = pathnameOf(path);
  if (pathname === '' || pathname === ROUTES.home || isLoginPath(pathname)) return `${ROUTES.login}${hash.length > 1 ? hash : ''}`;
  return `${ROUTES.login}?redirectPath=${encodeURIComponent(path)}${hash.length > 1 ? hash : ''}`;
}
