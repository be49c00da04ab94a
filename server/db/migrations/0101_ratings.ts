import { sql, type Kysely } from 'kysely';

/**
 * Reputation (issue 43; docs/product/trust.md "Reputation").
 *
 * - `listings.sold_at`: when the owner archived the listing as sold (cleared when it is reactivated).
 * - `ratings`: one per rater, ratee and listing (unique), 1..5 stars (check), an optional short text, the ratee's one
 *   answer, and a moderator's hiding. Nobody rates themself (check).
 * - `rating_reports`: a rating reported by a user, once per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column sold_at timestamptz`.execute(db);
  await sql`
    create table ratings (
      id serial primary key,
      listing_id int not null references listings(id) on delete cascade,
      rater_id int not null references users(id) on delete cascade,
      ratee_id int not null references users(id) on delete cascade,
      stars smallint not null check (stars between 1 and 5),
      body text not null default '' check (char_length(body) <= 500),
      reply text check (char_length(reply) <= 500),
      replied_at timestamptz,
      hidden_at timestamptz,
      hidden_by int references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (rater_id, ratee_id, listing_id),
      check (rater_id <> ratee_id),
      check ((reply is null) = (replied_at is null))
    )`.execute(db);
  await sql`create index ratings_ratee on ratings (ratee_id, created_at desc) where hidden_at is null`.execute(db);
  await sql`
    create table rating_reports (
      rating_id int not null references ratings(id) on delete cascade,
      reporter_id int not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (rating_id, reporter_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rating_reports`.execute(db);
  await sql`drop table if exists ratings`.execute(db);
  await sql`alter table listings drop column if exists sold_at`.execute(db);
}
