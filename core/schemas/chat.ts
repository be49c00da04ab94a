import { z } from './zod-mini';

/**
 * docs/product/chat.md chat entities and the server → client payloads, validated at the boundary (docs/architecture.md#the-core-ports-use-cases-time-wire-data).
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
export const chatIdSchema = z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1), z.maxLength(100))]);
export type ChatId = z.infer<typeof chatIdSchema>;

/** A conversation id: a number, or a string for client/server placeholders such as 'support-…'. */
export const conversationIdSchema = chatIdSchema;
export type ConversationId = ChatId;

/** Server timestamps: ISO 8601 / 'YYYY-MM-DD HH:mm:ss' text, or epoch milliseconds (z.number() refuses NaN and ±Infinity). */
export const chatTimestampSchema = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()]);
export type ChatTimestamp = z.infer<typeof chatTimestampSchema>;

const text = z.string().check(z.maxLength(CHAT_LIMITS.shortText));
const url = z.string().check(z.maxLength(CHAT_LIMITS.url));
const optionalText = z.nullish(text);
const optionalUrl = z.nullish(url);
const optionalId = z.nullish(chatIdSchema);
const optionalFlag = z.nullish(z.boolean());
const statusText = z.string().check(z.maxLength(32));
const count = z.int().check(z.nonnegative());
const incomingText = z.string().check(z.maxLength(CHAT_LIMITS.incomingMessageMaxLength));
const tempId = z.string().check(z.minLength(1), z.maxLength(100));
const listOf = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(CHAT_LIMITS.listMax));

export const chatProfileImageSchema = z.union([url, z.looseObject({ original: optionalUrl }), z.null()]);

export const chatUserMetaSchema = z.looseObject({
  display_name: optionalText,
  company_name: optionalText,
  first_name: optionalText,
  last_name: optionalText,
  phone_number: optionalText,
  profile_image: z.optional(chatProfileImageSchema),
});

