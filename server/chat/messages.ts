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

/** The message this sender already stored under this temp_id, if any (exactly-once: DESIGN.md §9). */
export async function findByTempId(db: Kysely<Database>, senderId: number, tempId: string): Promise<StoredMessage | undefined> {
  return db.selectFrom('messages').select(columns).where('sender_id', '=', senderId).where('temp_id', '=', tempId).executeTakeFirst();
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  recipientId: number;
  body: string;
  tempId: string;
}

/**
 * Stores a message once. In one transaction: the insert (a repeated temp_id of this sender does nothing and
 * the stored row is returned with `duplicate: true`), the conversation's last message, and the recipient's
 * unread counter. Only after this commits may the caller confirm delivery.
 */
export async function storeMessage(db: Kysely<Database>, message: NewMessage): Promise<{ stored: StoredMessage; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('messages')
      .values({
        conversation_id: message.conversationId,
        sender_id: message.senderId,
        recipient_id: message.recipientId,
        body: message.body,
        temp_id: message.tempId,
      })
      .onConflict((oc) => oc.columns(['sender_id', 'temp_id']).doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (!inserted) {
      const stored = await findByTempId(trx, message.senderId, message.tempId);
      if (!stored) throw new Error('message vanished after a conflicting insert');
      return { stored, duplicate: true };
    }
    await trx
      .updateTable('conversations')
      .set({ last_message: inserted.body, last_message_at: inserted.created_at, last_sender_id: inserted.sender_id })
      .where('id', '=', inserted.conversation_id)
      .execute();
    await trx
      .updateTable('conversation_participants')
      .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
      .where('conversation_id', '=', inserted.conversation_id)
      .where('user_id', '=', inserted.recipient_id)
      .execute();
    return { stored: inserted, duplicate: false };
  });
}

/**
 * One page of a thread, newest first from `offset` (SPEC §7: offset = messages the client already has),
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
