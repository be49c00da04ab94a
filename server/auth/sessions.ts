import { createHash, randomBytes } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { revokeAccessTokens } from './token-revocation';

export const SESSION_COOKIE = 'oglasi_session';
const SESSION_DAYS = 30;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface SessionCookieOptions {
  /** Secure cookies when served over https (production). */
  secure: boolean;
}

/**
 * A new server-side session; the cookie is httpOnly and SameSite=Lax (CSRF defence, docs/api.md). Answers the
 * session's key (its `id_hash`), which the access tokens issued for this sign-in carry (server/auth/tokens.ts).
 */
export async function startSession(
  db: Kysely<Database>,
  reply: FastifyReply,
  userId: number,
  options: SessionCookieOptions,
): Promise<string> {
  const { id, sessionKey, expiresAt } = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    expires: expiresAt,
  });
  return sessionKey;
}

/**
 * A new session row: its cookie value (`id`, never stored), its key (the stored hash, which tokens carry) and its
 * expiry. startSession hands the id out as a cookie; benches and tests sign tokens for the key directly.
 */
export async function createSession(db: Kysely<Database>, userId: number): Promise<{ id: string; sessionKey: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const sessionKey = hashId(id);
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insertInto('sessions').values({ id_hash: sessionKey, user_id: userId, expires_at: expiresAt }).execute();
  return { id, sessionKey, expiresAt };
}

function sessionId(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** The live session of this request's cookie (its user and key), or undefined. */
export async function cookieSession(db: Kysely<Database>, request: FastifyRequest): Promise<{ userId: number; sessionKey: string } | undefined> {
  const id = sessionId(request);
  if (!id) return undefined;
  const sessionKey = hashId(id);
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('id_hash', '=', sessionKey)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionKey } : undefined;
}

/** Whether the session a token was issued for is still live and still that user's (a logout deletes it). */
export async function sessionIsLive(db: Kysely<Database>, sessionKey: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('id_hash', '=', sessionKey)
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the session of this request (if any) and clears the cookie; answers the ended session's key. */
export async function endSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
  const id = sessionId(request);
  const sessionKey = id ? hashId(id) : undefined;
  if (sessionKey) await db.deleteFrom('sessions').where('id_hash', '=', sessionKey).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return sessionKey;
}

/** Signs a user out everywhere, e.g. after a password reset or a ban: every session and every access token issued so far. */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await revokeAccessTokens(db, userId);
}
