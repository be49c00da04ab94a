import { sql, type Kysely } from 'kysely';

/**
 * The chat: conversations about a listing between its seller and one buyer, plus one support
 * conversation per user with the support account; their participants with read state; the messages.
 *
 * - `conversations.kind` is 'listing' (entity_id = the listing, buyer_id = who asked, seller_id = its owner)
 *   or 'support' (buyer_id = the user, seller_id = the support account). Partial unique indexes make
 *   "find or create on first message" race-free: a second creator's insert does nothing and re-reads.
 * - The last message is denormalised onto the conversation so the list query needs no per-row subquery.
 * - `conversation_participants` holds the read state: the unread counter (incremented with the insert of
 *   a message, in the same transaction) and the last message the user has read.
 * - `messages.temp_id` is the client's id; unique per sender, so a re-sent message is stored once
 *   (exactly-once delivery, docs/architecture.md#reliability-and-security-rules).
 * - Ids are 4-byte integers on purpose: node-postgres returns int8 as strings and PGlite as bigint, while
 *   int4 is a plain number on both engines (two billion messages is far beyond this server's scale).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('listing', 'support')`))
    .addColumn('entity_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message', 'text')
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_sender_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('conversations_distinct_parties', sql`buyer_id <> seller_id`)
    .execute();
  await sql`create unique index conversations_listing_buyer on conversations (entity_id, buyer_id) where kind = 'listing'`.execute(db);
  await sql`create unique index conversations_support_user on conversations (buyer_id) where kind = 'support'`.execute(db);

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_at', 'timestamptz')
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_participants_user').on('conversation_participants').column('user_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('temp_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('messages_sender_temp_id', ['sender_id', 'temp_id'])
    .execute();
  await db.schema.createIndex('messages_conversation_id').on('messages').columns(['conversation_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').ifExists().execute();
  await db.schema.dropTable('conversation_participants').ifExists().execute();
  await db.schema.dropTable('conversations').ifExists().execute();
}
