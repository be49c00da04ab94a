import type { DatabaseHandle } from '../db/database';
import type { SeedExtension } from '../seed/seed-extension';
import { post } from './ledger';
import { DEFAULT_PACKAGES, ensureMoneyReferenceData } from './packages';
import { buyPromotion, lockPromotableListing } from './promotions';

/**
 * Demo money (issue 21): a few sellers have credits — each a top-up entry, so the ledger sums — and each has spent
 * part of them promoting one listing, so a newcomer sees the 'Промовиран' badge and promoted listings first in
 * their categories; two of those listings are also in the home page's showcase and one has a highlighted card
 * (decision 144). The demo seller prodavac@primer.mk keeps 700 credits and one promoted listing (7 days).
 * Deterministic (the same accounts, listings and amounts every time; dates from now), a handful of statements, and
 * it does nothing when a wallet already exists.
 */
const DEMO_WALLETS: ReadonlyArray<{ account: string; credits: number; packages: readonly string[] }> = [
  { account: 'seller', credits: 1000, packages: ['top-7'] },
  { account: 'auto', credits: 1500, packages: ['top-14', 'showcase-7'] },
  { account: 'estate', credits: 1200, packages: ['top-7', 'showcase-7'] },
  { account: 'tech', credits: 600, packages: ['top-3', 'highlight-7'] },
];

export function moneySeedExtension(): SeedExtension {
  return async (database: DatabaseHandle, result) => {
    const { db } = database;
    await ensureMoneyReferenceData(db);
    if (await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'wallet').limit(1).executeTakeFirst()) return;
    const now = new Date();
    for (const wallet of DEMO_WALLETS) {
      const userId = result.users[wallet.account];
      const packs = DEFAULT_PACKAGES.filter((p) => wallet.packages.includes(p.code));
      if (userId === undefined) continue;
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
        for (const pack of packs) {
          const check = await lockPromotableListing(trx, userId, listing.id);
          if (check.ok) await buyPromotion(trx, { userId, listing: check.listing, pack, paymentId: null, now });
        }
      });
    }
  };
}
