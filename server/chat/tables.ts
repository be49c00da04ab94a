import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the chat tables (migration 0010_chat); merged into `Database` in server/db/schema.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ConversationsTable {
  id: Generated<number>;
  kind: 'listing' | 'support';
  /** The listing talked about; null for support conversations (or once the listing is deleted). */
  entity_id: number | null;
  /** The user who started it (for support: the user being helped). */
  buyer_id: number;
  /** The listing's owner (for support: the support account). */
  seller_id: number;
  last_message: string | null;
  last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_sender_id: number | null;
  created_at: CreatedAt;
}

export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  unread_count: Generated<number>;
  last_read_message_id: Generated<number>;
  last_read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  temp_id: string;
  created_at: CreatedAt;
}

export interface ChatTables {
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
}
