import { z } from './zod-mini';
import {
  CHAT_LIMITS,
  chatIdSchema,
  conversationIdSchema,
  conversationMessagesPayloadSchema,
  latestConversationsPayloadSchema,
  loadMoreMessagesResultSchema,
  messageDeliveredPayloadSchema,
  messageErrorPayloadSchema,
  messageSendingPayloadSchema,
  newMessagePayloadSchema,
  newMessagePreviewPayloadSchema,
  typingPayloadSchema,
  unreadCountPayloadSchema,
  userOnlineStatusPayloadSchema,
} from './chat';

/** Every socket event name of docs/product/chat.md, in one place for the client, the server and the mock socket. */
export const CHAT_EVENTS = {
  // client → server
  join: 'join',
  leave: 'leave',
  typingStart: 'typing_start',
  typingStop: 'typing_stop',
  sendMessage: 'send_message',
  markConversationAsRead: 'mark_conversation_as_read',
  loadMoreMessages: 'load_more_messages',
  getOnlineStatus: 'get_online_status',
  getUnreadCount: 'get_unread_count',
  getLatestConversations: 'get_latest_conversations',
  chatOpened: '_lc',
  // server → client (typing_start / typing_stop and load_more_messages are used both ways)
  latestConversations: 'latest_conversations',
  conversationMessages: 'conversation_messages',
  newMessage: 'new_message',
  unreadCount: 'unread_count',
  newMessagePreview: 'new_message_preview',
  userOnlineStatus: 'user_online_status',
  messageSending: 'message_sending',
  messageDelivered: 'message_delivered',
  messageError: 'message_error',
  /** The server ended the sign-in this socket was opened with (docs/protocol.md "Session ended"); the socket closes next. */
  sessionEnded: 'session_ended',
  /** The generic compressed envelope: `{ event, encoding, data }` carrying any server event. */
  compressed: 'compressed',
} as const;

export type ChatEventName = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];

/** Codes of message_error that the client retries by itself (docs/product/chat.md). */
export const RATE_LIMIT_ERROR_CODES = ['RATE_LIMITED', 'TOO_FAST'] as const;

// ---- client → server payloads ---------------------------------------------------------------------

export const conversationRefPayloadSchema = z.object({ conversation_id: conversationIdSchema });
export type ConversationRefPayload = z.infer<typeof conversationRefPayloadSchema>;

/** typing_start / typing_stop as the client sends them (the protocol's spelling `recepient_id`, docs/protocol.md). */
export const typingSignalPayloadSchema = z.object({
  conversation_id: conversationIdSchema,
  recepient_id: z.nullish(chatIdSchema),
});
export type TypingSignalPayload = z.infer<typeof typingSignalPayloadSchema>;

/**
 * send_message. `conversation_id` is null when the first message starts a conversation about a listing
 * (then `entity_id` and `recipient_id` say which), or a 'support-…' placeholder for the support conversation.
 * The server deduplicates by (sender, temp_id): a resend after a reload or reconnect is delivered once.
 */
