import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Per-account backoff of password guesses, whatever address they come from. The per-address limit stops one
 * machine; this stops many machines sharing the work on one account.
 *
 * It is keyed by the normalised identifier the guesses name (`throttleIdentifier`: the e-mail as typed, trimmed
 * and lower-cased), whether or not an account has it: an address with no account counts, blocks and answers
 * exactly like one with an account (same statuses, same work: one upsert and one hash), so the backoff tells
 * nobody which addresses are registered (docs/decisions/150-sms-gateway-and-code-limits.md).
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
 * succeeds while the identifier is not blocked: a burst of concurrent guesses cannot all slip past a check that
 * reads first and writes later (tested by racing requests on PostgreSQL). Rows a day without failures are swept.
 */
export const FREE_FAILURES = 5;
export const FIRST_BLOCK_SECONDS = 30;
export const MAX_BLOCK_SECONDS = 15 * 60;
/** A day without failures and the count starts over. */
const FORGET_AFTER = '24 hours';

export type AttemptReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The key of an e-mail sign-in (`email` already normalised), or of an account without an e-mail. */
export function throttleIdentifier(who: { email: string } | { userId: number }): string {
  return 'email' in who ? `email:${who.email}` : `user:${who.userId}`;
}

/** The identifier a signed-in account's own password checks count under (deleting it): its e-mail's, else its id's. */
export function accountIdentifier(user: { id: number; email: string | null }): string {
  return user.email ? throttleIdentifier({ email: user.email }) : throttleIdentifier({ userId: user.id });
}

/** Every identifier an account's failures may be counted under (a right password or a reset clears them all). */
export function accountIdentifiers(user: { id: number; email: string | null }): string[] {
  return [...(user.email ? [throttleIdentifier({ email: user.email })] : []), throttleIdentifier({ userId: user.id })];
}

/** One reservation in SWEEP_EVERY also deletes rows a day without failures (unknown addresses leave rows too). */
const SWEEP_EVERY = 200;
let reservations = 0;

export async function reservePasswordAttempt(db: Kysely<Database>, identifier: string, now = new Date()): Promise<AttemptReservation> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`(case when login_throttle.last_failure_at < ${at} - interval '${sql.raw(FORGET_AFTER)}' then 1 else login_throttle.failures + 1 end)`;
  const reserved = await sql<{ failures: number }>`
    insert into login_throttle (identifier, failures, last_failure_at, blocked_until)
    values (${identifier}, 1, ${at}, null)
    on conflict (identifier) do update set
      failures = ${failures},
      last_failure_at = ${at},
      blocked_until = case
        when ${failures} >= ${FREE_FAILURES}
        then ${at} + least(${MAX_BLOCK_SECONDS}, ${FIRST_BLOCK_SECONDS} * power(2, least(20, ${failures} - ${FREE_FAILURES}))) * interval '1 second'
        else null end
    where login_throttle.blocked_until is null or login_throttle.blocked_until <= ${at}
    returning failures`.execute(db);
  reservations = (reservations + 1) % SWEEP_EVERY;
  if (reservations === 0) await sweepLoginThrottle(db, now);
  if (reserved.rows.length > 0) return { allowed: true };
  const row = await db.selectFrom('login_throttle').select('blocked_until').where('identifier', '=', identifier).executeTakeFirst();
  const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** The password was right (or the owner proved the mailbox): the failures counted under these identifiers are forgotten. */
export async function clearPasswordFailures(db: Kysely<Database>, identifiers: string[]): Promise<void> {
  if (identifiers.length === 0) return;
  await db.deleteFrom('login_throttle').where('identifier', 'in', identifiers).execute();
}

/** Deletes the rows whose last failure is a day old and that block nothing (they would start over anyway). */
export async function sweepLoginThrottle(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
    .execute();
}
