import type { Keyring } from './keyring';

/**
 * Access tokens for bearer calls and the chat socket handshake:
 * `v3.<userId>.<sessionKey>.<issuedAtMs>.<expiresAtSeconds>.<mac>`, `mac` the base64url HMAC-SHA256 of everything
 * before it under the keyring's `access-token` key.
 *
 * Every token belongs to the sign-in session it was issued for (`sessionKey`, the session row's `id_hash` — the
 * hash of the httpOnly cookie, which cannot be turned back into the cookie). The signature is checked without a
 * database round trip; every consumer then re-reads the user row and the session (server/auth/current-user.ts,
 * server/chat/auth.ts): a banned user, a token issued before the user's `tokens_valid_after` (signed out
 * everywhere, password reset: server/auth/token-revocation.ts) and a token whose session has ended (logout) are
 * refused, and the open chat sockets of an ended session are dropped (docs/api.md "Sessions and tokens").
 * Older token versions are not accepted: the client fetches a fresh token from `user-data` with its cookie.
 */
export interface TokenClaims {
  userId: number;
  /** The `sessions.id_hash` of the sign-in this token was issued for. */
  sessionKey: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface TokenOptions {
  keys: Keyring;
  ttlSeconds: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

const SESSION_KEY = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_PATTERN = /^v3\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})\.(\d{13})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function signAccessToken(userId: number, sessionKey: string, options: TokenOptions): string {
  if (!SESSION_KEY.test(sessionKey)) throw new Error('signAccessToken: not a session key');
  const issuedAt = Math.floor((options.now ?? Date.now)());
  const expiresAt = Math.floor(issuedAt / 1000) + options.ttlSeconds;
  const payload = `v3.${userId}.${sessionKey}.${issuedAt}.${expiresAt}`;
  return `${payload}.${options.keys.sign('access-token', payload)}`;
}

/** The claims of a valid, unexpired token; null for anything else (never throws on malformed input). */
export function verifyAccessToken(token: unknown, options: Pick<TokenOptions, 'keys' | 'now'>): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, sessionKey, issued, expires, given] = match as unknown as [string, string, string, string, string, string];
  if (!options.keys.verify('access-token', `v3.${id}.${sessionKey}.${issued}.${expires}`, given)) return null;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= (options.now ?? Date.now)()) return null;
  return { userId: Number(id), sessionKey, issuedAt: Number(issued), expiresAt };
}
