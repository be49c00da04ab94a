/** docs/product/browsing.md route constants. */
export const ROUTES = {
  home: '/',
  login: '/korisnik/najava',
  register: '/korisnik/registracija',
  createListing: '/korisnik/oglas',
  myListings: '/korisnik/moi-oglasi',
  savedListings: '/korisnik/zachuvani-oglasi',
  myProfile: '/korisnik/moj-profil',
  boost: '/korisnik/boost',
  verifyProfile: '/korisnik/verifikuvaj-profil',
  transactions: '/korisnik/transakcii',
  addCredits: '/korisnik/dodadi-krediti',
  billing: '/korisnik/naplata',
  inbox: '/korisnik/inbox',
  /** The pages the e-mailed links open (docs/api.md "Pages the links open"), and the forgotten-password form. */
  activation: '/korisnik/aktivacija',
  passwordReset: '/korisnik/nova-lozinka',
  forgotPassword: '/korisnik/zaboravena-lozinka',
  search: '/oglasi/prebaruvanje',
  /** The moderation console (docs/product/admin.md), admins only. */
  admin: '/admin',
} as const;

export function infoPath(slug: string): string {
  return `/info/${slug}`;
}

/** docs/product/browsing.md Footer: fallback links when the menu call returns nothing or fails. */
export const FOOTER_FALLBACK_LINKS = [
  { slug: 'uslovi-na-koristenje', titleId: 'footer.terms' },
  { slug: 'pravila-za-postavuvanje-oglasi', titleId: 'footer.listingRules' },
  { slug: 'pravila-za-privatnost', titleId: 'footer.privacy' },
  { slug: 'baner-oglasuvanje', titleId: 'footer.bannerAds' },
  { slug: 'cesto-postavuvani-prasanja', titleId: 'footer.faq' },
  { slug: 'nachini-na-plakanje', titleId: 'footer.paymentMethods' },
] as const;

/** docs/product/browsing.md: the path segment of a listing's own page (any path containing /oglas/ is one). */
export const LISTING_PAGE_BASE = 'oglas';

/**
 * A listing's own page: /oglas/{slug} (the slug ends with the listing's id), percent-encoded so a slug cannot add
 * segments. A module of its own: the route guard on every page needs the segment, not the other builders.
 */
export function listingPagePath(slug: string | number | { slug: string | number }): string {
  const raw = typeof slug === 'object' ? slug.slug : slug;
  return `/${LISTING_PAGE_BASE}/${encodeURIComponent(String(raw).trim())}`;
}

/** The wizard for the owner's listing `id` (edit, or a draft being continued): /korisnik/oglas/{id}. */
export function listingEditorPath(id: number | string): string {
  return `${ROUTES.createListing}/${encodeURIComponent(String(id))}`;
}

/** A listing's 15-day statistics (docs/product/selling.md "listing statistics for the last 15 days"), under my listings. */
export function listingStatsPath(id: number | string): string {
  return `${ROUTES.myListings}/statistika/${encodeURIComponent(String(id))}`;
}
