import type { Kysely, Transaction } from 'kysely';
import type { AlertJob } from '../alerts/queue';
import type { Database, ListingStatus } from '../db/schema';

/**
 * The price the public last saw (migration 0112; docs/product/browsing.md "Saved searches"). A public listing that
 * leaves public view — an edit sent back to moderation, an archive, a rejection — keeps its euro price in
 * `last_public_price_eur`, and keeps the first one through every edit that follows; the update that makes it public
 * again clears it and, when the price is now lower, announces the drop to those who saved the listing. Every status
 * change reads the row under its lock (`lockPriceState`) in the transaction that writes it, so two changes of one
 * listing take turns and only one of them sees the kept price: a drop is announced once.
 */
export interface PriceState {
  status: ListingStatus;
  price_eur: string | null;
  last_public_price_eur: string | null;
}

/** The listing's status and prices, locked until the end of the caller's transaction; undefined when it is gone. */
export function lockPriceState(trx: Transaction<Database> | Kysely<Database>, listingId: number): Promise<PriceState | undefined> {
  return trx.selectFrom('listings').select(['status', 'price_eur', 'last_public_price_eur']).where('id', '=', listingId).forUpdate().executeTakeFirst();
}

/** `last_public_price_eur` once the listing read as `before` has moved to `next`. */
export function lastPublicPriceAfter(before: PriceState, next: ListingStatus): string | null {
  if (next === 'active') return null;
  if (before.status === 'active') return before.last_public_price_eur ?? before.price_eur;
  return before.last_public_price_eur;
}

/**
 * The drop to announce once the listing read as `before` is `next` with the euro price `nowEur` (the updated row's):
 * from the price the public last saw — the kept one, or the price it had while public — when the new one is lower.
 */
export function priceDropJob(listingId: number, before: PriceState, next: ListingStatus, nowEur: string | null): AlertJob | null {
  if (next !== 'active' || nowEur === null) return null;
  const seen = before.last_public_price_eur ?? (before.status === 'active' ? before.price_eur : null);
  if (seen === null) return null;
  const fromEur = Number(seen);
  const toEur = Number(nowEur);
  return toEur < fromEur ? { name: 'price-drop', listingId, fromEur, toEur } : null;
}
