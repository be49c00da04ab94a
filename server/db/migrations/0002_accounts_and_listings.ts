import { sql, type Kysely } from 'kysely';
import { transliterationFunctionSql } from '../transliteration-sql';

/**
 * Accounts, the marketplace's catalogue (categories, locations, listings), favourites, info pages and menus,
 * sessions, one-time tokens, the dev outbox, verification requests and reports.
 *
 * Search: `oglasi_translit()` folds Macedonian Cyrillic and Latin (with or without diacritics) into one
 * lowercase Latin spelling, so "golf" and "Голф" meet; listings keep that folded text in generated columns that
 * pg_trgm (typo tolerance) and full-text search index. Prices in MKD are normalised to EUR for sorting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(transliterationFunctionSql()).execute(db);

  await sql`
    create table locations (
      id serial primary key,
      parent_id int references locations(id) on delete cascade,
      kind text not null check (kind in ('region', 'city')),
      name text not null,
      slug text not null unique,
      position int not null default 0
    )`.execute(db);
  await sql`create index locations_parent_idx on locations (parent_id)`.execute(db);

  await sql`
    create table categories (
      id serial primary key,
      parent_id int references categories(id) on delete cascade,
      name text not null,
      slug text not null unique,
      icon text,
      position int not null default 0
    )`.execute(db);
  await sql`create index categories_parent_idx on categories (parent_id)`.execute(db);

  await sql`
    create table users (
      id serial primary key,
      email text not null unique check (email = lower(email)),
      password_hash text,
      full_name text,
      slug text unique,
      verified boolean not null default false,
      banned boolean not null default false,
      role text not null default 'user' check (role in ('user', 'support', 'admin')),
      account_type text not null default 'private' check (account_type in ('private', 'company')),
      email_verified_at timestamptz,
      phone_number text,
      phone_verified_at timestamptz,
      location_id int references locations(id) on delete set null,
      user_meta jsonb not null default '{}'::jsonb,
      terms_accepted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index users_phone_idx on users (phone_number)`.execute(db);

  await sql`
    create table listings (
      id serial primary key,
      user_id int not null references users(id) on delete cascade,
      title text not null,
      slug text not null unique,
      status text not null default 'draft'
        check (status in ('draft', 'moderation', 'active', 'rejected', 'archived', 'expired')),
      rejection_reason text,
      category_id int not null references categories(id),
      subcategory_id int references categories(id),
      location_id int references locations(id) on delete set null,
      price numeric(14, 2) check (price is null or price >= 0),
      price_type text not null default 'fixed' check (price_type in ('fixed', 'agreement')),
      currency text not null default 'EUR' check (currency in ('EUR', 'MKD')),
      description text not null default '',
      images jsonb not null default '[]'::jsonb,
      video jsonb,
      youtube_url text,
      contact_phone text,
      viber_phone text,
      whatsapp_phone text,
      brand text,
      model text,
      features jsonb not null default '{}'::jsonb,
      user_type text not null default 'private' check (user_type in ('private', 'company')),
      company_name text,
      views int not null default 0,
      promoted_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      published_at timestamptz,
      expires_at timestamptz,
      price_eur numeric(14, 2) generated always as (
        case when price_type = 'agreement' then null when currency = 'MKD' then round(price / 61.5, 2) else price end
      ) stored,
      search_latin text generated always as (
        oglasi_translit(title || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))
      ) stored,
      search_vector tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, oglasi_translit(title || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A') ||
        setweight(to_tsvector('simple'::regconfig, oglasi_translit(left(description, 4000))), 'B')
      ) stored
    )`.execute(db);
  await sql`create index listings_status_published_idx on listings (status, published_at desc)`.execute(db);
  await sql`create index listings_category_idx on listings (category_id, status)`.execute(db);
  await sql`create index listings_subcategory_idx on listings (subcategory_id, status)`.execute(db);
  await sql`create index listings_location_idx on listings (location_id, status)`.execute(db);
  await sql`create index listings_user_idx on listings (user_id, status)`.execute(db);
  await sql`create index listings_price_idx on listings (price_eur)`.execute(db);
  await sql`create index listings_search_trgm_idx on listings using gin (search_latin gin_trgm_ops)`.execute(db);
  await sql`create index listings_search_vector_idx on listings using gin (search_vector)`.execute(db);

  await sql`
    create table listing_daily_views (
      listing_id int not null references listings(id) on delete cascade,
      day date not null,
      views int not null default 0,
      primary key (listing_id, day)
    )`.execute(db);

  await sql`
    create table favourites (
      user_id int not null references users(id) on delete cascade,
      listing_id int not null references listings(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, listing_id)
    )`.execute(db);

  // Server-side sessions: the cookie carries a random id, the table only its SHA-256 (a leaked table is no login).
  await sql`
    create table sessions (
      id_hash text primary key,
      user_id int not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);

  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id int not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);

  await sql`
    create table sms_codes (
      id serial primary key,
      phone_number text not null,
      code_hash text not null,
      attempts int not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index sms_codes_phone_idx on sms_codes (phone_number, created_at desc)`.execute(db);

  // No mail or SMS gateway here: what would be sent is kept for the developer (GET /api/dev/outbox).
  await sql`
    create table outbox (
      id serial primary key,
      channel text not null check (channel in ('email', 'sms')),
      recipient text not null,
      subject text not null,
      body text not null,
      link text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table pages (
      id serial primary key,
      slug text not null unique,
      title text not null,
      content text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table menus (
      id serial primary key,
      location text not null,
      name text not null,
      position int not null default 0
    )`.execute(db);
  await sql`create index menus_location_idx on menus (location)`.execute(db);
  await sql`
    create table menu_pages (
      menu_id int not null references menus(id) on delete cascade,
      page_id int not null references pages(id) on delete cascade,
      position int not null default 0,
      primary key (menu_id, page_id)
    )`.execute(db);

  await sql`
    create table verification_requests (
      id serial primary key,
      user_id int not null references users(id) on delete cascade,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text not null,
      document_type text not null check (document_type in ('id_card', 'passport', 'driving_licence')),
      front_image jsonb,
      back_image jsonb,
      terms_accepted boolean not null default false,
      status text not null default 'pending' check (status in ('pending', 'rejected', 'approved')),
      admin_note text,
      processed_by int references users(id) on delete set null,
      submitted_at timestamptz not null default now(),
      processed_at timestamptz
    )`.execute(db);
  await sql`create index verification_requests_user_idx on verification_requests (user_id, submitted_at desc)`.execute(db);

  await sql`
    create table reports (
      id serial primary key,
      listing_id int not null references listings(id) on delete cascade,
      user_id int references users(id) on delete set null,
      type text not null check (type in ('fake_listing', 'fake_photos', 'wrong_price', 'fraud', 'incorrect_information')),
      message text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reports',
    'verification_requests',
    'menu_pages',
    'menus',
    'pages',
    'outbox',
    'sms_codes',
    'password_resets',
    'sessions',
    'favourites',
    'listing_daily_views',
    'listings',
    'users',
    'categories',
    'locations',
  ]) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
  await sql`drop function if exists oglasi_translit(text)`.execute(db);
}
