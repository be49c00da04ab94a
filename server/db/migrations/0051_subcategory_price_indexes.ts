import { sql, type Kysely } from 'kysely';

/**
 * A subcategory by price (docs/scaling.md, "Data"), like a category by price in migration 0034: at 100,000 listings
 * "cars, cheapest first" sorted all 6,000 active cars for every page (top-N heapsort, 5–20 ms of the database's
 * time); read from these partial indexes it stops after the rows it needs, whatever the subcategory — which also
 * lets the statement be prepared once (server/listings/list-statement.ts, planOnce).
 */
const PUBLIC = "where status = 'active'";
const INDEXES: ReadonlyArray<[name: string, key: string, include: string]> = [
  ['listings_public_subcategory_price_asc', 'subcategory_id, price_eur asc nulls last, published_at desc, id desc', 'expires_at, user_id, category_id, location_id'],
  ['listings_public_subcategory_price_desc', 'subcategory_id, price_eur desc nulls last, published_at desc, id desc', 'expires_at, user_id, category_id, location_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, key, include] of INDEXES) {
    await sql.raw(`create index ${name} on listings (${key}) include (${include}) ${PUBLIC}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
