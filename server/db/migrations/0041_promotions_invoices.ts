import { sql, type Kysely } from 'kysely';

/**
 * Promotions, billing details and invoices (issue 21, docs/payments.md).
 *
 * - `promotions`: one row per package bought for a listing, written in the transaction that paid for it; the listing's
 *   `promoted_until` is the end of its last one. Lists find the promoted listings through `listings_promoted`, a
 *   partial index of the (few) active listings ever promoted, ordered by `promoted_until`, so "promoted now" is a
 *   range read of that index and never touches the partial indexes of migration 0034 or the list's own query.
 * - `invoice_counters`: one row per year; the invoice's number is taken by incrementing it in the transaction that
 *   marks the payment succeeded, so a rolled-back payment takes no number and numbers have no gaps.
 * - `invoices`: one per succeeded payment (unique payment_id), with the billing details as they were then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotions (
      id bigserial primary key,
      listing_id integer not null references listings(id) on delete cascade,
      user_id integer not null references users(id),
      package_code text not null references promotion_packages(code),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      payment_id uuid references payments(id),
      ledger_transaction_id bigint references ledger_transactions(id),
      created_at timestamptz not null default now(),
      constraint promotions_period check (ends_at > starts_at)
    )`.execute(db);
  await sql`create index promotions_listing on promotions (listing_id, ends_at desc)`.execute(db);
  await sql`create unique index promotions_one_per_payment on promotions (payment_id) where payment_id is not null`.execute(db);
  await sql`
    create index listings_promoted on listings (promoted_until)
    include (category_id, subcategory_id, location_id, user_id, expires_at, price_eur, published_at)
    where status = 'active' and promoted_until is not null`.execute(db);

  await sql`
    create table billing_details (
      user_id integer primary key references users(id),
      kind text not null check (kind in ('person', 'company')),
      name text not null,
      company_name text,
      tax_number text,
      address text not null,
      city text not null,
      postal_code text,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table invoice_counters (
      year integer primary key,
      last_number integer not null check (last_number > 0)
    )`.execute(db);
  await sql`
    create table invoices (
      number text primary key,
      year integer not null,
      sequence integer not null,
      payment_id uuid not null unique references payments(id),
      user_id integer not null references users(id),
      amount integer not null check (amount > 0),
      currency text not null default 'MKD',
      description text not null,
      billing jsonb,
      issued_at timestamptz not null default now(),
      constraint invoices_sequence unique (year, sequence)
    )`.execute(db);
  await sql`create index invoices_user on invoices (user_id, issued_at desc)`.execute(db);
  await sql`
    create trigger invoices_no_change before update or delete on invoices
    for each row execute function ledger_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'invoice_counters', 'billing_details', 'promotions']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
  await sql`drop index if exists listings_promoted`.execute(db);
}
