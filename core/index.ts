// The core's public API (a product surface: keep exports explicit).
export * from './ports';
export { ROUTES, infoPath, FOOTER_FALLBACK_LINKS } from './routes/routes';
export { LISTINGS_BASE, categoryPath, locationPath, listingPath, userSlug, userPagePath } from './routes/paths';
export type { PathPart, SlugUser } from './routes/paths';
export { PROTECTED_PATH_PREFIXES, pathnameOf, isListingPath, isProtectedPath, isLoginPath, loginPathFor } from './routes/guards';
export { safeRedirectTarget } from './routes/redirect';
export { transliterate, slugify } from './text/transliterate';
export { DEFAULT_TRUNCATE_LENGTH, ELLIPSIS, stripHtml, truncateText, truncateChars } from './text/truncate';
export {
  DEFAULT_FORMAT_CURRENCY,
  DEFAULT_LISTING_CURRENCY,
  currencyCode,
  isPriceByAgreement,
  formatPrice,
  formatListingPrice,
} from './format/price';
export type { CurrencyCode, CurrencyInput, FormatPriceOptions, PricedListing } from './format/price';
export {
  dateLocale,
  DATE_PATTERN,
  TIME_PATTERN,
  DATE_TIME_PATTERN,
  LONG_DATE_TIME_PATTERN,
  DAY_HEADING_PATTERN,
  toDate,
  formatDate,
  formatTime,
  formatDateTime,
  formatDayHeading,
  normalizeDate,
  chatTimeLabel,
} from './format/dates';
export type { DateInput } from './format/dates';
export {
  CHAT_TITLE_MAX,
  CHAT_PREVIEW_MAX,
  TOAST_PREVIEW_MAX,
  LARGE_BUBBLE_THRESHOLD,
  UNREAD_BADGE_CAP,
  unreadBadgeText,
  truncateChatTitle,
  truncateChatPreview,
  truncateToastPreview,
  isLargeBubble,
} from './format/chat';
export { greetingName } from './format/user';
export type { GreetingUser } from './format/user';
export {
  IMAGE_VARIANTS,
  IMAGE_ENDPOINT,
  DEFAULT_IMAGE_QUALITY,
  PLACEHOLDER_IMAGE,
  imageUrl,
  pickImageVariant,
  imageSrcSet,
} from './format/images';
export type { ImageVariantName, ImageVariants, ImageUrlOptions } from './format/images';
export { webmailLink } from './format/webmail';
export { messageText, isMessageId, catalogues, catalogueAreas, messageForOutcome } from './i18n/catalogue';
export type { Language, Catalogue, MessageId, MessageForOutcomeOptions } from './i18n/catalogue';
export { CHAT_LIMITS } from './schemas/chat';
export type {
  ChatId,
  ConversationId,
  ChatTimestamp,
  ChatParticipant,
  ChatEntity,
  ChatMessage,
  ChatDayGroup,
  ChatConversation,
  LatestConversationsPayload,
  ConversationMessagesPayload,
  LoadMoreMessagesResult,
  NewMessagePayload,
  NewMessagePreviewPayload,
  UnreadCountPayload,
  TypingPayload,
  UserOnlineStatusPayload,
  OnlineStatusAck,
  MessageSendingPayload,
  MessageDeliveredPayload,
  MessageErrorPayload,
  PendingOutboundMessage,
} from './schemas/chat';
export {
  CHAT_EVENTS,
  RATE_LIMIT_ERROR_CODES,
  CLIENT_EVENT_SCHEMAS,
  SERVER_EVENT_SCHEMAS,
  CHAT_PAYLOAD_ENCODINGS,
  isServerChatEvent,
} from './schemas/chat-events';
export type {
  ChatEventName,
  ClientChatEvent,
  ServerChatEvent,
  ServerChatPayload,
  ChatPayloadEncoding,
  CompressedEnvelope,
  ConversationRefPayload,
  TypingSignalPayload,
  SendMessagePayload,
  LoadMoreMessagesRequest,
  GetOnlineStatusRequest,
} from './schemas/chat-events';
export { encodeBase64, decodeBase64, Base64Error } from './chat/codec/base64';
export {
  encodeCompact,
  decodeCompact,
  encodeCompactBytes,
  decodeCompactBytes,
  CompactDecodeError,
  makeCompressedEnvelope,
  looksCompact,
} from './chat/codec/compact';
export type { EnvelopeOptions } from './chat/codec/compact';
export { decodeChatEvent, decodeCompressedEvent, decodeWirePayload, MAX_WIRE_PAYLOAD_BYTES } from './chat/codec/decode-payload';
export type { ChatDecodeResult, ChatDecodeError, ChatDecodeErrorKind, WireForm, WireDecodeResult } from './chat/codec/decode-payload';
