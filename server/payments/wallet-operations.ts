import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { InsufficientCredits, post, type Posted } from './ledger';
import { UNTIL_COLUMN } from './promotions';

/**
 * The ledger's movements that no user request makes (docs/payments.md "The ledger"): a refund of a purchase, credits
 * that expire, an operator's adjustment. Each is one transaction of its own; what must hold is held by the database —
 * a wallet never below zero (the CHECK hit by the posting's UPDATE), a purchase refunded once (unique index of
 * migration 0060), every transaction balanced (the deferred trigger of migration 0040).
 */
export type WalletOperation<T> = { ok: true; posted: Posted; value: T } | { ok: false; reason: 'insufficientCredits' | 'notFound' | 'alreadyRefunded' };

function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return !!e && e.code === '23505' && (e.constraint === index || String(e.message ?? '').includes(index));
}

/**
 * Gives a purchase's credits back to the wallet and ends its promotion now (the listing stays promoted only by its
 * other promotions). A second refund of the same purchase — even at the same moment — is refused by the database.
 */
export async function refundPurchase(db: Kysely<Database>, input: { purchaseTransactionId: number; note?: string; now: Date }): Promise<WalletOperation<{ listingId: number | null }>> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ user_id: number; listing_id: number | null; listing_title: string | null; package_code: string | null; amount: string | number }>`
        select t.user_id, t.listing_id, t.listing_title, t.package_code, e.amount
        from ledger_transactions as t
        inner join ledger_entries as e on e.transaction_id = t.id
        inner join ledger_accounts as a on a.id = e.account_id and a.kind = 'wallet'
        where t.id = ${input.purchaseTransactionId} and t.type = 'purchase'`.execute(trx);
      const purchase = rows[0];
      if (!purchase) return { ok: false as const, reason: 'notFound' as const };
      const posted = await post(trx, {
        type: 'refund',
        userId: purchase.user_id,
        amount: -Number(purchase.amount),
        listingId: purchase.listing_id,
        listingTitle: purchase.listing_title,
        packageCode: purchase.package_code as never,
        note: input.note ?? null,
        refundOf: input.purchaseTransactionId,
      });
      // Its promotion ends now (one that has not started yet keeps a moment's period for the record); the listing
      // stays promoted until the end of its promotions that were not refunded.
      await sql`
        update promotions set ends_at = greatest(least(ends_at, ${input.now}::timestamptz), starts_at + interval '1 millisecond')
        where ledger_transaction_id = ${input.purchaseTransactionId}`.execute(trx);
      const refunded = await trx.selectFrom('promotions').select('kind').where('ledger_transaction_id', '=', input.purchaseTransactionId).executeTakeFirst();
      if (purchase.listing_id !== null && refunded) {
        // Only the refunded promotion's kind changes (migration 0075): its column is the end of the others of that kind.
        await sql`
          update listings set ${sql.ref(UNTIL_COLUMN[refunded.kind])} = (
            select max(p.ends_at) from promotions as p
            where p.listing_id = ${purchase.listing_id} and p.kind = ${refunded.kind}
              and not exists (select 1 from ledger_transactions as r where r.refund_of = p.ledger_transaction_id))
          where id = ${purchase.listing_id}`.execute(trx);
      }
      return { ok: true as const, posted, value: { listingId: purchase.listing_id } };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_one_refund_per_purchase')) return { ok: false, reason: 'alreadyRefunded' };
    throw error;
  }
}

/** Credits that lapse (e.g. a promotional gift with an end date): refused when the wallet holds fewer. */
export async function expireCredits(db: Kysely<Database>, input: { userId: number; amount: number; note?: string }): Promise<WalletOperation<null>> {
  return spend(() => db.transaction().execute((trx) => post(trx, { type: 'expiry', userId: input.userId, amount: -input.amount, note: input.note ?? null })));
}

/** An operator's correction, up or down, with its reason: history is never edited, it is corrected by a new entry. */
export async function adjustWallet(db: Kysely<Database>, input: { userId: number; amount: number; note: string }): Promise<WalletOperation<null>> {
  return spend(() => db.transaction().execute((trx) => post(trx, { type: 'adjustment', userId: input.userId, amount: input.amount, note: input.note })));
}

async function spend(run: () => Promise<Posted>): Promise<WalletOperation<null>> {
  try {
    return { ok: true, posted: await run(), value: null };
  } catch (error) {
    if (error instanceof InsufficientCredits) return { ok: false, reason: 'insufficientCredits' };
    throw error;
  }
}
