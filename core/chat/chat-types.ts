import type { Observable } from 'rxjs';
import type { Language, MessageId } from '../i18n/catalogue';
import type { ClockPort } from '../ports/clock';
import type { LoggerPort } from '../ports/logger';
import type { NotifierPort } from '../ports/notifier';
import type { SocketPort } from '../ports/socket';
import type { StoragePort } from '../ports/storage';
import type { ChatId, ChatParticipant } from '../schemas/chat';

/** Who is signed in, as the chat needs it (mapped from the session by the composition root). */
export interface ChatIdentity {
  readonly userId: ChatId;
  /** The socket token; without one the chat does not connect (docs/product/chat.md). */
  readonly token: string | null;
  /** The support account itself: no support styling or support-first order (docs/product/chat.md). */
  readonly isSupportAgent?: boolean;
}

export interface ChatEngineDeps {
  socket: SocketPort;
  clock: ClockPort;
  /** Durable storage: pending outbound messages survive a reload. */
  storage: StoragePort;
  notifier: NotifierPort;
  identity$: Observable<ChatIdentity | null>;
  logger?: LoggerPort;
  language?: () => Language;
  /** temp_id factory (tests make it predictable). */
  newTempId?: () => string;
}

/** The listing a "chat with seller" starts from (docs/product/chat.md listing page). */
export interface ListingForChat {
  readonly id: ChatId;
  readonly name?: string | null;
  readonly slug?: string | null;
  readonly thumbnail?: string | null;
  readonly href?: string | null;
  readonly seller: ChatParticipant;
}

/** A refused send names its catalogue message (and its placeholders, e.g. `{max}`); nothing was queued. */
export type SendResult = { ok: true; tempId: string } | { ok: false; messageId: MessageId; params?: Record<string, number> };
