import { sql, type Kysely } from 'kysely';

/**
 * The per-account password backoff is keyed by the normalised identifier the guesses name (`email:<address>`,
 * `user:<id>` for an account without an e-mail), whether or not an account has it, so an address with no account
 * answers exactly like one with an account (server/auth/login-throttle.ts, docs/decisions/150-sms-gateway-and-code-limits.md).
 * The rows of existing accounts carry over under their e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttle_by_identifier (
      identifier text primary key,
      failures int not null check (failures >= 0),
      last_failure_at timestamptz not null,
      blocked_until timestamptz
    )`.execute(db);
  await sql`
    insert into login_throttle_by_identifier (identifier, failures, last_failure_at, blocked_until)
    select case when u.email is null then 'user:' || u.id else 'email:' || u.email end, t.failures, t.last_failure_at, t.blocked_until
    from login_throttle t join users u on u.id = t.user_id
    on conflict (identifier) do nothing`.execute(db);
  await sql`drop table login_throttle`.execute(db);
  await sql`alter table login_throttle_by_identifier rename to login_throttle`.execute(db);
  await sql`alter index login_throttle_by_identifier_pkey rename to login_throttle_pkey`.execute(db);
  // Unknown identifiers leave rows too: the sweep deletes the ones a day old (server/auth/login-throttle.ts).
  await sql`create index login_throttle_last_failure on login_throttle (last_failure_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_throttle`.execute(db);
  await sql`
    create table login_throttle (
      user_id int primary key references users(id) on delete cascade,
      failures int not null check (failures >= 0),
      last_failure_at timestamptz not null,
      blocked_until timestamptz
    )`.execute(db);
}
