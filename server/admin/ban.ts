import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChatServer } from '../chat/register';
import { revokeAccessTokens } from '../auth/token-revocation';

/** A banned user is signed out everywhere: their tokens end and their open chat sockets are dropped now. */
export async function cutOffUser(db: Kysely<Database>, chat: ChatServer, userId: number): Promise<void> {
  await revokeAccessTokens(db, userId);
  chat.endSessions({ userId }, 'banned');
}
