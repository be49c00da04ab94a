/** SPEC §2 route constants. */
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
  search: '/oglasi/prebaruvanje',
} as const;

export function infoPath(slug: string): string {
  return `/info/${slug}`;
}

/** SPEC §2 Footer: fallback links when the menu call returns nothing or fails. */
export const FOOTER_FALLBACK_LINKS = [
  { slug: 'uslovi-na-koristenje', titleId: 'footer.terms' },
  { slug: 'pravila-za-postavuvanje-oglasi', titleId: 'footer.listingRules' },
  { slug: 'pravila-za-privatnost', titleId: 'footer.privacy' },
  { slug: 'baner-oglasuvanje', titleId: 'footer.bannerAds' },
  { slug: 'cesto-postavuvani-prasanja', titleId: 'footer.faq' },
  { slug: 'nachini-na-plakanje', titleId: 'footer.paymentMethods' },
] as const;
