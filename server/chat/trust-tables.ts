import type { ColumnType, Generated } from 'kysely';
import type { SafetyRule } from '../../core/trust/message-safety';

/** Kysely types of the trust tables (migration 0100_trust); merged into `Database` in server/db/schema.ts. */
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

export interface TrustTables {
  chat_blocks: ChatBlocksTable;
  conversation_reports: ConversationReportsTable;
  safety_rule_hits: SafetyRuleHitsTable;
}
