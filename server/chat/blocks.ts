import { sql, type Kysely } from 'kysely';
import { assessMessage } from '../../core/trust/message-safety';
import type { Database } from '../db/schema';
import { ChatError } from './errors';

/**
 * Blocking (docs/product/trust.md "Blocking"): a user who blocked another no longer receives their messages. The
 * blocked one is not told: their send is refused with the neutral RECIPIENT_UNAVAILABLE. The table is the one truth
 * every process reads on every send, so a block holds on all processes the moment it commits: a first message reads
 * it here (one primary-key lookup) before its conversation is created; every later one is refused by the write
 * statement itself (message-writer.ts, `unlessBlocked`), in the snapshot it inserts in.
 */
export async function hasBlocked(db: Kysely<Database>, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db.selectFrom('chat_blocks').select('blocker_id').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).executeTakeFirst();
  return row !== undefined;
}

/** Refuses a message from `senderId` to `recipientId` when the recipient has blocked the sender. */
export async function assertNotBlocked(db: Kysely<Database>, recipientId: number, senderId: number): Promise<void> {
  if (await hasBlocked(db, recipientId, senderId)) throw new ChatError('RECIPIENT_UNAVAILABLE');
}

/** The seller of a listing a first message is about (before the conversation exists), or null. */
export async function listingOwner(db: Kysely<Database>, listingId: number): Promise<number | null> {
  const row = await db.selectFrom('listings').select('user_id').where('id', '=', listingId).executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Counts the warning rules a stored message fired (docs/product/trust.md: counters for the console), one row per day
 * and rule. Never holds or changes the message; a failure is the caller's to log.
 */
export async function countSafetyHits(db: Kysely<Database>, text: string): Promise<void> {
  const { rules } = assessMessage(text);
  if (rules.length === 0) return;
  // The database's day, the same one the console's counters read with current_date.
  const day = sql<string>`current_date`;
  await db
    .insertInto('safety_rule_hits')
    .values(rules.map((rule) => ({ day, rule, hits: 1 })))
    .onConflict((oc) => oc.columns(['day', 'rule']).doUpdateSet({ hits: sql`safety_rule_hits.hits + 1` }))
    .execute();
}
