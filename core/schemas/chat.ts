import { z } from 'zod';

/**
 * SPEC §3 chat entities and the server → client payloads of §7, validated at the boundary (DESIGN §3).
 * Objects are "loose": unknown extra fields pass through, missing required ones are a typed error.
 * The reference server (server/chat/) validates and builds the same shapes with these schemas.
 */

/** Upper bounds keep a hostile payload from making the client allocate without limit. */
export const CHAT_LIMITS = {
  /** Longest message text a client may send (the server refuses longer ones). */
  messageMaxLength: 2_000,
  /** Longest message text the client accepts from the wire (lenient: older data may be longer). */
  incomingMessageMaxLength: 20_000,
  shortText: 500,
  url: 2_048,
  listMax: 20_000,
} as const;

/** A user, message or listing id: a non-negative integer, or an opaque string id. */
export const chatIdSchema = z.union([z.number().int().nonnegative(), z.string().min(1).max(100)]);
export type ChatId = z.infer<typeof chatIdSchema>;

/** A conversation id: a number, or a string for client/server placeholders such as 'support-…'. */
export const conversationIdSchema = chatIdSchema;
export type ConversationId = ChatId;

/** Server timestamps: ISO 8601 / 'YYYY-MM-DD HH:mm:ss' text, or epoch milliseconds. */
export const chatTimestampSchema = z.union([z.string().min(1).max(64), z.number().finite()]);
export type ChatTimestamp = z.infer<typeof chatTimestampSchema>;

const text = z.string().max(CHAT_LIMITS.shortText);
const url = z.string().max(CHAT_LIMITS.url);

export const chatProfileImageSchema = z.union([url, z.looseObject({ original: url.nullish() }), z.null()]);

export const chatUserMetaSchema = z.looseObject({
  display_name: text.nullish(),
  company_name: text.nullish(),
  first_name: text.nullish(),
  last_name: text.nullish(),
  phone_number: text.nullish(),
  profile_image: chatProfileImageSchema.optional(),
});

