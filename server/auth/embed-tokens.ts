import type { Keyring } from './keyring';
import type { TokenClaims } from './tokens';

/**
 * Partner-site chat tokens (docs/embed.md, decision 135): what the embedded chat, running in its frame on a
 * partner's page, opens the chat socket with. The first-party sign-in window asks for one with the session cookie
 * (`POST /api/embed/chat-token`) and hands it to the frame by `postMessage`; it is never put in a URL or in storage.
 *
 * `e2.<userId>.<sessionKey>.<issuedAtMs>.<expiresAtSeconds>.<partnerOrigin base64url>.<mac>`, `mac` the base64url HMAC-SHA256
 * of everything before it under the keyring's own `embed-chat-token` key — so an access token never verifies as
 * one and one never verifies as an access token: it opens the chat socket and nothing else (no bearer call). It
 * names the partner origin it was issued for, and it stops working when that origin leaves EMBED_ORIGINS, when it
 * expires (an hour by default), when the sign-in session it was asked with ends (a logout: `sessionKey`, as access
 * tokens carry it — server/auth/tokens.ts), or when the user signs out everywhere (`tokens_valid_after`).
 */
export interface EmbedTokenClaims extends TokenClaims {
  /** The partner page's origin, e.g. https://dealer.example. */
  origin: string;
}

export interface EmbedTokenOptions {
  keys: Keyring;
  ttlSeconds: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

const TOKEN_PATTERN = /^e2\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})\.(\d{13})\.(\d{1,12})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

export function signEmbedToken(userId: number, sessionKey: string, origin: string, options: EmbedTokenOptions): { token: string; expiresAt: number } {
  const issuedAt = Math.floor((options.now ?? Date.now)());
  const expiresAt = Math.floor(issuedAt / 1000) + options.ttlSeconds;
  const payload = `e2.${userId}.${sessionKey}.${issuedAt}.${expiresAt}.${Buffer.from(origin).toString('base64url')}`;
  return { token: `${payload}.${options.keys.sign('embed-chat-token', payload)}`, expiresAt };
}

/**
 * The claims of a valid, unexpired token issued for an origin still in `allowedOrigins`; null for anything else
 * (never throws on malformed input).
 */
export function verifyEmbedToken(token: unknown, allowedOrigins: readonly string[], options: Pick<EmbedTokenOptions, 'keys' | 'now'>): EmbedTokenClaims | null {
  if (typeof token !== 'string' || token.length > 700) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, sessionKey, issued, expires, origin64, given] = match as unknown as [string, string, string, string, string, string, string];
  if (!options.keys.verify('embed-chat-token', `e2.${id}.${sessionKey}.${issued}.${expires}.${origin64}`, given)) return null;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= (options.now ?? Date.now)()) return null;
  const origin = Buffer.from(origin64, 'base64url').toString();
  if (!allowedOrigins.includes(origin)) return null;
  return { userId: Number(id), sessionKey, issuedAt: Number(issued), expiresAt, origin };
}
