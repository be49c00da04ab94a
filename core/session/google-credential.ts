import { z } from '../schemas/zod-mini';
import { decodeBase64 } from '../encoding/base64';

/** The one-tap login fields of docs/product/accounts.md (Auth payloads), taken from the identity token. */
export interface GoogleIdentityFields {
  sub: string;
  email: string | undefined;
  name: string | undefined;
  given_name: string | undefined;
  family_name: string | undefined;
  picture: string | undefined;
  email_verified: boolean | undefined;
  credential: string;
}

const optionalText = z.optional(z.string());
const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: optionalText,
  name: optionalText,
  given_name: optionalText,
  family_name: optionalText,
  picture: optionalText,
  email_verified: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
});

/**
 * Reads the claims of a Google identity token (a JWT: header.payload.signature, base64url). The signature is
 * the server's to verify; the client only needs the fields, and a token that does not decode is refused
 * ('Invalid credential'). Returns null for anything malformed; never throws.
 */
export function decodeGoogleCredential(credential: unknown): GoogleIdentityFields | null {
  if (typeof credential !== 'string' || credential.length > 8_192) return null;
  const segments = credential.split('.');
  if (segments.length !== 3 || segments.some((segment) => segment === '')) return null;
  const json = decodeBase64Url(segments[1] ?? '');
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(parsed);
  if (!claims.success) return null;
  const { email_verified: verified, ...rest } = claims.data;
  return {
    sub: rest.sub,
    email: rest.email,
    name: rest.name,
    given_name: rest.given_name,
    family_name: rest.family_name,
    picture: rest.picture,
    email_verified: verified === undefined ? undefined : verified === true || verified === 'true',
    credential,
  };
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    // Names may be Cyrillic: decode the bytes as UTF-8, refusing invalid sequences.
    return new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64(segment));
  } catch {
    return null;
  }
}
