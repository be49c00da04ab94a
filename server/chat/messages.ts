import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  temp_id: string;
  created_at: Date;
}

const columns = ['id', 'conversation_id', 'sender_id', 'recipient_id', 'body', 'temp_id', 'created_at'] as const;

export interface NewMessage {
  conversationId: number;
  senderId: number;
  recipientId: number;
  body: string;
  tempId: string;
  /**
   * Refused with RECIPIENT_UNAVAILABLE when the recipient has blocked the sender (docs/product/trust.md "Blocking"):
   * checked by the write statement itself, in the snapshot it inserts in, so a send costs no read of its own.
   */
  unlessBlocked?: boolean;
}

/**
 * One page of a thread, newest first from `offset` (docs/product/chat.md: offset = messages the client already has),
 * returned oldest first. One row more than asked tells whether older messages remain.
 */
export async function messagePage(
  db: Kysely<Database>,
  conversationId: number,
  offset: number,
  limit: number,
): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('messages')
    .select(columns)
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit + 1)
    .execute();
  const hasMore = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse(), hasMore };
}