export const sendMessagePayloadSchema = z.object({
  conversation_id: z.nullable(conversationIdSchema),
  entity_id: z.nullish(chatIdSchema),
  recipient_id: z.nullish(chatIdSchema),
  message: z.string().check(
    z.maxLength(CHAT_LIMITS.messageMaxLength),
    z.refine((value) => value.trim().length > 0, { message: 'empty message' }),
  ),
  temp_id: z.string().check(z.minLength(1), z.maxLength(100)),
  timestamp: z.number(),
  status: z.optional(z.string().check(z.maxLength(32))),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/** load_more_messages request: offset = number of messages already loaded, limit 20 (docs/product/chat.md). */
export const loadMoreMessagesRequestSchema = z.object({
  conversation_id: conversationIdSchema,
  offset: z.int().check(z.nonnegative()),
  limit: z.int().check(z.gte(1), z.lte(100)),
});
export type LoadMoreMessagesRequest = z.infer<typeof loadMoreMessagesRequestSchema>;

/** get_online_status request (answered by an acknowledgement `{ status, data }`). */
export const getOnlineStatusRequestSchema = z.object({ user_ids: z.array(chatIdSchema).check(z.maxLength(5_000)) });
export type GetOnlineStatusRequest = z.infer<typeof getOnlineStatusRequestSchema>;

/** Events with no payload (get_unread_count, get_latest_conversations, _lc): anything is ignored. */
export const emptyPayloadSchema = z.unknown();

/** Client → server schemas, keyed by event name (the server validates every incoming event with these). */
export const CLIENT_EVENT_SCHEMAS = {
  [CHAT_EVENTS.join]: conversationRefPayloadSchema,
  [CHAT_EVENTS.leave]: conversationRefPayloadSchema,
  [CHAT_EVENTS.typingStart]: typingSignalPayloadSchema,
  [CHAT_EVENTS.typingStop]: typingSignalPayloadSchema,
  [CHAT_EVENTS.sendMessage]: sendMessagePayloadSchema,
  [CHAT_EVENTS.markConversationAsRead]: conversationRefPayloadSchema,
  [CHAT_EVENTS.loadMoreMessages]: loadMoreMessagesRequestSchema,
  [CHAT_EVENTS.getOnlineStatus]: getOnlineStatusRequestSchema,
  [CHAT_EVENTS.getUnreadCount]: emptyPayloadSchema,
  [CHAT_EVENTS.getLatestConversations]: emptyPayloadSchema,
  [CHAT_EVENTS.chatOpened]: emptyPayloadSchema,
} as const;
export type ClientChatEvent = keyof typeof CLIENT_EVENT_SCHEMAS;

// ---- server → client payloads ---------------------------------------------------------------------

/** Server → client schemas, keyed by event name (the client validates every received event with these). */
export const SERVER_EVENT_SCHEMAS = {
  [CHAT_EVENTS.latestConversations]: latestConversationsPayloadSchema,
  [CHAT_EVENTS.conversationMessages]: conversationMessagesPayloadSchema,
  [CHAT_EVENTS.newMessage]: newMessagePayloadSchema,
  [CHAT_EVENTS.unreadCount]: unreadCountPayloadSchema,
  [CHAT_EVENTS.newMessagePreview]: newMessagePreviewPayloadSchema,
  [CHAT_EVENTS.typingStart]: typingPayloadSchema,
  [CHAT_EVENTS.typingStop]: typingPayloadSchema,
  [CHAT_EVENTS.userOnlineStatus]: userOnlineStatusPayloadSchema,
  [CHAT_EVENTS.messageSending]: messageSendingPayloadSchema,
  [CHAT_EVENTS.messageDelivered]: messageDeliveredPayloadSchema,
  [CHAT_EVENTS.messageError]: messageErrorPayloadSchema,
  [CHAT_EVENTS.loadMoreMessages]: loadMoreMessagesResultSchema,
} as const;
export type ServerChatEvent = keyof typeof SERVER_EVENT_SCHEMAS;

/** Why the server ended a sign-in's sockets: one logout, logout everywhere, a password reset, account deletion, a ban. */
export const SESSION_END_REASONS = ['loggedOut', 'signedOutEverywhere', 'passwordChanged', 'accountDeleted', 'banned'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** `session_ended`: sent just before the server drops the sockets of an ended sign-in (not a chat payload: no envelope). */
export const sessionEndedPayloadSchema = z.object({ reason: z.enum(SESSION_END_REASONS) });
export type SessionEndedPayload = z.infer<typeof sessionEndedPayloadSchema>;
export type ServerChatPayload<E extends ServerChatEvent> = z.infer<(typeof SERVER_EVENT_SCHEMAS)[E]>;

export function isServerChatEvent(event: string): event is ServerChatEvent {
  return Object.prototype.hasOwnProperty.call(SERVER_EVENT_SCHEMAS, event);
}

/** Payload encodings: 'ocb1' = base64 of the Oglasi compact binary v1 (docs/wire-format.md), 'json' = JSON text. */
export const CHAT_PAYLOAD_ENCODINGS = ['ocb1', 'json'] as const;
export type ChatPayloadEncoding = (typeof CHAT_PAYLOAD_ENCODINGS)[number];

/**
 * The generic compressed envelope. On the `compressed` event `event` names the wrapped event; on any other
 * event it may be omitted (and must match when present). `data` is base64/JSON text, or raw bytes when the
 * transport carries binary (socket.io does).
 */
export const compressedEnvelopeSchema = z.object({
  event: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  encoding: z.enum(CHAT_PAYLOAD_ENCODINGS),
  data: z.union([z.string(), z.instanceof(Uint8Array), z.instanceof(ArrayBuffer)]),
});
export type CompressedEnvelope = z.infer<typeof compressedEnvelopeSchema>;
