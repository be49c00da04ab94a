import type { Kysely } from 'kysely';
import type { ExtendedError, Socket } from 'socket.io';
import { messageText, type MessageId } from '../../core/i18n/catalogue';
import type { Keyring } from '../auth/keyring';
import { verifyEmbedToken } from '../auth/embed-tokens';
import { verifyAccessToken } from '../auth/tokens';
import { tokenStillValid } from '../auth/token-revocation';
import type { Database } from '../db/schema';
import type { ChatSocketData } from './context';
import { participantName } from './views';

/**
 * The handshake check (docs/product/trust.md: only a logged-in user with a token may open the chat socket). The token
 * (`auth.token`, the one `user-data` returns) is verified, then the user row is re-read so a banned or
 * deleted account is refused even while its token is still valid.
 *
 * A refusal reaches the client as `connect_error` whose `message` is a catalogue message id
 * (`notAuthenticated`, `userBanned`, `generalError`) — docs/product/chat.md stores it as the error message — and whose
 * `data` carries `{ code, messageId, message }` with the Macedonian text.
 *
 * The embedded chat on a partner site (docs/embed.md) connects with a partner-site chat token instead
 * (server/auth/embed-tokens.ts): accepted here only while its partner origin is in EMBED_ORIGINS.
 */
export function refusal(messageId: MessageId, code: string): ExtendedError {
  const error = new Error(messageId) as ExtendedError;
  error.data = { code, messageId, message: messageText(messageId) };
  return error;
}

export function chatAuthMiddleware(db: Kysely<Database>, keys: Keyring, embedOrigins: readonly string[] = []) {
  return (socket: Socket, next: (error?: ExtendedError) => void): void => {
    const auth: unknown = socket.handshake.auth;
    const token = auth !== null && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
    const claims = verifyAccessToken(token, { keys }) ?? verifyEmbedToken(token, embedOrigins, { keys });
    if (!claims) {
      next(refusal('notAuthenticated', 'NOT_AUTHENTICATED'));
      return;
    }
    // The user row and the sign-in session the token was issued for, in one round trip: a logged-out session's
    // token opens nothing (server/auth/tokens.ts).
    db.selectFrom('users')
      .select(['id', 'banned', 'full_name', 'user_meta', 'tokens_valid_after'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('sessions').select('sessions.user_id').where('sessions.id_hash', '=', claims.sessionKey).whereRef('sessions.user_id', '=', 'users.id').where('sessions.expires_at', '>', new Date()))
          .as('session_live'),
      )
      .where('id', '=', claims.userId)
      .executeTakeFirst()
      .then(
        (user) => {
          if (!user || !user.session_live || !tokenStillValid(claims, user)) return next(refusal('notAuthenticated', 'NOT_AUTHENTICATED'));
          if (user.banned) return next(refusal('userBanned', 'USER_BANNED'));
          const data = socket.data as ChatSocketData;
          data.userId = user.id;
          data.sessionKey = claims.sessionKey;
          data.name = participantName(user);
          next();
        },
        () => next(refusal('generalError', 'SERVER_ERROR')),
      );
  };
}
