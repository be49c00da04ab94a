import { sql, type Kysely } from 'kysely';

/**
 * Trust II (issue 43; docs/product/trust.md "Blocking", "Reporting a conversation", "Warnings where scams happen").
 *
 * - `chat_blocks`: who blocked whom. The primary key makes blocking twice harmless; a check forbids blocking oneself.
 *   The send path reads it (by its primary key) on every message, on every process, so a block holds everywhere at once.
 * - `conversation_reports`: a conversation reported to the moderators, with the last messages copied at the time
 *   (`messages`, oldest first) so a later deletion does not erase the evidence. One open report per reporter and
 *   conversation (a partial unique index); resolved by an admin with `dismiss`, `warn` or `ban`.
 * - `safety_rule_hits`: how often each warning rule fired per day, for the console's counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_blocks (
      blocker_id int not null references users(id) on delete cascade,
      blocked_id int not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    )`.execute(db);
  await sql`
    create table conversation_reports (
      id serial primary key,
      conversation_id int not null references conversations(id) on delete cascade,
      reporter_id int not null references users(id) on delete cascade,
      reported_id int not null references users(id) on delete cascade,
      reason text not null default '',
      messages jsonb not null,
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolution text check (resolution in ('dismiss', 'warn', 'ban')),
      check ((resolved_at is null) = (resolution is null)),
      check (reporter_id <> reported_id)
    )`.execute(db);
  await sql`create unique index conversation_reports_open on conversation_reports (conversation_id, reporter_id) where resolved_at is null`.execute(db);
  await sql`create index conversation_reports_queue on conversation_reports (created_at) where resolved_at is null`.execute(db);
  await sql`
    create table safety_rule_hits (
      day date not null,
      rule text not null check (rule in ('card_details', 'advance_payment', 'courier_link', 'foreign_link', 'foreign_phone')),
      hits int not null default 0 check (hits >= 0),
      primary key (day, rule)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists safety_rule_hits`.execute(db);
  await sql`drop table if exists conversation_reports`.execute(db);
  await sql`drop table if exists chat_blocks`.execute(db);
}
