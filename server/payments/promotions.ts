import { sql, type Transaction } from 'kysely';
import type { PackageKind, PromotionPackage, Promotion } from '../../core/payments/types';
import type { Database } from '../db/schema';
import { InsufficientCredits, post } from './ledger';

const DAY = 24 * 3600 * 1000;

export interface PromotableListing {
  id: number;
  title: string;
  promoted_until: Date | null;
  highlighted_until: Date | null;
  showcased_until: Date | null;
}

/**
 * The listing column each package kind extends (migration 0075, decision 144): `top` puts the listing first in its
 * category and search with the badge, `highlight` highlights its card, `showcase` shows it on the home page.
 */
export const UNTIL_COLUMN = { top: 'promoted_until', highlight: 'highlighted_until', showcase: 'showcased_until' } as const satisfies Record<PackageKind, string>;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export type ListingCheck = { ok: true; listing: PromotableListing } | { ok: false; reason: 'notFound' | 'notPromotable' };

/**
 * The listing a promotion is for, row-locked for the rest of the transaction (two promotions of one listing at once
 * extend it one after the other). Someone else's listing is answered like a missing one; only an active, unexpired
 * listing can be promoted.
 */
export async function lockPromotableListing(trx: Transaction<Database>, userId: number, listingId: number): Promise<ListingCheck> {
  const { rows } = await sql<{
    id: number; user_id: number; title: string; status: string; expires_at: Date | null;
    promoted_until: Date | null; highlighted_until: Date | null; showcased_until: Date | null;
  }>`
    select id, user_id, title, status, expires_at, promoted_until, highlighted_until, showcased_until from listings where id = ${listingId} for update`.execute(trx);
  const row = rows[0];
  if (!row || row.user_id !== userId) return { ok: false, reason: 'notFound' };
  const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now();
  if (row.status !== 'active' || expired) return { ok: false, reason: 'notPromotable' };
  return {
    ok: true,
    listing: {
      id: row.id, title: row.title,
      promoted_until: dateOrNull(row.promoted_until), highlighted_until: dateOrNull(row.highlighted_until), showcased_until: dateOrNull(row.showcased_until),
    },
  };
}

/**
 * Pays a package with credits and activates it, inside `trx`: the purchase entry (which the database refuses when
 * the balance does not cover it: InsufficientCredits), the promotion (with its kind: what it buys), and the listing's
 * column of that kind (UNTIL_COLUMN). A promotion bought while another of the same kind runs starts when that one
 * ends; one of another kind starts now.
 */
export async function buyPromotion(
  trx: Transaction<Database>,
  input: { userId: number; listing: PromotableListing; pack: PromotionPackage; paymentId: string | null; now: Date },
): Promise<{ promotion: Promotion; balance: number }> {
  const { listing, pack, now } = input;
  const posted = await post(trx, {
    type: 'purchase',
    userId: input.userId,
    amount: -pack.price_mkd,
    paymentId: input.paymentId,
    listingId: listing.id,
    listingTitle: listing.title,
    packageCode: pack.code,
  });
  const column = UNTIL_COLUMN[pack.kind];
  const running = listing[column];
  const startsAt = running && running.getTime() > now.getTime() ? running : now;
  const endsAt = new Date(startsAt.getTime() + pack.days * DAY);
  await trx
    .insertInto('promotions')
    .values({
      listing_id: listing.id,
      user_id: input.userId,
      package_code: pack.code,
      kind: pack.kind,
      starts_at: startsAt,
      ends_at: endsAt,
      payment_id: input.paymentId,
      ledger_transaction_id: posted.transactionId,
    })
    .execute();
  await trx.updateTable('listings').set({ [column]: endsAt }).where('id', '=', listing.id).execute();
  return {
    promotion: { listing_id: listing.id, package_code: pack.code, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
    balance: posted.balanceAfter,
  };
}

export type CreditPurchase =
  | { ok: true; promotion: Promotion; balance: number }
  | { ok: false; reason: 'notFound' | 'notPromotable' | 'insufficientCredits' };

/**
 * A package paid with credits (POST /api/promotion/purchase, method 'credits'): the listing locked and checked, then
 * buyPromotion — whose purchase entry the database refuses when the balance does not cover it. A refusal leaves
 * `trx` to be rolled back by the caller (after 'insufficientCredits' the transaction is aborted).
 */
export async function purchaseWithCredits(
  trx: Transaction<Database>,
  input: { userId: number; listingId: number; pack: PromotionPackage; now: Date },
): Promise<CreditPurchase> {
  const check = await lockPromotableListing(trx, input.userId, input.listingId);
  if (!check.ok) return check;
  try {
    return { ok: true, ...(await buyPromotion(trx, { userId: input.userId, listing: check.listing, pack: input.pack, paymentId: null, now: input.now })) };
  } catch (error) {
    if (error instanceof InsufficientCredits) return { ok: false, reason: 'insufficientCredits' };
    throw error;
  }
}
