/**
 * docs/product/selling.md listing lifecycle statuses, as the wire words the client reads and the server stores (the database's
 * check constraint lists the same words). A module of its own (no schema library): the client, the server and the
 * schemas share one list.
 */
export const LISTING_STATUSES = ['draft', 'moderation', 'active', 'rejected', 'archived', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The six tabs of my listings, in the order the screen shows them (the server answers them in this order too). */
export const MY_LISTINGS_TABS: readonly ListingStatus[] = ['active', 'moderation', 'rejected', 'draft', 'archived', 'expired'];

/** An owner's status change (POST /api/oglasi/manage/:id/<action>). */
export type ListingAction = 'archive' | 'activate' | 'renew';
/**
 * What an owner sends about one listing: a status change, archiving as sold (the archive call with `sold: true`,
 * docs/product/trust.md "Reputation"), or deleting a draft.
 */
export type OwnerCommand = ListingAction | 'markSold' | 'deleteDraft';
export type ListingRowAction = OwnerCommand | 'edit' | 'promote' | 'stats';

/**
 * What each status allows: the buttons my listings shows, and — for the status changes — exactly the statuses the
 * server accepts them from (`statusesAllowing`, server/routes/listing-write.ts). One table, so a button never
 * offers what the server refuses.
 */
export const ACTIONS_BY_STATUS: Readonly<Record<ListingStatus, readonly ListingRowAction[]>> = {
  active: ['edit', 'stats', 'promote', 'renew', 'markSold', 'archive'],
  moderation: ['edit', 'archive'],
  rejected: ['edit', 'archive'],
  draft: ['edit', 'deleteDraft'],
  archived: ['activate', 'stats'],
  expired: ['renew', 'archive', 'stats'],
};

/** The statuses `action` applies to, in LISTING_STATUSES order (archiving as sold is offered on active listings only). */
export function statusesAllowing(action: ListingAction): ListingStatus[] {
  return LISTING_STATUSES.filter((status) => ACTIONS_BY_STATUS[status].includes(action));
}

/** A draft is published from the wizard's last step (POST /api/oglasi/manage/:id/publish), from no other status. */
export const PUBLISHABLE_STATUSES: readonly ListingStatus[] = ['draft'];
