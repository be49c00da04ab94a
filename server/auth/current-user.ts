import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { findUserById, type UserRow } from '../accounts/users';
import { verifyAccessToken } from './tokens';
import { cookieSession, sessionIsLive } from './sessions';
import { tokenStillValid } from './token-revocation';
import { sendError } from '../http/replies';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Who is calling, and through which sign-in session (the one a bearer token was issued for, or the cookie's). */
export interface Caller {
  user: UserRow;
  sessionKey: string;
}

/**
 * The caller: a valid bearer token (signed, unexpired, its session still live) or a live session cookie. The row
 * is re-read every time, so a ban, a deletion or a logout takes effect at once. Banned users are returned too;
 * callers decide (see requireUser).
 */
export async function currentCaller(context: ApiContext, request: FastifyRequest): Promise<Caller | undefined> {
  const { db } = context.database;
  const token = bearerToken(request);
  if (token !== undefined) {
    const claims = verifyAccessToken(token, { keys: context.keys });
    if (claims) {
      const [user, live] = await Promise.all([findUserById(db, claims.userId), sessionIsLive(db, claims.sessionKey, claims.userId)]);
      if (user && live && tokenStillValid(claims, user)) return { user, sessionKey: claims.sessionKey };
    }
  }
  const session = await cookieSession(db, request);
  if (!session) return undefined;
  const user = await findUserById(db, session.userId);
  return user ? { user, sessionKey: session.sessionKey } : undefined;
}

/** The calling user (see currentCaller). */
export async function currentUser(context: ApiContext, request: FastifyRequest): Promise<UserRow | undefined> {
  return (await currentCaller(context, request))?.user;
}

/** The signed-in, non-banned caller and its session; otherwise answers 401 notAuthenticated (or 403 userBanned) and gives undefined. */
export async function requireCaller(context: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> {
  const caller = await currentCaller(context, request);
  if (!caller) {
    sendError(reply, 401, 'notAuthenticated');
    return undefined;
  }
  if (caller.user.banned) {
    sendError(reply, 403, 'userBanned', { banned: true });
    return undefined;
  }
  return caller;
}

/** The signed-in, non-banned caller; otherwise answers 401 notAuthenticated (or 403 userBanned) and gives undefined. */
export async function requireUser(context: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> {
  return (await requireCaller(context, request, reply))?.user;
}

/** An admin's call (docs/product/trust.md): a visitor gets 401, anyone else 403 `forbidden`. */
export async function requireAdmin(context: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> {
  const user = await requireUser(context, request, reply);
  if (!user) return undefined;
  if (user.role !== 'admin') {
    sendError(reply, 403, 'forbidden');
    return undefined;
  }
  return user;
}
