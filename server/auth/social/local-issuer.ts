import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

interface IssuerKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The person the local issuer signs in: what a real provider knows about its user. */
export interface LocalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  account: LocalAccount;
  /** Test switch: the token for this code is signed with a key the JWKS does not publish. */
  forge: boolean;
  expiresAt: number;
}

/**
 * A small OpenID Connect provider of our own (issue 41; decision 158) for tests and development: RS256 keys made at
 * start, a JWKS, an authorization endpoint with PKCE (S256 only), a token endpoint and a one-tap endpoint. It knows
 * nothing of the app; server/routes/test-oidc.ts serves it at /api/test-oidc outside production, and the server
 * suites run it on a port of its own. It signs what it is told to, including bad tokens on purpose (`forge`,
 * claims overrides): that is what it is for.
 */
export class LocalOidcIssuer {
  private keys: IssuerKey[] = [];
  private readonly codes = new Map<string, PendingCode>();

  private constructor(readonly issuer: string) {}

  static async create(issuer: string): Promise<LocalOidcIssuer> {
    const created = new LocalOidcIssuer(issuer);
    await created.rotate({ keepOld: false });
    return created;
  }

  /** A new signing key; the old one stays published unless `keepOld` is false (then its tokens stop verifying). */
  async rotate(options: { keepOld: boolean } = { keepOld: true }): Promise<string> {
    const key = await makeKey();
    this.keys = options.keepOld ? [key, ...this.keys].slice(0, 2) : [key];
    return key.kid;
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  discovery() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    };
  }

  /**
   * An ID token for `account`. `claims` overrides any claim (a wrong `iss`, `aud`, an old `exp`…); `forge` signs with
   * a fresh key that the JWKS does not publish, under the current key's id (a wrong signature).
   */
  async idToken(account: LocalAccount, input: { audience: string; nonce: string; claims?: Record<string, unknown>; forge?: boolean }): Promise<string> {
    const current = this.keys[0] as IssuerKey;
    const signer = input.forge ? (await makeKey()).privateKey : current.privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...account, nonce: input.nonce, iss: this.issuer, aud: input.audience, iat: now, exp: now + 600, ...input.claims })
      .setProtectedHeader({ alg: 'RS256', kid: current.kid, typ: 'JWT' })
      .sign(signer);
  }

  /** The authorization step: remembers what the token must carry and answers the code. */
  issueCode(input: Omit<PendingCode, 'expiresAt'>): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { ...input, expiresAt: Date.now() + 60_000 });
    return code;
  }

  /** The token endpoint: a code is good once, for its client and redirect address, with the PKCE verifier that matches. */
  async exchange(input: { code: unknown; clientId: unknown; redirectUri: unknown; codeVerifier: unknown }): Promise<{ id_token: string } | null> {
    if (typeof input.code !== 'string') return null;
    const pending = this.codes.get(input.code);
    this.codes.delete(input.code);
    if (!pending || pending.expiresAt < Date.now()) return null;
    if (pending.clientId !== input.clientId || pending.redirectUri !== input.redirectUri || typeof input.codeVerifier !== 'string') return null;
    if (createHash('sha256').update(input.codeVerifier).digest('base64url') !== pending.codeChallenge) return null;
    return { id_token: await this.idToken(pending.account, { audience: pending.clientId, nonce: pending.nonce, forge: pending.forge }) };
  }
}

async function makeKey(): Promise<IssuerKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}