/** The other participant of a conversation (SPEC §3). */
export const chatParticipantSchema = z.looseObject({
  id: chatIdSchema,
  name: text.nullish(),
  full_name: text.nullish(),
  email: text.nullish(),
  initials: text.nullish(),
  profile_image: chatProfileImageSchema.optional(),
  profile_image_thumbnail: url.nullish(),
  profile_image_original: url.nullish(),
  user_meta: chatUserMetaSchema.nullish(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

/** The listing a conversation is about. */
export const chatEntitySchema = z.looseObject({
  id: chatIdSchema,
  name: text.nullish(),
  slug: text.nullish(),
  thumb_webp: url.nullish(),
  listing_href: url.nullish(),
  thumbnail: url.nullish(),
});
export type ChatEntity = z.infer<typeof chatEntitySchema>;

/** `users` of the list/thread payloads: an array of users or a map keyed by id. */
export const chatUsersSchema = z.union([
  z.array(chatParticipantSchema.partial({ id: true })).max(CHAT_LIMITS.listMax),
  z.record(z.string().max(100), chatParticipantSchema.partial({ id: true })),
]);

/** SPEC §3 Message. `message` is plain text, always (never rendered as HTML). */
export const chatMessageSchema = z.looseObject({
  id: chatIdSchema,
  message: z.string().max(CHAT_LIMITS.incomingMessageMaxLength),
  sender_id: chatIdSchema,
  recipient_id: chatIdSchema.nullish(),
  created_at: chatTimestampSchema,
  is_own_message: z.boolean().nullish(),
  status: z.string().max(32).nullish(),
  type: z.string().max(32).nullish(),
  temp_id: z.string().max(100).nullish(),
  message_id: chatIdSchema.nullish(),
  error: z.string().max(CHAT_LIMITS.shortText).nullish(),
  remainingTime: z.number().finite().nullish(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** SPEC §3 Day group: date YYYY-MM-DD, date_formatted, messages. */
export const chatDayGroupSchema = z.looseObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  date_formatted: text.nullish(),
  messages: z.array(chatMessageSchema).max(CHAT_LIMITS.listMax),
});
export type ChatDayGroup = z.infer<typeof chatDayGroupSchema>;

/** A conversation's last message: its text, or a message-like object, as servers differ. */
export const chatLastMessageSchema = z.union([
  z.string().max(CHAT_LIMITS.incomingMessageMaxLength),
  z.looseObject({ message: z.string().max(CHAT_LIMITS.incomingMessageMaxLength) }),
  z.null(),
]);

/** SPEC §3 Conversation (decoded from the compact format). */
export const chatConversationSchema = z.looseObject({
  id: conversationIdSchema,
  entity: chatEntitySchema.nullish(),
  is_support: z.boolean().nullish(),
  other_participant: chatParticipantSchema.nullish(),
  unread_count: z.number().int().nonnegative().nullish(),
  status: z.string().max(32).nullish(),
  last_message: chatLastMessageSchema.optional(),
  last_message_at: chatTimestampSchema.nullish(),
  created_at: chatTimestampSchema.nullish(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

// ---- server → client event payloads (SPEC §7) ---------------------------------------------------------

/** latest_conversations: the conversation list payload. */
export const latestConversationsPayloadSchema = z.looseObject({
  user_id: chatIdSchema.nullish(),
  conversations: z.array(chatConversationSchema).max(CHAT_LIMITS.listMax),
  users: chatUsersSchema.nullish(),
});
export type LatestConversationsPayload = z.infer<typeof latestConversationsPayloadSchema>;

/** conversation_messages: the message thread payload (the newest page, grouped by day). */
export const conversationMessagesPayloadSchema = z.looseObject({
  user_id: chatIdSchema.nullish(),
  conversation_id: conversationIdSchema,
  messages: z.array(chatDayGroupSchema).max(CHAT_LIMITS.listMax),
  users: chatUsersSchema.nullish(),
  entity: chatEntitySchema.nullish(),
  is_support: z.boolean().nullish(),
  other_participant: chatParticipantSchema.nullish(),
  has_more_messages: z.boolean().nullish(),
});
export type ConversationMessagesPayload = z.infer<typeof conversationMessagesPayloadSchema>;

/** load_more_messages (answer): an older page of the same thread. */
export const loadMoreMessagesResultSchema = z.looseObject({
  conversation_id: conversationIdSchema,
  messages: z.array(chatDayGroupSchema).max(CHAT_LIMITS.listMax),
  has_more_messages: z.boolean().nullish(),
});
export type LoadMoreMessagesResult = z.infer<typeof loadMoreMessagesResultSchema>;

/** new_message: one message with its conversation; `conversation` is sent when the client may not know it. */
export const newMessagePayloadSchema = chatMessageSchema.extend({
  conversation_id: conversationIdSchema,
  is_support: z.boolean().nullish(),
  conversation: chatConversationSchema.nullish(),
});
export type NewMessagePayload = z.infer<typeof newMessagePayloadSchema>;

/** new_message_preview: to the recipient's sockets that are not in the conversation's room. */
export const newMessagePreviewPayloadSchema = z.looseObject({
  conversation_id: conversationIdSchema,
  message: z.string().max(CHAT_LIMITS.incomingMessageMaxLength),
  message_id: chatIdSchema.nullish(),
  sender_id: chatIdSchema,
  sender_name: text.nullish(),
  entity_name: text.nullish(),
  created_at: chatTimestampSchema.nullish(),
  is_support: z.boolean().nullish(),
});
export type NewMessagePreviewPayload = z.infer<typeof newMessagePreviewPayloadSchema>;

/** SPEC §3 Unread summary; `status: 'error'` resets the count to 0 and clears the list (§7). */
export const unreadCountPayloadSchema = z.looseObject({
  status: z.string().max(32).nullish(),
  total_unread_count: z.number().int().nonnegative().nullish(),
  unread_counts: z
    .array(z.looseObject({ conversation_id: conversationIdSchema, unread_count: z.number().int().nonnegative() }))
    .max(CHAT_LIMITS.listMax)
    .nullish(),
});
export type UnreadCountPayload = z.infer<typeof unreadCountPayloadSchema>;

/** typing_start / typing_stop (server → client): who types where. */
export const typingPayloadSchema = z.looseObject({
  conversation_id: conversationIdSchema,
  user_id: chatIdSchema,
  is_support: z.boolean().nullish(),
});
export type TypingPayload = z.infer<typeof typingPayloadSchema>;

export const userOnlineStatusPayloadSchema = z.looseObject({ user_id: chatIdSchema, is_online: z.boolean() });
export type UserOnlineStatusPayload = z.infer<typeof userOnlineStatusPayloadSchema>;

/** SPEC §3 Online map: user id to boolean. */
export const onlineMapSchema = z.record(z.string().max(100), z.boolean());

/** The acknowledgement of get_online_status. */
export const onlineStatusAckSchema = z.looseObject({ status: z.string().max(32).nullish(), data: onlineMapSchema.nullish() });
export type OnlineStatusAck = z.infer<typeof onlineStatusAckSchema>;

export const messageSendingPayloadSchema = z.looseObject({
  temp_id: z.string().min(1).max(100),
  conversation_id: conversationIdSchema.nullish(),
});
export type MessageSendingPayload = z.infer<typeof messageSendingPayloadSchema>;

/** message_delivered: the confirmation of one send_message, keyed by the client's temp_id. */
export const messageDeliveredPayloadSchema = z.looseObject({
  temp_id: z.string().min(1).max(100),
  message_id: chatIdSchema,
  conversation_id: conversationIdSchema,
  created_at: chatTimestampSchema.nullish(),
  is_support: z.boolean().nullish(),
});
export type MessageDeliveredPayload = z.infer<typeof messageDeliveredPayloadSchema>;

/** message_error: RATE_LIMITED / TOO_FAST carry remainingTime (ms) and are retried automatically. */
export const messageErrorPayloadSchema = z.looseObject({
  temp_id: z.string().min(1).max(100),
  code: z.string().max(64).nullish(),
  error: z.string().max(CHAT_LIMITS.shortText).nullish(),
  message: z.string().max(CHAT_LIMITS.shortText).nullish(),
  remainingTime: z.number().finite().nonnegative().nullish(),
});
export type MessageErrorPayload = z.infer<typeof messageErrorPayloadSchema>;

/** SPEC §3 Pending outbound message, as persisted for resending after a reload. */
export const pendingOutboundMessageSchema = z.looseObject({
  conversation_id: conversationIdSchema.nullable(),
  entity_id: chatIdSchema.nullish(),
  recipient_id: chatIdSchema.nullish(),
  message: z.string().min(1).max(CHAT_LIMITS.messageMaxLength),
  temp_id: z.string().min(1).max(100),
  timestamp: z.number().finite(),
  status: z.string().max(32),
});
export type PendingOutboundMessage = z.infer<typeof pendingOutboundMessageSchema>;
