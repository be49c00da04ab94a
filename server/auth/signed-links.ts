import { createHash } from 'node:crypto';
import type { Keyring } from './keyring';

/**
 * docs/product/accounts.md activation payload `id, hash, expires, signature`: `hash` is a digest of the e-mail being verified
 * (a changed e-mail invalidates old links) and `signature` an HMAC over all three with the keyring's
 * `activation-link` key, like a signed URL.
 */
export interface ActivationParams {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

export const emailHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 40);

const payloadOf = (id: string, hash: string, expires: string) => `${id}.${hash}.${expires}`;

export function activationParams(keys: Keyring, userId: number, email: string, expiresAtSeconds: number): ActivationParams {
  const id = String(userId);
  const hash = emailHash(email);
  const expires = String(expiresAtSeconds);
  return { id, hash, expires, signature: keys.sign('activation-link', payloadOf(id, hash, expires)) };
}

export type ActivationCheck = { ok: true; userId: number; hash: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks signature first (constant time), then expiry; never throws on malformed input. */
export function checkActivation(keys: Keyring, params: Partial<Record<keyof ActivationParams, unknown>>, nowSeconds: number): ActivationCheck {
  const { id, hash, expires, signature } = params;
  if (typeof id !== 'string' || typeof hash !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^[1-9]\d{0,9}$/.test(id) || !/^[0-9a-f]{40}$/.test(hash) || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) {
    return { ok: false, reason: 'invalid' };
  }
  if (!keys.verify('activation-link', payloadOf(id, hash, expires), signature)) return { ok: false, reason: 'invalid' };
  if (Number(expires) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(id), hash };
}
