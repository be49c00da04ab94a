import { sql, type Kysely } from 'kysely';

/**
 * Per-account backoff of password attempts (server/auth/login-throttle.ts). One row per account that has failed
 * recently; kept in the database rather than in memory so that every server process counts the same failures —
 * the attack it answers spreads its guesses over many addresses, and may as well spread them over processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttle (
      user_id int primary key references users(id) on delete cascade,
      failures int not null check (failures >= 0),
      last_failure_at timestamptz not null,
      blocked_until timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_throttle`.execute(db);
}
