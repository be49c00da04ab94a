/**
 * docs/product/selling.md listing lifecycle statuses, as the wire words the client reads and the server stores (the database's
 * check constraint lists the same words). A module of its own (no schema library): the client, the server and the
 * schemas share one list.
 */
export const LISTING_STATUSES = ['draft', 'moderation', 'active', 'rejected', 'archived', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
