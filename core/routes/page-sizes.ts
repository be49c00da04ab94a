/**
 * How many items one page of each paged list holds: the server pages by these and the client counts pages and
 * shows "page N of M" with the same figures (docs/api.md, docs/payments.md). Listings come in threes on every
 * screen width (1, 3 or 7 rows of a 3-column grid), hence 21.
 */
export const PAGE_SIZES = {
  /** Category, place, user and search lists. */
  listings: 21,
  /** My listings, per tab. */
  myListings: 21,
  /** Credits: the ledger entries of the transactions screen. */
  walletEntries: 20,
  /** Invoices. */
  invoices: 20,
} as const;