/** The other participant of a conversation (docs/product/chat.md). */
export const chatParticipantSchema = z.looseObject({
  id: chatIdSchema,
  name: optionalText,
  full_name: optionalText,
  email: optionalText,
  initials: optionalText,
  profile_image: z.optional(chatProfileImageSchema),
  profile_image_thumbnail: optionalUrl,
  profile_image_original: optionalUrl,
  user_meta: z.nullish(chatUserMetaSchema),
  /** A deleted account: its messages stay, it is named as a deleted user. */
  deleted: z.optional(z.boolean()),
  /** docs/product/trust.md: a verified user (the mark on the avatar). */
  verified: z.optional(z.boolean()),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

/** The listing a conversation is about. */
export const chatEntitySchema = z.looseObject({
  id: chatIdSchema,
  name: optionalText,
  slug: optionalText,
  thumb_webp: optionalUrl,
  listing_href: optionalUrl,
  thumbnail: optionalUrl,
});
export type ChatEntity = z.infer<typeof chatEntitySchema>;

/** `users` of the list/thread payloads: an array of users or a map keyed by id. */
const chatUserSchema = z.partial(chatParticipantSchema, { id: true });
export const chatUsersSchema = z.union([listOf(chatUserSchema), z.record(z.string().check(z.maxLength(100)), chatUserSchema)]);

/** docs/product/chat.md Message. `message` is plain text, always (never rendered as HTML). */
export const chatMessageSchema = z.looseObject({
  id: chatIdSchema,
  message: incomingText,
  sender_id: chatIdSchema,
  recipient_id: optionalId,
  created_at: chatTimestampSchema,
  is_own_message: optionalFlag,
  status: z.nullish(statusText),
  type: z.nullish(statusText),
  temp_id: z.nullish(z.string().check(z.maxLength(100))),
  message_id: optionalId,
  error: optionalText,
  remainingTime: z.nullish(z.number()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** docs/product/chat.md Day group: date YYYY-MM-DD, date_formatted, messages. */
export const chatDayGroupSchema = z.looseObject({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  date_formatted: optionalText,
  messages: listOf(chatMessageSchema),
});
export type ChatDayGroup = z.infer<typeof chatDayGroupSchema>;

/** A conversation's last message: its text, or a message-like object, as servers differ. */
export const chatLastMessageSchema = z.union([
  incomingText,
  z.looseObject({ message: incomingText }),
  z.null(),
]);

/** docs/product/chat.md Conversation (decoded from the compact format). */
export const chatConversationSchema = z.looseObject({
  id: conversationIdSchema,
  entity: z.nullish(chatEntitySchema),
  is_support: optionalFlag,
  other_participant: z.nullish(chatParticipantSchema),
  unread_count: z.nullish(count),
  status: z.nullish(statusText),
  last_message: z.optional(chatLastMessageSchema),
  last_message_at: z.nullish(chatTimestampSchema),
  created_at: z.nullish(chatTimestampSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

// ---- server → client event payloads (docs/product/chat.md) ---------------------------------------------------------

/** latest_conversations: the conversation list payload. */
export const latestConversationsPayloadSchema = z.looseObject({
  user_id: optionalId,
  conversations: listOf(chatConversationSchema),
  users: z.nullish(chatUsersSchema),
});
export type LatestConversationsPayload = z.infer<typeof latestConversationsPayloadSchema>;

/** conversation_messages: the message thread payload (the newest page, grouped by day). */
export const conversationMessagesPayloadSchema = z.looseObject({
  user_id: optionalId,
  conversation_id: conversationIdSchema,
  messages: listOf(chatDayGroupSchema),
  users: z.nullish(chatUsersSchema),
  entity: z.nullish(chatEntitySchema),
  is_support: optionalFlag,
  other_participant: z.nullish(chatParticipantSchema),
  has_more_messages: optionalFlag,
});
export type ConversationMessagesPayload = z.infer<typeof conversationMessagesPayloadSchema>;

/** load_more_messages (answer): an older page of the same thread. */
export const loadMoreMessagesResultSchema = z.looseObject({
  conversation_id: conversationIdSchema,
  messages: listOf(chatDayGroupSchema),
  has_more_messages: optionalFlag,
});
export type LoadMoreMessagesResult = z.infer<typeof loadMoreMessagesResultSchema>;

/** new_message: one message with its conversation; `conversation` is sent when the client may not know it. */
export const newMessagePayloadSchema = z.extend(chatMessageSchema, {
  conversation_id: conversationIdSchema,
  is_support: optionalFlag,
  conversation: z.nullish(chatConversationSchema),
});
export type NewMessagePayload = z.infer<typeof newMessagePayloadSchema>;

/** new_message_preview: to the recipient's sockets that are not in the conversation's room. */
export const newMessagePreviewPayloadSchema = z.looseObject({
  conversation_id: conversationIdSchema,
  message: incomingText,
  message_id: optionalId,
  sender_id: chatIdSchema,
  sender_name: optionalText,
  entity_name: optionalText,
  created_at: z.nullish(chatTimestampSchema),
  is_support: optionalFlag,
});
export type NewMessagePreviewPayload = z.infer<typeof newMessagePreviewPayloadSchema>;

/** docs/product/chat.md Unread summary; `status: 'error'` resets the count to 0 and clears the list. */
export const unreadCountPayloadSchema = z.looseObject({
  status: z.nullish(statusText),
  total_unread_count: z.nullish(count),
  unread_counts: z.nullish(listOf(z.looseObject({ conversation_id: conversationIdSchema, unread_count: count }))),
});
export type UnreadCountPayload = z.infer<typeof unreadCountPayloadSchema>;

/** typing_start / typing_stop (server → client): who types where. */
export const typingPayloadSchema = z.looseObject({
  conversation_id: conversationIdSchema,
  user_id: chatIdSchema,
  is_support: optionalFlag,
});
export type TypingPayload = z.infer<typeof typingPayloadSchema>;

export const userOnlineStatusPayloadSchema = z.looseObject({ user_id: chatIdSchema, is_online: z.boolean() });
export type UserOnlineStatusPayload = z.infer<typeof userOnlineStatusPayloadSchema>;

/** docs/product/chat.md Online map: user id to boolean. */
export const onlineMapSchema = z.record(z.string().check(z.maxLength(100)), z.boolean());

/** The acknowledgement of get_online_status. */
export const onlineStatusAckSchema = z.looseObject({ status: z.nullish(statusText), data: z.nullish(onlineMapSchema) });
export type OnlineStatusAck = z.infer<typeof onlineStatusAckSchema>;

export const messageSendingPayloadSchema = z.looseObject({
  temp_id: tempId,
  conversation_id: z.nullish(conversationIdSchema),
});
export type MessageSendingPayload = z.infer<typeof messageSendingPayloadSchema>;

/** message_delivered: the confirmation of one send_message, keyed by the client's temp_id. */
export const messageDeliveredPayloadSchema = z.looseObject({
  temp_id: tempId,
  message_id: chatIdSchema,
  conversation_id: conversationIdSchema,
  created_at: z.nullish(chatTimestampSchema),
  is_support: optionalFlag,
});
export type MessageDeliveredPayload = z.infer<typeof messageDeliveredPayloadSchema>;

/** message_error: RATE_LIMITED / TOO_FAST carry remainingTime (ms) and are retried automatically. */
export const messageErrorPayloadSchema = z.looseObject({
  temp_id: tempId,
  code: z.nullish(z.string().check(z.maxLength(64))),
  error: optionalText,
  message: optionalText,
  remainingTime: z.nullish(z.number().check(z.nonnegative())),
});
export type MessageErrorPayload = z.infer<typeof messageErrorPayloadSchema>;

/** docs/product/chat.md Pending outbound message, as persisted for resending after a reload. */
export const pendingOutboundMessageSchema = z.looseObject({
  conversation_id: z.nullable(conversationIdSchema),
  entity_id: optionalId,
  recipient_id: optionalId,
  message: z.string().check(z.minLength(1), z.maxLength(CHAT_LIMITS.messageMaxLength)),
  temp_id: tempId,
  timestamp: z.number(),
  status: statusText,
});
export type PendingOutboundMessage = z.infer<typeof pendingOutboundMessageSchema>;
