import type { Keyring } from './keyring';

/**
 * Access tokens for bearer calls and the chat socket handshake: `v2.<userId>.<expiresAtSeconds>.<hmac>`, signed
 * with the keyring's `access-token` key (HMAC-SHA256, base64url). Stateless, so the socket server can verify them
 * without a database round trip; a banned user is still refused because every consumer re-reads the user row.
 * `v1` tokens (signed with the raw secret before keys were derived per purpose) are no longer accepted: the client
 * fetches a fresh token from `user-data` with its session cookie.
 */
export interface TokenClaims {
  userId: number;
  expiresAt: number;
}

export interface TokenOptions {
  keys: Keyring;
  ttlSeconds: number;
  /** Seconds since the epoch; injectable for tests. */
  now?: () => number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const TOKEN_PATTERN = /^v2\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function signAccessToken(userId: number, options: TokenOptions): string {
  const expiresAt = (options.now ?? nowSeconds)() + options.ttlSeconds;
  const payload = `v2.${userId}.${expiresAt}`;
  return `${payload}.${options.keys.sign('access-token', payload)}`;
}

/** The claims of a valid, unexpired token; null for anything else (never throws on malformed input). */
export function verifyAccessToken(token: unknown, options: Pick<TokenOptions, 'keys' | 'now'>): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, expires, given] = match as unknown as [string, string, string, string];
  if (!options.keys.verify('access-token', `v2.${id}.${expires}`, given)) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= (options.now ?? nowSeconds)()) return null;
  return { userId: Number(id), expiresAt };
}
