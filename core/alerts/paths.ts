/**
 * The saved searches' pages (docs/product/browsing.md "Saved searches"). Not in ROUTES: home's first download carries
 * ROUTES, and these pages are reached only from their own lazy parts (the user menu's item, the bell, an e-mail).
 */
export const ALERT_ROUTES = {
  /** The signed-in user's saved searches. */
  savedSearches: '/korisnik/zachuvani-prebaruvanja',
  /** The page an alert e-mail's unsubscribe link opens: public, works signed out. */
  unsubscribe: '/izvestuvanja/odjava',
} as const;
