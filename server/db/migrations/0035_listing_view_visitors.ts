import { sql, type Kysely } from 'kysely';

/**
 * Who has viewed a listing on which day (Europe/Skopje), so a view counts once per visitor per listing per day
 * (issue 19): a signed-in user by id, anyone else by a keyed hash of address and browser (no address is stored).
 * Rows older than yesterday are pruned by the counter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_view_visitors (
      listing_id integer not null references listings(id) on delete cascade,
      day date not null,
      visitor text not null,
      primary key (listing_id, day, visitor)
    )`.execute(db);
  await sql`create index listing_view_visitors_day on listing_view_visitors (day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists listing_view_visitors`.execute(db);
}
