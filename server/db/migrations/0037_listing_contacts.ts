import { sql, type Kysely } from 'kysely';

/**
 * Contact clicks on a listing (phone, WhatsApp, Viber) per Europe/Skopje day, once per visitor per kind per day — the
 * same honest rule as views (issue 19), so a seller's 15-day statistics show how many people reached out. Rows are
 * kept for the stats window (the writer prunes older ones); a listing's rows go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_contact_clicks (
      listing_id integer not null references listings(id) on delete cascade,
      day date not null,
      kind text not null check (kind in ('phone', 'whatsapp', 'viber')),
      visitor text not null,
      primary key (listing_id, day, kind, visitor)
    )`.execute(db);
  await sql`create index listing_contact_clicks_day on listing_contact_clicks (day)`.execute(db);
  // Saves per day for the stats come from favourites.created_at: one listing's saves by date.
  await sql`create index if not exists favourites_listing_created on favourites (listing_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists listing_contact_clicks`.execute(db);
  await sql`drop index if exists favourites_listing_created`.execute(db);
}
