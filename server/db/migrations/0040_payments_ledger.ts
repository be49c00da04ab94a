import { sql, type Kysely } from 'kysely';

/**
 * Money (issue 21, docs/payments.md): promotion packages, a double-entry credits ledger, idempotency keys,
 * payments and their notifications. What must never happen is refused by the database, not by the application:
 *
 * - a wallet's balance below zero: `ledger_accounts` CHECK, hit by the spending UPDATE itself, which also row-locks
 *   the balance, so two spends of the last credits serialise and the second one fails the CHECK;
 * - an unbalanced transaction: a deferred constraint trigger checks at commit that every ledger transaction's
 *   entries sum to zero (and that it has at least two);
 * - a changed or deleted ledger row: triggers refuse UPDATE and DELETE on transactions and entries (append-only;
 *   a mistake is corrected by a new `adjustment`, never by editing history);
 * - a payment going backwards (succeeded → pending, failed → succeeded, …) or changing its amount, owner or purpose;
 * - one idempotency key used twice by a user (primary key), one provider reference on two payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotion_packages (
      code text primary key,
      kind text not null check (kind in ('top', 'highlight', 'showcase')),
      days integer not null check (days > 0),
      price_mkd integer not null check (price_mkd > 0),
      price_eur_cents integer not null check (price_eur_cents > 0),
      position integer not null default 0,
      active boolean not null default true
    )`.execute(db);
  await sql`
    insert into promotion_packages (code, kind, days, price_mkd, price_eur_cents, position) values
      ('top-3', 'top', 3, 150, 250, 1),
      ('top-7', 'top', 7, 300, 490, 2),
      ('top-14', 'top', 14, 500, 810, 3),
      ('highlight-7', 'highlight', 7, 200, 330, 4),
      ('showcase-7', 'showcase', 7, 600, 980, 5)`.execute(db);

  // One wallet account per user, plus the system accounts the other side of every movement is booked to.
  await sql`
    create table ledger_accounts (
      id serial primary key,
      kind text not null check (kind in ('wallet', 'system')),
      user_id integer unique references users(id),
      code text unique,
      -- Wallets only (system accounts stay 0, see ledger_entries.balance_after).
      balance bigint not null default 0,
      constraint ledger_wallet_owner check ((kind = 'wallet') = (user_id is not null) and (kind = 'system') = (code is not null)),
      constraint ledger_wallet_not_negative check (kind <> 'wallet' or balance >= 0)
    )`.execute(db);
  await sql`
    insert into ledger_accounts (kind, code) values
      ('system', 'card_clearing'), ('system', 'promotion_revenue'), ('system', 'expired_credits'), ('system', 'adjustments')`.execute(db);

  await sql`
    create table payments (
      id uuid primary key,
      user_id integer not null references users(id),
      purpose text not null check (purpose in ('top_up', 'promotion')),
      status text not null default 'pending' check (status in ('pending', 'requires_action', 'succeeded', 'failed', 'expired')),
      amount integer not null check (amount > 0),
      currency text not null default 'MKD' check (currency = 'MKD'),
      listing_id integer references listings(id) on delete set null,
      package_code text references promotion_packages(code),
      provider text not null,
      provider_reference text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz,
      constraint payments_provider_reference unique (provider, provider_reference),
      constraint payments_promotion_has_package check ((purpose = 'promotion') = (package_code is not null))
    )`.execute(db);
  await sql`create index payments_user on payments (user_id, created_at desc)`.execute(db);
  await sql`create index payments_open on payments (expires_at) where status in ('pending', 'requires_action')`.execute(db);
  await sql`
    create function payments_forward_only() returns trigger language plpgsql as $$
    begin
      if new.id <> old.id or new.user_id <> old.user_id or new.purpose <> old.purpose or new.amount <> old.amount
        or new.currency <> old.currency or new.provider <> old.provider or new.provider_reference <> old.provider_reference
        or new.package_code is distinct from old.package_code then
        raise exception 'a payment''s identity and amount never change' using errcode = 'P0001';
      end if;
      if new.status <> old.status and not (
        (old.status = 'pending' and new.status in ('requires_action', 'succeeded', 'failed', 'expired')) or
        (old.status = 'requires_action' and new.status in ('succeeded', 'failed', 'expired'))) then
        raise exception 'payment % cannot go from % to %', old.id, old.status, new.status using errcode = 'P0001';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger payments_forward before update on payments for each row execute function payments_forward_only()`.execute(db);

  await sql`
    create table ledger_transactions (
      id bigserial primary key,
      type text not null check (type in ('top_up', 'purchase', 'refund', 'expiry', 'adjustment')),
      user_id integer not null references users(id),
      payment_id uuid references payments(id),
      listing_id integer,
      listing_title text,
      package_code text references promotion_packages(code),
      note text,
      created_at timestamptz not null default now()
    )`.execute(db);
  // One top-up per payment: a notification delivered twice cannot credit twice, whatever the code above does.
  await sql`create unique index ledger_one_top_up_per_payment on ledger_transactions (payment_id) where type = 'top_up'`.execute(db);
  await sql`
    create table ledger_entries (
      id bigserial primary key,
      transaction_id bigint not null references ledger_transactions(id),
      account_id integer not null references ledger_accounts(id),
      amount bigint not null check (amount <> 0),
      -- The wallet's balance after this entry. System accounts keep no running balance (their row would be a lock
      -- every purchase in the country waits for): their balance is the sum of their entries.
      balance_after bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ledger_entries_account on ledger_entries (account_id, id desc)`.execute(db);
  await sql`create index ledger_entries_transaction on ledger_entries (transaction_id)`.execute(db);
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name using errcode = 'P0001';
    end
    $$`.execute(db);
  await sql`create trigger ledger_transactions_no_change before update or delete on ledger_transactions for each row execute function ledger_append_only()`.execute(db);
  await sql`create trigger ledger_entries_no_change before update or delete on ledger_entries for each row execute function ledger_append_only()`.execute(db);
  await sql`create trigger payments_no_delete before delete on payments for each row execute function ledger_append_only()`.execute(db);
  await sql`
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    declare total bigint; lines integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, lines from ledger_entries where transaction_id = new.transaction_id;
      if total <> 0 or lines < 2 then
        raise exception 'ledger transaction % does not balance (sum %, % entries)', new.transaction_id, total, lines using errcode = 'P0001';
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_transaction_balanced()`.execute(db);

  // Idempotency keys: one row per user and key, written in the same transaction as what the request did, with the
  // request's hash and the answer it got; the same key again replays the answer, another body gets 409.
  await sql`
    create table idempotency_keys (
      user_id integer not null references users(id),
      key uuid not null,
      operation text not null,
      request_hash text not null,
      response_status integer not null,
      response_body jsonb not null,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )`.execute(db);

  // Every notification a provider sent, verified or not: a repeated event id changes nothing the second time.
  await sql`
    create table payment_notifications (
      id bigserial primary key,
      provider text not null,
      event_id text not null,
      payment_id uuid references payments(id),
      event_type text not null,
      outcome text not null,
      received_at timestamptz not null default now(),
      constraint payment_notifications_event unique (provider, event_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_notifications', 'idempotency_keys', 'ledger_entries', 'ledger_transactions', 'payments', 'ledger_accounts', 'promotion_packages']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
  await sql`drop function if exists ledger_transaction_balanced()`.execute(db);
  await sql`drop function if exists ledger_append_only()`.execute(db);
  await sql`drop function if exists payments_forward_only()`.execute(db);
}
