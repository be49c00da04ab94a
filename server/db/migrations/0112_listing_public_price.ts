import { sql, type Kysely } from 'kysely';

/**
 * Price drops across moderation (docs/product/browsing.md "Saved searches").
 *
 * - `listings.last_public_price_eur`: the euro price the public last saw, kept while a public listing is out of
 *   public view (an edit sent back to moderation, an archived or rejected listing): the first such price, whatever
 *   edits follow. Cleared by the update that makes the listing public again, which compares it with the price then
 *   and announces a drop to those who saved the listing. Null while the listing is public, and for one never public.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column last_public_price_eur numeric(14, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings drop column if exists last_public_price_eur`.execute(db);
}
