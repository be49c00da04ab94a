import type { DatabaseHandle } from '../db/database';
import type { SeedExtension } from '../seed/seed-extension';
import { post } from './ledger';
import { DEFAULT_PACKAGES, ensureMoneyReferenceData } from './packages';
import { buyPromotion, lockPromotableListing } from './promotions';

/**
 * Demo money (issue 21): a few sellers have credits — each a top-up entry, so the ledger sums — and each has spent
 * part of them promoting one listing, so a newcomer sees the 'Промовиран' badge and promoted listings first in
 * their categories. The demo seller prodavac@primer.mk keeps 700 credits and one promoted listing (7 days).
 * Deterministic (the same accounts, listings and amounts every time; dates from now), a handful of statements, and
 * it does nothing when a wallet already exists.
 */
const DEMO_WALLETS: ReadonlyArray<{ account: string; credits: number; package: string }> = [
  { account: 'seller', credits: 1000, package: 'top-7' },
  { account: 'auto', credits: 1500, package: 'top-14' },
  { account: 'estate', credits: 600, package: 'top-7' },
  { account: 'tech', credits: 300, package: 'top-3' },
];

export function moneySeedExtension(): SeedExtension {
  return async (database: DatabaseHandle, result) => {
    const { db } = database;
    await ensureMoneyReferenceData(db);
    if (await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'wallet').limit(1).executeTakeFirst()) return;
    const now = new Date();
    for (const wallet of DEMO_WALLETS) {
      const userId = result.users[wallet.account];
      const pack = DEFAULT_PACKAGES.find((p) => p.code === wallet.package);
      if (userId === undefined || !pack) continue;
      // The owner's first listing that can be promoted (the seller's first ten are active).
      const listing = await db
        .selectFrom('listings')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      await db.transaction().execute(async (trx) => {
        await post(trx, { type: 'top_up', userId, amount: wallet.credits, note: 'demo' });
        if (!listing) return;
        const check = await lockPromotableListing(trx, userId, listing.id);
        if (check.ok) await buyPromotion(trx, { userId, listing: check.listing, pack, paymentId: null, now });
      });
    }
  };
}
