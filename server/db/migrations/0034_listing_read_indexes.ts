import { sql, type Kysely } from 'kysely';

/**
 * Reads at scale (docs/scaling.md, "Data"). A page of public listings is chosen from one of these partial indexes
 * (only `status = 'active'` rows, ~90% of a marketplace but all that lists ever read), in the order of its sort, as
 * an index-only scan: the rest of what "public" means — not expired, owner not banned — is in the included columns,
 * so the heap is read only for the 21 rows of the page (server/listings/find-listings.ts).
 *
 * - newest/oldest (one index, read either way), overall, by category, subcategory and city;
 * - cheapest/dearest overall and by category (a subcategory or a city is small enough to sort);
 * - banned users: a tiny partial index, read once a query into a hashed `not in`.
 *
 * A price sort's direction is part of the key (`asc nulls last` is not `desc nulls last` read backwards), hence
 * two indexes each. `views` is in none of them, so counting a view stays a HOT update.
 */
const PUBLIC = "where status = 'active'";
const INDEXES: ReadonlyArray<[name: string, key: string, include: string]> = [
  ['listings_public_newest', 'published_at desc, id desc', 'expires_at, user_id, category_id, subcategory_id, location_id, price_eur'],
  ['listings_public_category', 'category_id, published_at desc, id desc', 'expires_at, user_id, subcategory_id, location_id, price_eur'],
  ['listings_public_subcategory', 'subcategory_id, published_at desc, id desc', 'expires_at, user_id, category_id, location_id, price_eur'],
  ['listings_public_location', 'location_id, published_at desc, id desc', 'expires_at, user_id, category_id, subcategory_id, price_eur'],
  ['listings_public_price_asc', 'price_eur asc nulls last, published_at desc, id desc', 'expires_at, user_id, category_id, subcategory_id, location_id'],
  ['listings_public_price_desc', 'price_eur desc nulls last, published_at desc, id desc', 'expires_at, user_id, category_id, subcategory_id, location_id'],
  ['listings_public_category_price_asc', 'category_id, price_eur asc nulls last, published_at desc, id desc', 'expires_at, user_id, subcategory_id, location_id'],
  ['listings_public_category_price_desc', 'category_id, price_eur desc nulls last, published_at desc, id desc', 'expires_at, user_id, subcategory_id, location_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, key, include] of INDEXES) {
    await sql.raw(`create index ${name} on listings (${key}) include (${include}) ${PUBLIC}`).execute(db);
  }
  await sql`create index users_banned_idx on users (id) where banned`.execute(db);
  // Superseded by listings_public_newest (same order, only the rows lists read).
  await sql`drop index if exists listings_status_published_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists listings_status_published_idx on listings (status, published_at desc)`.execute(db);
  await sql`drop index if exists users_banned_idx`.execute(db);
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
