import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Per-account backoff of password guesses, whatever address they come from. The per-address limit stops one
 * machine; this stops many machines sharing the work on one account.
 *
 * The first FREE_FAILURES failures within a day cost nothing; from then on each failure blocks further attempts
 * for 30 s, 1 min, 2 min, … up to MAX_BLOCK_SECONDS, so a patient attacker gets a handful of guesses an hour. A block
 * answers 429 before the password is even checked, so it tells nothing about the password.
 *
 * It cannot lock the real owner out: attempts from a browser that has signed in to that account before (a device
 * cookie, server/auth/device-cookies.ts) skip it, the mailed reset link is never blocked and clears it, and every
 * successful sign-in clears it.
 *
 * An attempt is counted *before* the password is checked and uncounted on success, in one atomic upsert that only
 * succeeds while the account is not blocked: a burst of concurrent guesses cannot all slip past a check that
 * reads first and writes later (tested by racing requests on PostgreSQL).
 */
export const FREE_FAILURES = 5;
export const FIRST_BLOCK_SECONDS = 30;
export const MAX_BLOCK_SECONDS = 15 * 60;
/** A day without failures and the count starts over. */
const FORGET_AFTER = '24 hours';

export type AttemptReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function reservePasswordAttempt(db: Kysely<Database>, userId: number, now = new Date()): Promise<AttemptReservation> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`(case when login_throttle.last_failure_at < ${at} - interval '${sql.raw(FORGET_AFTER)}' then 1 else login_throttle.failures + 1 end)`;
  const reserved = await sql<{ failures: number }>`
    insert into login_throttle (user_id, failures, last_failure_at, blocked_until)
    values (${userId}, 1, ${at}, null)
    on conflict (user_id) do update set
      failures = ${failures},
      last_failure_at = ${at},
      blocked_until = case
        when ${failures} >= ${FREE_FAILURES}
        then ${at} + least(${MAX_BLOCK_SECONDS}, ${FIRST_BLOCK_SECONDS} * power(2, least(20, ${failures} - ${FREE_FAILURES}))) * interval '1 second'
        else null end
    where login_throttle.blocked_until is null or login_throttle.blocked_until <= ${at}
    returning failures`.execute(db);
  if (reserved.rows.length > 0) return { allowed: true };
  const row = await db.selectFrom('login_throttle').select('blocked_until').where('user_id', '=', userId).executeTakeFirst();
  const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** The password was right (or the owner proved the mailbox): the account's failures are forgotten. */
export async function clearPasswordFailures(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('login_throttle').where('user_id', '=', userId).execute();
}
