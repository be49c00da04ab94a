import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { SocialProvider } from '../../../core/accounts/providers';
import type { OidcProviderConfig, SocialConfig } from './providers';

/** What a verified ID token says about the person (docs/product/accounts.md "Social sign-in"). */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  nonce: string;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

/** Why a token was refused: logged, never shown (the person sees 'Грешка при најавување со …'). */
export type IdTokenRefusal = 'signature' | 'issuer' | 'audience' | 'expired' | 'claims' | 'email' | 'emailNotVerified' | 'unavailable';

export type IdTokenCheck = { ok: true; identity: VerifiedIdentity } | { ok: false; reason: IdTokenRefusal };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length <= 320 ? value.trim() : undefined);
const ALGORITHMS = ['RS256', 'ES256'];

/**
 * Verifies ID tokens with jose (decision 158): the signature against the provider's JWKS — fetched, cached and fetched
 * again when a token names a key it does not hold (rotation) — then `iss`, `aud`, `exp`/`iat`/`nbf` with a small
 * skew, a `nonce`, a `sub` and an e-mail (verified where the provider says so). The nonce's binding to the browser is
 * the caller's to check (server/auth/social/requests.ts), since only the caller knows the browser.
 */
export class IdTokenVerifier {
  private readonly keySets = new Map<SocialProvider, ReturnType<typeof createRemoteJWKSet>>();

  constructor(private readonly config: SocialConfig) {}

  provider(id: SocialProvider): OidcProviderConfig | undefined {
    return this.config.providers[id];
  }

  async verify(id: SocialProvider, token: unknown): Promise<IdTokenCheck> {
    const provider = this.provider(id);
    if (!provider) return { ok: false, reason: 'unavailable' };
    if (typeof token !== 'string' || token.length > 16_384) return { ok: false, reason: 'claims' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keySet(provider), {
        issuer: provider.issuers,
        audience: provider.clientId,
        algorithms: ALGORITHMS,
        clockTolerance: this.config.clockToleranceSeconds,
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        // An ID token is used at once; one issued long ago is not a sign-in now.
        maxTokenAge: '1h',
      }));
    } catch (error) {
      return { ok: false, reason: refusalOf(error) };
    }
    const subject = text(payload.sub);
    const nonce = text(payload.nonce);
    if (!subject || !nonce) return { ok: false, reason: 'claims' };
    const email = text(payload.email)?.toLowerCase();
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { ok: false, reason: 'email' };
    // Apple sends the flag as a string.
    const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
    if (provider.requiresVerifiedEmail && !emailVerified) return { ok: false, reason: 'emailNotVerified' };
    return {
      ok: true,
      identity: { provider: id, subject, email, emailVerified, nonce, givenName: text(payload.given_name), familyName: text(payload.family_name), name: text(payload.name) },
    };
  }

  private keySet(provider: OidcProviderConfig) {
    let set = this.keySets.get(provider.id);
    if (!set) {
      set = createRemoteJWKSet(new URL(provider.jwksUri), {
        cacheMaxAge: this.config.jwksCacheMaxAgeMs,
        cooldownDuration: this.config.jwksCooldownMs,
        timeoutDuration: 5_000,
      });
      this.keySets.set(provider.id, set);
    }
    return set;
  }
}

function refusalOf(error: unknown): IdTokenRefusal {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'expired';
    return 'claims';
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSEError) return 'signature';
  return 'claims';
}
