import { sql, type Kysely } from 'kysely';

/**
 * A listing's earlier slugs (docs/product/listing-page.md): a listing's slug follows its title, and the address it
 * had before keeps leading to it — a permanent redirect to the current one — while any other words before its id
 * are a 404 (docs/decisions/125-reach-search-engines.md). Written when an edit changes the slug
 * (server/routes/listing-write.ts); a slug ends in its listing's id, so it names one listing for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_slugs (
      slug text primary key,
      listing_id int not null references listings(id) on delete cascade,
      replaced_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index listing_slugs_listing on listing_slugs (listing_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists listing_slugs`.execute(db);
}
