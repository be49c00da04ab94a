import { sql, type Kysely } from 'kysely';

/**
 * Promoted first, by category (docs/scaling.md, "Data"): a category's list or a search in a category reads the
 * matches promoted now (the `pr` step of server/listings/list-statement.ts) before its page. Through
 * `listings_promoted` (migration 0041, ordered by promoted_until alone) that step read every promoted listing of the
 * marketplace from the heap to keep the category's — at 100,000 listings 1,700 heap blocks for `vozila`'s 285, 3–6
 * ms of every category page. These two are the same partial index led by the category level a list filters on
 * (`category_id` for a top-level category, `subcategory_id` for a subcategory: listing-input.ts keeps that
 * invariant), and they hold every column the step reads — `id` among them — so it is an index-only range scan of the
 * category's promoted listings. The WHERE is listings_promoted's: `pr`'s `status = 'active' and promoted_until >
 * now()` implies it, so the planner may use them.
 */
const PROMOTED = "where status = 'active' and promoted_until is not null";
const INCLUDE = 'id, location_id, user_id, expires_at, price_eur, published_at';
const INDEXES: ReadonlyArray<[name: string, key: string]> = [
  ['listings_promoted_category', 'category_id, promoted_until'],
  ['listings_promoted_subcategory', 'subcategory_id, promoted_until'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, key] of INDEXES) {
    await sql.raw(`create index ${name} on listings (${key}) include (${INCLUDE}) ${PROMOTED}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
