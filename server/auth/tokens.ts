import type { Keyring } from './keyring';

/**
 * Access tokens for bearer calls and the chat socket handshake: `v2.<userId>.<issuedAtMs>.<expiresAtSeconds>.<mac>`,
 * `mac` the base64url HMAC-SHA256 of everything before it under the keyring's `access-token` key. Stateless, so
 * the socket server can verify them without a database round trip for the signature; every consumer then re-reads
 * the user row, which refuses a banned user and a token issued before the user's `tokens_valid_after` (signed out
 * everywhere, password reset: server/auth/token-revocation.ts). Tokens signed with the raw secret before keys were
 * derived per purpose are not accepted: the client fetches a fresh token from `user-data` with its session cookie.
 */
export interface TokenClaims {
  userId: number;
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

const TOKEN_PATTERN = /^v2\.([1-9]\d{0,9})\.(\d{13})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function signAccessToken(userId: number, options: TokenOptions): string {
  const issuedAt = Math.floor((options.now ?? Date.now)());
  const expiresAt = Math.floor(issuedAt / 1000) + options.ttlSeconds;
  const payload = `v2.${userId}.${issuedAt}.${expiresAt}`;
  return `${payload}.${options.keys.sign('access-token', payload)}`;
}

/** The claims of a valid, unexpired token; null for anything else (never throws on malformed input). */
export function verifyAccessToken(token: unknown, options: Pick<TokenOptions, 'keys' | 'now'>): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, issued, expires, given] = match as unknown as [string, string, string, string, string];
  if (!options.keys.verify('access-token', `v2.${id}.${issued}.${expires}`, given)) return null;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= (options.now ?? Date.now)()) return null;
  return { userId: Number(id), issuedAt: Number(issued), expiresAt };
}
