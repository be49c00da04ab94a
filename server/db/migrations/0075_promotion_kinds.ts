import { sql, type Kysely } from 'kysely';

/**
 * What each package buys (docs/decisions/144-what-each-package-buys.md): a promotion now delivers its package's
 * kind, and only it —
 *
 * - `top`: first in its category and in search, with the 'Промовиран' badge (listings.promoted_until, decision 141);
 * - `highlight`: a highlighted card wherever the listing is shown (listings.highlighted_until);
 * - `showcase`: a place in the home page's showcase "Издвоени огласи" (listings.showcased_until).
 *
 * The kind is stored with each promotion (`promotions.kind`, copied from the package when it is bought), so what a
 * purchase bought never changes when an operator edits the package table. The listing keeps the end of each kind's
 * last promotion, like `promoted_until`, so a list reads one column and nothing runs when a promotion ends.
 *
 * Promotions bought before this migration keep what they already had (`promoted_until` is left as it is) and get
 * what their package said on top of it, for the rest of their period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table promotions add column kind text`.execute(db);
  await sql`update promotions as p set kind = pp.kind from promotion_packages as pp where pp.code = p.package_code`.execute(db);
  await sql`alter table promotions alter column kind set not null`.execute(db);
  await sql`alter table promotions add constraint promotions_kind check (kind in ('top', 'highlight', 'showcase'))`.execute(db);

  await sql`alter table listings add column highlighted_until timestamptz, add column showcased_until timestamptz`.execute(db);
  for (const [kind, column] of [['highlight', 'highlighted_until'], ['showcase', 'showcased_until']] as const) {
    await sql`
      update listings as l set ${sql.ref(column)} = x.until
      from (
        select p.listing_id, max(p.ends_at) as until from promotions as p
        where p.kind = ${kind} and not exists (select 1 from ledger_transactions as r where r.refund_of = p.ledger_transaction_id)
        group by p.listing_id
      ) as x
      where x.listing_id = l.id`.execute(db);
  }
  // The showcase reads "showcased now" as a range of this small partial index, like listings_promoted (0041).
  await sql`
    create index listings_showcased on listings (showcased_until)
    include (user_id, expires_at)
    where status = 'active' and showcased_until is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists listings_showcased`.execute(db);
  await sql`alter table listings drop column if exists highlighted_until, drop column if exists showcased_until`.execute(db);
  await sql`alter table promotions drop column if exists kind`.execute(db);
}
