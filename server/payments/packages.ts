import type { PackageCode, PromotionPackage } from '../../core/payments/types';
import type { Db } from './ledger';
import { ensureSystemAccounts } from './ledger';

/**
 * The promotion packages (issue 21). Migration 0040 seeds them; prices are data, so an operator may change them in
 * the table. These defaults recreate a package only where its row is missing (a test or the seed emptied the table).
 */
export const DEFAULT_PACKAGES: readonly PromotionPackage[] = [
  { code: 'top-3', kind: 'top', days: 3, price_mkd: 150, price_eur_cents: 250 },
  { code: 'top-7', kind: 'top', days: 7, price_mkd: 300, price_eur_cents: 490 },
  { code: 'top-14', kind: 'top', days: 14, price_mkd: 500, price_eur_cents: 810 },
  { code: 'highlight-7', kind: 'highlight', days: 7, price_mkd: 200, price_eur_cents: 330 },
  { code: 'showcase-7', kind: 'showcase', days: 7, price_mkd: 600, price_eur_cents: 980 },
];

export async function ensureMoneyReferenceData(db: Db): Promise<void> {
  await db
    .insertInto('promotion_packages')
    .values(DEFAULT_PACKAGES.map((p, i) => ({ ...p, position: i + 1 })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await ensureSystemAccounts(db);
}

export async function listPackages(db: Db): Promise<PromotionPackage[]> {
  const rows = await db
    .selectFrom('promotion_packages')
    .select(['code', 'kind', 'days', 'price_mkd', 'price_eur_cents'])
    .where('active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ code: r.code, kind: r.kind, days: r.days, price_mkd: r.price_mkd, price_eur_cents: r.price_eur_cents }));
}

export async function findPackage(db: Db, code: PackageCode): Promise<PromotionPackage | undefined> {
  return (await listPackages(db)).find((p) => p.code === code);
}
