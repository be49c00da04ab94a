import type { Kysely } from 'kysely';
import type { Server, Socket } from 'socket.io';
import type { Database } from '../db/schema';
import type { ChatOptions } from './options';
import type { MessageWriter } from './message-writer';
import type { PresenceTracker } from './presence';
import type { SendLimiter } from './rate-limiter';
import type { RecentSends } from './recent-sends';
import type { FanOutClaims } from '../scale/fan-out-claims';
import type { PendingWork } from './pending-work';

/** What every chat handler needs; built once per server by `registerChatSocket`. */
export interface ChatContext {
  io: Server;
  db: Kysely<Database>;
  options: ChatOptions;
  supportEmail: string;
  presence: PresenceTracker;
  limiter: SendLimiter;
  writer: MessageWriter;
  recentSends: RecentSends;
  fanOutClaims: FanOutClaims;
  /** Sends under way (a graceful shutdown waits for them). */
  pending: PendingWork;
}

/** Set by the auth middleware; a socket without it never reaches a handler. */
export interface ChatSocketData {
  userId: number;
  /** The sign-in session the socket's token was issued for: its room, `session:<key>`, is how a logout drops it. */
  sessionKey: string;
  /** Display name at connection time (new_message_preview's sender_name). */
  name: string | null;
}

export function socketData(socket: Socket): ChatSocketData {
  return socket.data as ChatSocketData;
}

// Room names live in a module of their own (room-names.ts) so that the parts of the chat context can use them.
export { conversationRoom, sessionRoom, userRoom } from './room-names';
