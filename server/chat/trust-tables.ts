import type { ColumnType, Generated } from 'kysely';
import type { SafetyRule } from '../../core/trust/message-safety';

/** Kysely types of the trust tables (migrations 0100_trust, 0101_ratings); merged into `Database` in server/db/schema.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ChatBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: CreatedAt;
}

/** One message as copied into a report: who wrote it, the text, when. */
export interface ReportedMessage {
  id: number;
  sender_id: number;
  body: string;
  created_at: string;
}

export interface ConversationReportsTable {
  id: Generated<number>;
  conversation_id: number;
  reporter_id: number;
  reported_id: number;
  reason: Generated<string>;
  messages: ColumnType<ReportedMessage[], string, string>;
  created_at: CreatedAt;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolution: 'dismiss' | 'warn' | 'ban' | null;
}

export interface SafetyRuleHitsTable {
  day: ColumnType<string, string, string>;
  rule: SafetyRule;
  hits: number;
}

export interface RatingsTable {
  id: Generated<number>;
  listing_id: number;
  rater_id: number;
  ratee_id: number;
  stars: number;
  body: Generated<string>;
  reply: string | null;
  replied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RatingReportsTable {
  rating_id: number;
  reporter_id: number;
  created_at: CreatedAt;
}

export interface TrustTables {
  ratings: RatingsTable;
  rating_reports: RatingReportsTable;
  chat_blocks: ChatBlocksTable;
  conversation_reports: ConversationReportsTable;
  safety_rule_hits: SafetyRuleHitsTable;
}
