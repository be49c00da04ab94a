import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { findUserById, type UserRow } from '../accounts/users';
import { verifyAccessToken } from './tokens';
import { sessionUserId } from './sessions';
import { tokenStillValid } from './token-revocation';
import { sendError } from '../http/replies';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The caller: a valid bearer token (signed, unexpired) or a live session cookie. The row is re-read every time,
 * so a ban or a deletion takes effect at once. Banned users are returned too; callers decide (see requireUser).
 */
export async function currentUser(context: ApiContext, request: FastifyRequest): Promise<UserRow | undefined> {
  const { db } = context.database;
  const token = bearerToken(request);
  if (token !== undefined) {
    const claims = verifyAccessToken(token, { keys: context.keys });
    if (claims) {
      const user = await findUserById(db, claims.userId);
      if (user && tokenStillValid(claims, user)) return user;
    }
  }
  const userId = await sessionUserId(db, request);
  return userId === undefined ? undefined : findUserById(db, userId);
}

/** The signed-in, non-banned caller; otherwise answers 401 notAuthenticated (or 403 userBanned) and gives undefined. */
export async function requireUser(context: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> {
  const user = await currentUser(context, request);
  if (!user) {
    sendError(reply, 401, 'notAuthenticated');
    return undefined;
  }
  if (user.banned) {
    sendError(reply, 403, 'userBanned', { banned: true });
    return undefined;
  }
  return user;
}

/** An admin's call (SPEC §6): a visitor gets 401, anyone else 403 `forbidden`. */
export async function requireAdmin(context: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> {
  const user = await requireUser(context, request, reply);
  if (!user) return undefined;
  if (user.role !== 'admin') {
    sendError(reply, 403, 'forbidden');
    return undefined;
  }
  return user;
}
