import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeGoogleCredential } from '../../../../core/session/google-credential';
import { googleCredential } from './harness';

describe('decodeGoogleCredential', () => {
  it('reads the docs/product/accounts.md one-tap fields, Cyrillic names included', () => {
    const credential = googleCredential({ sub: '42', email: 'a@gmail.com', name: 'Петар Петровски', given_name: 'Петар', family_name: 'Петровски', picture: 'p', email_verified: 'true', extra: 1 });
    expect(decodeGoogleCredential(credential)).toEqual({
      sub: '42',
      email: 'a@gmail.com',
      name: 'Петар Петровски',
      given_name: 'Петар',
      family_name: 'Петровски',
      picture: 'p',
      email_verified: true,
      credential,
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (input) => {
        const decoded = decodeGoogleCredential(input);
        expect(decoded === null || typeof decoded.sub === 'string').toBe(true);
      }),
    );
  });

  it('refuses invalid UTF-8 in the payload', () => {
    const payload = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url');
    expect(decodeGoogleCredential(`eyJhbGciOiJSUzI1NiJ9.${payload}.sig`)).toBeNull();
  });
});
