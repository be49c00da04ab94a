import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * One key per purpose, derived from the master secret with HKDF-SHA256 (RFC 5869), so that a signature made for
 * one purpose never verifies as another: an activation link's signature is not an access token, a device cookie
 * is not a payment callback. Adding a purpose adds a key; nothing else changes.
 *
 * Rotation: the keyring holds the keys of every configured master secret, newest first. The newest signs; any of
 * them verifies, so what the old secret signed stays valid until it expires, and dropping the old secret from
 * TOKEN_SECRET invalidates all of it at once.
 */
export const KEY_PURPOSES = ['access-token', 'activation-link', 'password-reset', 'device-cookie', 'payment-callback', 'sms-code', 'visitor-id', 'embed-chat-token', 'alert-unsubscribe'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

const HKDF_SALT = 'oglasi:key-derivation:v1';
const KEY_BYTES = 32;

export function deriveKey(masterSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, HKDF_SALT, `oglasi:${purpose}`, KEY_BYTES));
}

export class Keyring {
  private readonly keys: ReadonlyMap<KeyPurpose, readonly Buffer[]>;

  /** @param masterSecrets newest first; at least one. */
  constructor(masterSecrets: readonly string[]) {
    if (masterSecrets.length === 0) throw new Error('A keyring needs at least one master secret.');
    this.keys = new Map(KEY_PURPOSES.map((purpose) => [purpose, masterSecrets.map((secret) => deriveKey(secret, purpose))]));
  }

  /** base64url HMAC-SHA256 of `payload` with the newest key of `purpose`. */
  sign(purpose: KeyPurpose, payload: string): string {
    return mac(this.keysOf(purpose)[0] as Buffer, payload);
  }

  /** Every signature `payload` may carry for `purpose`, newest key first (for lookups by keyed hash). */
  signatures(purpose: KeyPurpose, payload: string): string[] {
    return this.keysOf(purpose).map((key) => mac(key, payload));
  }

  /** True when `signature` is `payload`'s HMAC under any key of `purpose`; constant time per key. */
  verify(purpose: KeyPurpose, payload: string, signature: string): boolean {
    const given = Buffer.from(signature);
    let valid = false;
    for (const key of this.keysOf(purpose)) {
      const expected = Buffer.from(mac(key, payload));
      // Every key is tried, so the time taken does not tell which one matched.
      if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
    }
    return valid;
  }

  private keysOf(purpose: KeyPurpose): readonly Buffer[] {
    const keys = this.keys.get(purpose);
    if (!keys) throw new Error(`Unknown key purpose: ${String(purpose)}`);
    return keys;
  }
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
