import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { localClientId } from '../../../server/auth/social/providers';
import { ACCOUNT, oneTapNonce, postAuth, startGoogleApp, type RunningIssuer } from './social-helpers';

/** issue 41: every ID token is verified — signature (JWKS, rotation), iss, aud, exp/iat, nonce bound to the browser, email_verified. */
describe('social sign-in: the ID token is really verified', () => {
  let app: TestApp;
  let provider: RunningIssuer;
  let close: () => Promise<void>;
  const audience = localClientId('google');
  beforeAll(async () => ({ app, provider, close } = await startGoogleApp()));
  afterAll(() => close());
  beforeEach(() => resetDatabase(app.database));

  const signInWith = async (claims: Record<string, unknown> = {}, options: { forge?: boolean; account?: typeof ACCOUNT } = {}) => {
    const { cookie, nonce } = await oneTapNonce(app);
    const credential = await provider.issuer.idToken(options.account ?? ACCOUNT, { audience, nonce, claims, forge: options.forge });
    return { cookie, credential, answer: await postAuth(app, cookie, { credential, email: ACCOUNT.email }) };
  };

  it('accepts a good token: a new person is asked for the terms (requires_terms, is_new_user)', async () => {
    const { answer } = await signInWith();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ requires_terms: true, is_new_user: true, email: 'nova@primer.mk', provider: 'google' });
    expect(answer.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['a wrong signature', {}, { forge: true }],
    ['another issuer', { iss: 'https://accounts.google.example' }, {}],
    ['another audience', { aud: 'someone-else' }, {}],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }, {}],
    ['a token issued in the future beyond the skew', { iat: Math.floor(Date.now() / 1000) + 3600, exp: Math.floor(Date.now() / 1000) + 7200 }, {}],
    ['an unverified e-mail', { email_verified: false }, {}],
    ['a nonce this browser was not given', { nonce: 'made-up-nonce-made-up-nonce-made-up-nonce12' }, {}],
    ['no e-mail', { email: undefined }, {}],
  ] as const)('refuses %s (401 socialLoginFailed, nobody signed in)', async (_name, claims, options) => {
    const { answer } = await signInWith(claims, options);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 'error', messageId: 'socialLoginFailed' });
    expect(answer.session).toBe('');
  });

  it('refuses a replayed token: its nonce is good once', async () => {
    const { cookie, credential, answer } = await signInWith();
    expect(answer.status).toBe(200);
    const again = await postAuth(app, cookie, { credential, email: ACCOUNT.email });
    expect(again.status).toBe(401);
  });

  it('refuses a token whose nonce was given to another browser', async () => {
    const { nonce } = await oneTapNonce(app);
    const other = await oneTapNonce(app);
    const credential = await provider.issuer.idToken(ACCOUNT, { audience, nonce });
    expect((await postAuth(app, other.cookie, { credential, email: ACCOUNT.email })).status).toBe(401);
    expect((await postAuth(app, '', { credential, email: ACCOUNT.email })).status).toBe(401);
  });

  it('follows a JWKS key rotated mid-session: a token under the new key fetches the key set again and verifies', async () => {
    // The first sign-in fetches and caches the key set.
    expect((await signInWith()).answer.status).toBe(200);
    await provider.issuer.rotate({ keepOld: false });
    expect((await signInWith()).answer.status).toBe(200);
    // A key that is named but not published is still refused after the refetch.
    expect((await signInWith({}, { forge: true })).answer.status).toBe(401);
  });

  it('refuses a malformed credential with the catalogue message', async () => {
    const { cookie } = await oneTapNonce(app);
    for (const credential of ['not-a-jwt', 'a.b.c', 'x'.repeat(20_000)]) {
      const answer = await postAuth(app, cookie, { credential, email: ACCOUNT.email });
      expect(answer.status).toBe(401);
      expect(answer.body.messageId).toBe('socialLoginFailed');
    }
    // Not even text: the contract's body schema refuses it before sign-in is tried (server/http/contract-requests.ts).
    const number = await postAuth(app, cookie, { credential: 42, email: ACCOUNT.email });
    expect([number.status, number.body.messageId]).toEqual([422, 'invalidRequest']);
  });
});
