import { sql, type Kysely } from 'kysely';

/**
 * Money, second round (issue 21, docs/payments.md):
 *
 * - a refund names the purchase it gives back (`ledger_transactions.refund_of`), and a unique index lets a purchase
 *   be refunded once, whatever the application does (two admins at once, a retried request);
 * - a payment that expired on our side may still succeed: a provider that took the money after our deadline (its
 *   notification delayed, its own session longer than ours) must not see the denars lost, so `expired → succeeded`
 *   becomes a legal move. Every other move out of a final state stays refused by the trigger;
 * - an idempotency key's stored answer is kept as the JSON text it was (`json`, not `jsonb`, which reorders keys),
 *   so a replay is byte for byte the first answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions add column refund_of bigint references ledger_transactions(id)`.execute(db);
  await sql`create unique index ledger_one_refund_per_purchase on ledger_transactions (refund_of) where refund_of is not null`.execute(db);
  await sql`
    alter table ledger_transactions add constraint ledger_refund_names_purchase
    check ((type = 'refund') = (refund_of is not null))`.execute(db);
  await sql`alter table idempotency_keys alter column response_body type json using response_body::text::json`.execute(db);
  await sql`
    create or replace function payments_forward_only() returns trigger language plpgsql as $$
    begin
      if new.id <> old.id or new.user_id <> old.user_id or new.purpose <> old.purpose or new.amount <> old.amount
        or new.currency <> old.currency or new.provider <> old.provider or new.provider_reference <> old.provider_reference
        or new.package_code is distinct from old.package_code then
        raise exception 'a payment''s identity and amount never change' using errcode = 'P0001';
      end if;
      if new.status <> old.status and not (
        (old.status = 'pending' and new.status in ('requires_action', 'succeeded', 'failed', 'expired')) or
        (old.status = 'requires_action' and new.status in ('succeeded', 'failed', 'expired')) or
        (old.status = 'expired' and new.status = 'succeeded')) then
        raise exception 'payment % cannot go from % to %', old.id, old.status, new.status using errcode = 'P0001';
      end if;
      return new;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys alter column response_body type jsonb using response_body::jsonb`.execute(db);
  await sql`alter table ledger_transactions drop constraint if exists ledger_refund_names_purchase`.execute(db);
  await sql`drop index if exists ledger_one_refund_per_purchase`.execute(db);
  await sql`alter table ledger_transactions drop column if exists refund_of`.execute(db);
}
