import type { Keyring } from '../auth/keyring';

/**
 * The unsubscribe link of an alert e-mail (docs/api.md "POST /api/alerts/unsubscribe"): `s.<saved search id>` (that
 * search's e-mails) or `p.<user id>` (price-drop e-mails), then an HMAC of it under the keyring's `alert-unsubscribe`
 * key — it works without signing in, cannot be made for someone else's search, and names nothing but an id. It does
 * not expire: a mail read a year later still unsubscribes. Rotating TOKEN_SECRET keeps old links working while the
 * old secret is listed (decision 100).
 */
export type UnsubscribeTarget = { kind: 'saved_search'; id: number } | { kind: 'price_drops'; id: number };

const payloadOf = (target: UnsubscribeTarget) => `${target.kind === 'saved_search' ? 's' : 'p'}.${target.id}`;

export function unsubscribeToken(keys: Keyring, target: UnsubscribeTarget): string {
  const payload = payloadOf(target);
  return `${payload}.${keys.sign('alert-unsubscribe', payload)}`;
}

/** The target of a token, or null when it is not one this server signed (never throws on malformed input). */
export function readUnsubscribeToken(keys: Keyring, token: string): UnsubscribeTarget | null {
  const match = /^([sp])\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  const target: UnsubscribeTarget = match[1] === 's' ? { kind: 'saved_search', id } : { kind: 'price_drops', id };
  return keys.verify('alert-unsubscribe', payloadOf(target), match[3]!) ? target : null;
}
