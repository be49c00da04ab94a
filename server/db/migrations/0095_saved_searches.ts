import { sql, type Kysely } from 'kysely';

/**
 * Saved searches with alerts (issue 38; docs/product/browsing.md "Saved searches", docs/decisions/154-alert-queue.md).
 *
 * - `saved_searches`: a user's stored list query — `query`, its one normalised spelling (core/alerts/saved-search.ts;
 *   unique per user, so the same filters are the same saved search), `filters` the same as JSON, and the columns a new
 *   listing is matched by, resolved when saved: the category (a top category or a subcategory), the place's ids (a
 *   region and its towns), the price bounds in euros, the search words as a tsquery, the two flags. A new listing only
 *   examines the searches of its own category or of none (`saved_searches_category`), never every saved search.
 * - `alert_matches`: one row per (saved search, listing) ever matched — the primary key makes a retried or duplicated
 *   matching job harmless; `emailed_at` marks the ones a digest has carried.
 * - `alert_digests`: one row per saved search per day an e-mail went out — the primary key is the "at most one mail
 *   per saved search per day" rule, kept by the database whatever runs twice.
 * - `notifications`: the bell's items (a new match, a price drop), one per (user, listing) for matches and per
 *   (user, listing, new price) for price drops.
 * - `alert_settings`: per user, whether price drops of saved listings are e-mailed too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_searches (
      id serial primary key,
      user_id int not null references users(id) on delete cascade,
      query text not null,
      filters jsonb not null,
      category_id int,
      location_ids int[],
      price_min_eur numeric(14, 2),
      price_max_eur numeric(14, 2),
      words text,
      with_photos boolean not null default false,
      verified_sellers boolean not null default false,
      email_alerts boolean not null default false,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      unique (user_id, query)
    )`.execute(db);
  await sql`create index saved_searches_category on saved_searches (category_id)`.execute(db);
  await sql`
    create table alert_matches (
      saved_search_id int not null references saved_searches(id) on delete cascade,
      listing_id int not null references listings(id) on delete cascade,
      created_at timestamptz not null default now(),
      emailed_at timestamptz,
      primary key (saved_search_id, listing_id)
    )`.execute(db);
  await sql`create index alert_matches_unmailed on alert_matches (saved_search_id) where emailed_at is null`.execute(db);
  await sql`
    create table alert_digests (
      saved_search_id int not null references saved_searches(id) on delete cascade,
      day date not null,
      sent_at timestamptz not null default now(),
      listings int not null,
      primary key (saved_search_id, day)
    )`.execute(db);
  await sql`
    create table notifications (
      id serial primary key,
      user_id int not null references users(id) on delete cascade,
      kind text not null check (kind in ('match', 'price_drop')),
      listing_id int not null references listings(id) on delete cascade,
      saved_search_id int references saved_searches(id) on delete set null,
      old_price_eur numeric(14, 2),
      new_price_eur numeric(14, 2),
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`.execute(db);
  await sql`create index notifications_user on notifications (user_id, id desc)`.execute(db);
  await sql`create unique index notifications_one_match on notifications (user_id, listing_id) where kind = 'match'`.execute(db);
  await sql`create unique index notifications_one_drop on notifications (user_id, listing_id, new_price_eur) where kind = 'price_drop'`.execute(db);
  await sql`
    create table alert_settings (
      user_id int primary key references users(id) on delete cascade,
      price_drop_email boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists alert_settings`.execute(db);
  await sql`drop table if exists notifications`.execute(db);
  await sql`drop table if exists alert_digests`.execute(db);
  await sql`drop table if exists alert_matches`.execute(db);
  await sql`drop table if exists saved_searches`.execute(db);
}
