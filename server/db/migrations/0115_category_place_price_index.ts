import { sql, type Kysely } from 'kysely';

/**
 * A filtered category page (issue 38; docs/scaling.md, "Filtered category pages") asks for a category in a place
 * within a price range, plus details. Without this index the planner ANDed the category's or the place's bitmap with
 * the whole table's price index (listings_price_idx: ~23,000 entries read for "500–22,500 €" at 100,000 listings,
 * 4 ms) or took the category's price index and read ~5,000 rows from the table to keep 90. Keyed by category, place
 * and price, one index scan leaves only the rows whose details are left to check (a few hundred).
 *
 * listings_price_idx goes: every list reads public listings only, and the partial indexes of migration 0034 keyed by
 * price serve a price range without a category; all it did was tempt the planner into those bitmaps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index listings_public_category_location_price on listings (category_id, location_id, price_eur) include (published_at, id, expires_at, user_id, subcategory_id) where status = 'active'`.execute(db);
  await sql`drop index if exists listings_price_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists listings_price_idx on listings (price_eur)`.execute(db);
  await sql`drop index if exists listings_public_category_location_price`.execute(db);
}
