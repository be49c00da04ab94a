import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, KEY_PURPOSES, Keyring } from '../../../server/auth/keyring';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/tokens';
import { activationParams, checkActivation } from '../../../server/auth/signed-links';

/** A session key's shape (a sessions.id_hash): the keyring tests are about signatures, not sessions. */
const SESSION = 'S'.repeat(43);

const OLD = 'old-master-secret-0123456789-abcdefghij';
const NEW = 'new-master-secret-9876543210-zyxwvutsrq';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('keyring: one HKDF-derived key per purpose', () => {
  it('derives a different key for every purpose, none of them the master secret itself', () => {
    const keys = KEY_PURPOSES.map((purpose) => deriveKey(NEW, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(KEY_PURPOSES.length);
    expect(keys).not.toContain(Buffer.from(NEW).toString('hex'));
    expect(deriveKey(NEW, 'access-token').equals(deriveKey(NEW, 'access-token'))).toBe(true);
  });

  it('never accepts a signature made for one purpose as another', () => {
    const keyring = new Keyring([NEW]);
    for (const signedFor of KEY_PURPOSES) {
      const signature = keyring.sign(signedFor, 'payload');
      for (const checkedAs of KEY_PURPOSES) {
        expect(keyring.verify(checkedAs, 'payload', signature)).toBe(signedFor === checkedAs);
      }
    }
  });

  it('an activation link signature replayed as an access token is refused', () => {
    const keys = new Keyring([NEW]);
    // Sign the access token's own payload with the activation key: the right shape, the wrong purpose.
    const expires = nowSeconds() + 3600;
    const payload = `v3.7.${SESSION}.${Date.now()}.${expires}`;
    const forged = `${payload}.${keys.sign('activation-link', payload)}`;
    expect(verifyAccessToken(forged, { keys })).toBeNull();
    expect(verifyAccessToken(`${payload}.${keys.sign('access-token', payload)}`, { keys })?.userId).toBe(7);
    expect(verifyAccessToken(signAccessToken(7, SESSION, { keys, ttlSeconds: 3600 }), { keys })?.userId).toBe(7);
    const link = activationParams(keys, 7, 'ana@primer.mk', expires);
    expect(verifyAccessToken(`${payload}.${link.signature}`, { keys })).toBeNull();
  });

  it('refuses tokens signed the old way, with the raw secret or a secret derived from the data folder', () => {
    const keys = new Keyring([NEW]);
    const expires = nowSeconds() + 3600;
    for (const secret of [NEW, `oglasi-dev-secret:/srv/oglasi/data`]) {
      for (const payload of [`v1.1.${expires}`, `v2.1.${expires}`, `v2.1.${Date.now()}.${expires}`, `v3.1.${SESSION}.${Date.now()}.${expires}`]) {
        const token = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
        expect(verifyAccessToken(token, { keys })).toBeNull();
      }
    }
  });

  it('rotation: the newest secret signs, an older one still verifies until its tokens expire', () => {
    const before = new Keyring([OLD]);
    const during = new Keyring([NEW, OLD]);
    const after = new Keyring([NEW]);
    const oldToken = signAccessToken(5, SESSION, { keys: before, ttlSeconds: 600 });
    expect(verifyAccessToken(oldToken, { keys: during })?.userId).toBe(5);
    expect(verifyAccessToken(oldToken, { keys: during, now: () => Date.now() + 601_000 })).toBeNull();
    expect(verifyAccessToken(oldToken, { keys: after })).toBeNull();

    const newToken = signAccessToken(5, SESSION, { keys: during, ttlSeconds: 600 });
    expect(verifyAccessToken(newToken, { keys: after })?.userId).toBe(5);
    expect(verifyAccessToken(newToken, { keys: before })).toBeNull();
    expect(during.signatures('password-reset', 't')).toEqual([after.sign('password-reset', 't'), before.sign('password-reset', 't')]);
  });

  it('rotation keeps mailed activation links working until they expire', () => {
    const expires = nowSeconds() + 60;
    const link = activationParams(new Keyring([OLD]), 9, 'ana@primer.mk', expires);
    expect(checkActivation(new Keyring([NEW, OLD]), link, nowSeconds())).toMatchObject({ ok: true, userId: 9 });
    expect(checkActivation(new Keyring([NEW, OLD]), link, expires)).toEqual({ ok: false, reason: 'expired' });
    expect(checkActivation(new Keyring([NEW]), link, nowSeconds())).toEqual({ ok: false, reason: 'invalid' });
  });

  it('needs at least one secret', () => {
    expect(() => new Keyring([])).toThrow();
  });
});
