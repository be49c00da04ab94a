import { sql, type Kysely } from 'kysely';

/**
 * The seller-type filter of lists (`seller=private|company`; docs/product/browsing.md "Filters") on saved searches
 * (docs/product/browsing.md "Saved searches"): `saved_searches.seller_type`, the type a search keeps to, null for
 * any. A new listing is matched by its own `user_type` against it (server/alerts/matching.ts). Searches saved before
 * could not name a seller type, so every existing row is rightly null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_searches add column seller_type text check (seller_type in ('private', 'company'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saved_searches drop column if exists seller_type`.execute(db);
}
