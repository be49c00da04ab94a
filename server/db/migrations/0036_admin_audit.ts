import { sql, type Kysely } from 'kysely';

/**
 * Who did what to whom and when in the moderation console (issue 20): every admin decision — verification
 * approved/rejected, listing approved/rejected, report dismissed, user banned/unbanned — one row, written in the same
 * transaction as the decision. Append-only: the database refuses to change or delete a row (a trigger), so the log
 * cannot be edited by the application it audits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table admin_actions (
      id serial primary key,
      admin_id integer not null references users(id),
      action text not null,
      target_type text not null,
      target_id integer not null,
      note text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index admin_actions_created on admin_actions (created_at desc, id desc)`.execute(db);
  await sql`
    create function admin_actions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_actions is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger admin_actions_no_change before update or delete on admin_actions
    for each row execute function admin_actions_append_only()`.execute(db);
  // A verification request decided twice would be two decisions: the decider is kept with the decision.
  await sql`alter table verification_requests add column if not exists processed_by_name text`.execute(db);
  // A report is open until an admin resolves its listing's reports (dismissed, listing rejected, or seller banned).
  await sql`alter table reports add column if not exists resolved_at timestamptz`.execute(db);
  await sql`create index reports_open on reports (listing_id) where resolved_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists admin_actions`.execute(db);
  await sql`drop function if exists admin_actions_append_only()`.execute(db);
  await sql`alter table verification_requests drop column if exists processed_by_name`.execute(db);
  await sql`alter table reports drop column if exists resolved_at`.execute(db);
}
