import { messageText, type MessageId } from '../../core/i18n/catalogue';

/**
 * Every error the chat socket answers, with the catalogue text shown to the user (docs/product/errors.md: "the server
 * error message is displayed on the failed bubble"). CONVERSATION_NOT_FOUND is deliberately the same for
 * "does not exist" and "exists but you are not in it", so a refusal leaks nothing.
 */
export const CHAT_ERROR_CODES = [
  'INVALID_PAYLOAD',
  'EMPTY_MESSAGE',
  'MESSAGE_TOO_LONG',
  'CONVERSATION_NOT_FOUND',
  'LISTING_NOT_FOUND',
  'OWN_LISTING',
  'RATE_LIMITED',
  'TOO_FAST',
  'TOO_MANY_EVENTS',
  'SUPPORT_UNAVAILABLE',
  'RECIPIENT_UNAVAILABLE',
  'NOT_AUTHENTICATED',
  'SERVER_ERROR',
] as const;

export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

const messageIds: Record<ChatErrorCode, MessageId> = {
  INVALID_PAYLOAD: 'chat.error.invalidPayload',
  EMPTY_MESSAGE: 'chat.error.emptyMessage',
  MESSAGE_TOO_LONG: 'chat.error.messageTooLong',
  CONVERSATION_NOT_FOUND: 'chat.error.conversationNotFound',
  LISTING_NOT_FOUND: 'chat.error.listingNotFound',
  OWN_LISTING: 'chat.error.ownListing',
  RATE_LIMITED: 'chat.error.rateLimited',
  TOO_FAST: 'chat.error.tooFast',
  TOO_MANY_EVENTS: 'chat.error.tooManyEvents',
  SUPPORT_UNAVAILABLE: 'chat.error.supportUnavailable',
  RECIPIENT_UNAVAILABLE: 'trust.error.recipientUnavailable',
  NOT_AUTHENTICATED: 'notAuthenticated',
  SERVER_ERROR: 'chat.error.server',
};

/** A refusal the handlers throw; the event wrapper turns it into the error answer of that event. */
export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Milliseconds until a retry may pass (RATE_LIMITED, TOO_FAST). */
    readonly remainingTime?: number,
  ) {
    super(code);
    this.name = 'ChatError';
  }
}

export interface ErrorBody {
  status: 'error';
  code: ChatErrorCode;
  messageId: MessageId;
  message: string;
  remainingTime?: number;
}

export function errorBody(error: ChatError): ErrorBody {
  const messageId = messageIds[error.code];
  const body: ErrorBody = { status: 'error', code: error.code, messageId, message: messageText(messageId, 'mk', error.params) };
  if (error.remainingTime !== undefined) body.remainingTime = error.remainingTime;
  return body;
}

/** Anything thrown that is not a ChatError is a server fault: answered as SERVER_ERROR, details logged only. */
export function toChatError(error: unknown): ChatError {
  return error instanceof ChatError ? error : new ChatError('SERVER_ERROR');
}
