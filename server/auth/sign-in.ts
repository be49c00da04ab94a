import type { FastifyReply } from 'fastify';
import type { ApiContext } from '../context';
import { accountUser, type UserRow } from '../accounts/users';
import { sendError } from '../http/replies';
import { startSession } from './sessions';
import { signAccessToken } from './tokens';
import { cookieLanguage, rememberUserLanguage } from '../text/texts';

/** A bearer token for the chat socket and bearer calls, signed with the access-token key and bound to one sign-in session. */
export function accessToken(context: ApiContext, userId: number, sessionKey: string): string {
  return signAccessToken(userId, sessionKey, { keys: context.keys, ttlSeconds: context.config.tokenTtlSeconds });
}

/**
 * Signs `user` in on this reply: the session cookie, the device cookie, and the login answer (docs/product/accounts.md auth
 * response: user, token). A banned account is refused instead. Login (every provider) and SMS registration end here.
 */
export async function signIn(context: ApiContext, reply: FastifyReply, user: UserRow, answer: { status?: number; messageId?: string; isNewUser?: boolean } = {}) {
  if (user.banned) return sendError(reply, 403, 'userBanned', { banned: true });
  const sessionKey = await startSession(context.database.db, reply, user.id, { secure: context.config.production });
  // The language chosen before signing in becomes the account's (decision 121); no cookie keeps the account's own.
  const chosen = cookieLanguage(reply.request.headers.cookie);
  if (chosen) await rememberUserLanguage(context.database.db, user, chosen);
  context.devices.remember(reply, user.id);
  return reply.code(answer.status ?? 200).send({
    status: 'success',
    messageId: answer.messageId ?? 'session.loginSuccess',
    user: accountUser(user, context.config.supportEmail),
    token: accessToken(context, user.id, sessionKey),
    is_new_user: answer.isNewUser ?? false,
    requires_terms: false,
  });
}
