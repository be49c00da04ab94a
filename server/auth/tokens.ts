import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens for bearer calls and the chat socket handshake: `v1.<userId>.<expiresAtSeconds>.<hmac>`.
 * Stateless and signed (HMAC-SHA256), so the socket server can verify them without a database round trip;
 * a banned user is still refused because every consumer re-reads the user row after verifying.
 */
export interface TokenClaims {
  userId: number;
  expiresAt: number;
}

export interface TokenOptions {
  secret: string;
  ttlSeconds: number;
  /** Seconds since the epoch; injectable for tests. */
  now?: () => number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signAccessToken(userId: number, options: TokenOptions): string {
  const expiresAt = (options.now ?? nowSeconds)() + options.ttlSeconds;
  const payload = `v1.${userId}.${expiresAt}`;
  return `${payload}.${signature(options.secret, payload)}`;
}

/** The claims of a valid, unexpired token; null for anything else (never throws on malformed input). */
export function verifyAccessToken(token: unknown, options: Pick<TokenOptions, 'secret' | 'now'>): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^v1\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(options.secret, `v1.${id}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= (options.now ?? nowSeconds)()) return null;
  return { userId: Number(id), expiresAt };
}
