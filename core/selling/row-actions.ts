import { ACTIONS_BY_STATUS, type ListingRowAction, type ListingStatus } from '../listings/statuses';

/** Renewing starts a new 60-day period; it is offered from this many days before the expiry (docs/product/selling.md). */
export const RENEW_WINDOW_DAYS = 7;
/** What moderation promises (30 to 60 minutes); past it a listing "waits longer than usual". */
export const MODERATION_PROMISE_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Renewing changes something only for an expired listing or an active one in its last RENEW_WINDOW_DAYS days. */
export function canRenew(listing: { status: ListingStatus; expiresAt: string | null }, now: number): boolean {
  if (listing.status === 'expired') return true;
  if (listing.status !== 'active' || listing.expiresAt === null) return false;
  const expires = Date.parse(listing.expiresAt);
  return Number.isFinite(expires) && expires - now <= RENEW_WINDOW_DAYS * DAY_MS;
}

/** The actions a row (or the owner's bar) offers now: its status's actions, renew only when it would change something. */
export function actionsNow(listing: { status: ListingStatus; expiresAt: string | null }, now: number): ListingRowAction[] {
  return ACTIONS_BY_STATUS[listing.status].filter((action) => action !== 'renew' || canRenew(listing, now));
}

/**
 * The one action a row shows as its button (docs/product/selling.md "My listings"): a draft is continued, a rejected
 * listing fixed, an expiring or expired one renewed, an active one promoted, an archived one reactivated, one in
 * moderation can only be edited. Every other action the row allows goes in its "⋯" menu.
 */
export function primaryAction(listing: { status: ListingStatus; expiresAt: string | null }, now: number): ListingRowAction {
  switch (listing.status) {
    case 'draft':
    case 'rejected':
    case 'moderation':
      return 'edit';
    case 'archived':
      return 'activate';
    case 'expired':
      return 'renew';
    case 'active':
      return canRenew(listing, now) ? 'renew' : 'promote';
  }
}

/** The "Продадено" badge: an archived listing its owner archived as sold (docs/product/trust.md "Reputation"). */
export function isSold(listing: { status: ListingStatus; soldAt: string | null }): boolean {
  return listing.status === 'archived' && listing.soldAt !== null;
}

/** How long a listing has waited for moderation, and whether the promise has passed (null: not in moderation). */
export function moderationWait(listing: { status: ListingStatus; updatedAt: string | null }, now: number): { minutes: number; late: boolean } | null {
  if (listing.status !== 'moderation' || listing.updatedAt === null) return null;
  const since = Date.parse(listing.updatedAt);
  if (!Number.isFinite(since)) return null;
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  return { minutes, late: minutes > MODERATION_PROMISE_MINUTES };
}
