import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** docs/product/chat.md Unread summary. */
export interface UnreadSummary {
  total_unread_count: number;
  unread_counts: { conversation_id: number; unread_count: number }[];
}

/** The user's unread counters, only conversations with something unread listed. */
export async function unreadSummary(db: Kysely<Database>, userId: number): Promise<UnreadSummary> {
  const rows = await db
    .selectFrom('conversation_participants')
    .select(['conversation_id', 'unread_count'])
    .where('user_id', '=', userId)
    .where('unread_count', '>', 0)
    .orderBy('conversation_id')
    .execute();
  return {
    total_unread_count: rows.reduce((sum, row) => sum + row.unread_count, 0),
    unread_counts: rows.map((row) => ({ conversation_id: row.conversation_id, unread_count: row.unread_count })),
  };
}

/**
 * Marks everything in the conversation read for the user: the counter to zero and the read marker at the
 * newest message. Returns whether anything changed (so an idle re-mark does not fan out updates).
 */
export async function markConversationRead(db: Kysely<Database>, conversationId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('conversation_participants')
    .set({
      unread_count: 0,
      last_read_at: sql<Date>`now()`,
      last_read_message_id: sql<number>`coalesce((select max(id) from messages where conversation_id = ${conversationId}), 0)`,
    })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('unread_count', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
