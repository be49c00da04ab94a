import type { SocialProvider } from '../../../core/accounts/providers';

/**
 * The OpenID Connect providers this server signs people in with (docs/product/accounts.md "Social sign-in", decision 158).
 * A provider exists only when its configuration is complete; nothing of it is reachable otherwise.
 *
 * - Google: GOOGLE_CLIENT_ID (+ GOOGLE_CLIENT_SECRET for the buttons' code flow; one-tap needs only the id).
 * - Facebook: FACEBOOK_APP_ID + FACEBOOK_APP_SECRET — Facebook Login's OpenID Connect code flow (scope `openid`),
 *   whose ID token is verified against Facebook's JWKS like the others (not the token debug endpoint).
 * - Apple: APPLE_CLIENT_ID (the Services ID) + APPLE_TEAM_ID + APPLE_KEY_ID + APPLE_PRIVATE_KEY (the .p8 key, PEM):
 *   the client secret is a short ES256 JWT made from that key (server/auth/social/apple-secret.ts).
 * - OIDC_TEST_PROVIDERS (e.g. `google`): outside production only, those providers are served by the local test
 *   issuer at /api/test-oidc (server/auth/social/local-issuer.ts) — `npm test` and the e2e suite sign in "with
 *   Google" through the real code path without the internet. Ignored when NODE_ENV=production.
 */
export interface OidcProviderConfig {
  id: SocialProvider;
  clientId: string;
  /** The client secret for the token endpoint, or a maker of one (Apple), or none (public client). */
  clientSecret: string | (() => Promise<string>) | undefined;
  /** The `iss` values accepted (Google uses two spellings). */
  issuers: string[];
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  scope: string;
  /** Apple returns the code by a cross-site form POST when e-mail is asked for. */
  responseMode: 'query' | 'form_post';
  /**
   * Whether an e-mail must come with `email_verified: true`. Facebook's ID token carries no such claim: its e-mail
   * is taken as unverified (never matched to an account without confirmation, and a new account keeps it unverified).
   */
  requiresVerifiedEmail: boolean;
  /** Whether the buttons' code flow is possible (a client secret, or a public client such as the local issuer). */
  codeFlow: boolean;
  /** Google one-tap (GIS): the script the browser loads for the prompt. */
  oneTapScript: string | null;
}

export interface SocialConfig {
  providers: Partial<Record<SocialProvider, OidcProviderConfig>>;
  /** Providers served by the local test issuer (never in production). */
  testIssuer: SocialProvider[];
  /** Seconds of clock skew allowed on exp/iat/nbf. */
  clockToleranceSeconds: number;
  /** How long a fetched JWKS is trusted before it is fetched again, and the least time between fetches (ms). */
  jwksCacheMaxAgeMs: number;
  jwksCooldownMs: number;
}

export const LOCAL_ISSUER_PATH = '/api/test-oidc';
export const localClientId = (provider: SocialProvider) => `oglasi-local-${provider}`;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const FACEBOOK_VERSION = 'v19.0';

export function loadSocialConfig(env: NodeJS.ProcessEnv, production: boolean, publicUrl: string): SocialConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const providers: SocialConfig['providers'] = {};
  const googleId = value('GOOGLE_CLIENT_ID');
  if (googleId) {
    const secret = value('GOOGLE_CLIENT_SECRET');
    providers.google = {
      id: 'google',
      clientId: googleId,
      clientSecret: secret,
      issuers: GOOGLE_ISSUERS,
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
      responseMode: 'query',
      requiresVerifiedEmail: true,
      codeFlow: secret !== undefined,
      oneTapScript: 'https://accounts.google.com/gsi/client',
    };
  }
  const facebookId = value('FACEBOOK_APP_ID');
  const facebookSecret = value('FACEBOOK_APP_SECRET');
  if (facebookId && facebookSecret) {
    providers.facebook = {
      id: 'facebook',
      clientId: facebookId,
      clientSecret: facebookSecret,
      issuers: ['https://www.facebook.com'],
      authorizationEndpoint: `https://www.facebook.com/${FACEBOOK_VERSION}/dialog/oauth`,
      tokenEndpoint: `https://graph.facebook.com/${FACEBOOK_VERSION}/oauth/access_token`,
      jwksUri: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
      scope: 'openid email public_profile',
      responseMode: 'query',
      requiresVerifiedEmail: false,
      codeFlow: true,
      oneTapScript: null,
    };
  }
  const apple = { clientId: value('APPLE_CLIENT_ID'), teamId: value('APPLE_TEAM_ID'), keyId: value('APPLE_KEY_ID'), privateKey: value('APPLE_PRIVATE_KEY') };
  if (apple.clientId && apple.teamId && apple.keyId && apple.privateKey) {
    const { clientId, teamId, keyId, privateKey } = apple;
    providers.apple = {
      id: 'apple',
      clientId,
      clientSecret: async () => (await import('./apple-secret')).appleClientSecret({ clientId, teamId, keyId, privateKey: privateKey.replace(/\\n/g, '\n') }),
      issuers: ['https://appleid.apple.com'],
      authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
      tokenEndpoint: 'https://appleid.apple.com/auth/token',
      jwksUri: 'https://appleid.apple.com/auth/keys',
      scope: 'openid email name',
      responseMode: 'form_post',
      requiresVerifiedEmail: true,
      codeFlow: true,
      oneTapScript: null,
    };
  }
  // The local issuer replaces a provider's endpoints (and its client id, unless one is set) — outside production only.
  const testIssuer = production ? [] : parseTestProviders(env.OIDC_TEST_PROVIDERS);
  for (const id of testIssuer) providers[id] = localProvider(id, publicUrl);
  return { providers, testIssuer, clockToleranceSeconds: 60, jwksCacheMaxAgeMs: 10 * 60_000, jwksCooldownMs: 30_000 };
}

/** A provider served by an issuer at `issuer` with the local issuer's paths (tests point it at their own issuer). */
export function localProvider(id: SocialProvider, publicUrl: string, issuer = `${publicUrl}${LOCAL_ISSUER_PATH}`): OidcProviderConfig {
  return {
    id,
    clientId: localClientId(id),
    clientSecret: undefined,
    issuers: [issuer],
    authorizationEndpoint: `${issuer}/authorize`,
    tokenEndpoint: `${issuer}/token`,
    jwksUri: `${issuer}/jwks`,
    scope: 'openid email profile',
    responseMode: 'query',
    requiresVerifiedEmail: true,
    codeFlow: true,
    oneTapScript: id === 'google' ? `${issuer}/gsi/client` : null,
  };
}

function parseTestProviders(value: string | undefined): SocialProvider[] {
  const known = new Set<string>(['google', 'facebook', 'apple']);
  return [...new Set((value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter((item) => known.has(item)))] as SocialProvider[];
}
