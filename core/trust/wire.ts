import { z } from '../schemas/zod-mini';
import { SAFETY_RULES } from './message-safety';

/**
 * The calls of Trust II (issue 43; docs/api.md "Trust"): blocking and reporting a conversation, and the console's
 * queue of reported conversations and the warning rules' counters. Shared by the contract (core/api/contract.ts), the
 * server and the client's use cases.
 */
export const TRUST_PATHS = {
  blocks: '/api/chat/blocks',
  unblock: (userId: number) => `/api/chat/blocks/${userId}`,
  block: (conversationId: number) => `/api/chat/conversations/${conversationId}/block`,
  report: (conversationId: number) => `/api/chat/conversations/${conversationId}/report`,
  adminReports: '/api/admin/conversation-reports',
  adminResolve: (reportId: number) => `/api/admin/conversation-reports/${reportId}/resolve`,
  adminSafety: '/api/admin/safety-counters',
} as const;

/** How many messages a report copies (the latest, shown oldest first). */
export const REPORTED_MESSAGES = 20;
export const REPORT_REASON_MAX = 1000;
export const CONVERSATION_REPORT_ACTIONS = ['dismiss', 'warn', 'ban'] as const;
export type ConversationReportAction = (typeof CONVERSATION_REPORT_ACTIONS)[number];

export const blockedUserSchema = z.looseObject({ id: z.number(), name: z.string(), blocked_at: z.string() });
export const blockedUsersAnswerSchema = z.looseObject({ status: z.literal('success'), data: z.array(blockedUserSchema) });
export const blockAnswerSchema = z.looseObject({ status: z.literal('success'), blocked_user_id: z.number() });
export const reportBodySchema = z.object({ reason: z.optional(z.string().check(z.maxLength(REPORT_REASON_MAX))) });

export const reportedMessageSchema = z.looseObject({ id: z.number(), sender_id: z.number(), body: z.string(), created_at: z.string() });
export const conversationReportSchema = z.looseObject({
  id: z.number(),
  conversation_id: z.number(),
  listing: z.nullable(z.looseObject({ id: z.number(), title: z.string() })),
  reporter: z.looseObject({ id: z.number(), name: z.string() }),
  reported: z.looseObject({ id: z.number(), name: z.string(), email: z.nullish(z.string()), banned: z.boolean() }),
  reason: z.string(),
  created_at: z.string(),
  messages: z.array(reportedMessageSchema),
});
export const conversationReportsAnswerSchema = z.looseObject({ status: z.literal('success'), data: z.array(conversationReportSchema) });
export const resolveReportBodySchema = z.object({ action: z.enum(CONVERSATION_REPORT_ACTIONS), note: z.optional(z.string().check(z.maxLength(REPORT_REASON_MAX))) });
export const safetyCounterSchema = z.looseObject({ rule: z.enum(SAFETY_RULES), today: z.number(), week: z.number() });
export const safetyCountersAnswerSchema = z.looseObject({ status: z.literal('success'), data: z.array(safetyCounterSchema) });

const summarySchema = z.union([
  z.looseObject({ kind: z.literal('new'), count: z.number() }),
  z.looseObject({ kind: z.literal('rated'), average: z.number(), count: z.number() }),
]);
export const ratingItemSchema = z.looseObject({
  id: z.number(),
  stars: z.number(),
  text: z.string(),
  reply: z.nullable(z.string()),
  created_at: z.string(),
  listing: z.looseObject({ id: z.number(), title: z.string() }),
  rater: z.looseObject({ id: z.number(), name: z.string() }),
  /** The signed-in viewer wrote it and may still edit it (core/trust/ratings.ts ratingPermissions). */
  can_edit: z.boolean(),
  /** The signed-in viewer is the rated one and has not answered it yet. */
  can_reply: z.boolean(),
});
export const ratingsPageSchema = z.looseObject({ status: z.literal('success'), summary: summarySchema, has_more: z.boolean(), data: z.array(ratingItemSchema) });
export const reputationAnswerSchema = z.looseObject({
  status: z.literal('success'),
  data: z.looseObject({ id: z.number(), member_since: z.string(), verified: z.boolean(), response_minutes: z.nullable(z.number()), active_listings: z.number(), ratings: summarySchema }),
});
export const reportedRatingSchema = z.looseObject({ id: z.number(), stars: z.number(), text: z.string(), reply: z.nullable(z.string()), reports: z.number(), rater: z.string(), ratee: z.string() });
export const reportedRatingsAnswerSchema = z.looseObject({ status: z.literal('success'), data: z.array(reportedRatingSchema) });
export type ReportedRating = z.infer<typeof reportedRatingSchema>;
export const ADMIN_RATING_PATHS = { reports: '/api/admin/rating-reports', hide: (id: number) => `/api/admin/ratings/${id}/hide` } as const;
export type RatingItem = z.infer<typeof ratingItemSchema>;
export type Reputation = z.infer<typeof reputationAnswerSchema>['data'];

export type BlockedUser = z.infer<typeof blockedUserSchema>;
export type ConversationReport = z.infer<typeof conversationReportSchema>;
export type SafetyCounter = z.infer<typeof safetyCounterSchema>;
