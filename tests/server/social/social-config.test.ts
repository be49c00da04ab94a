import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call } from '../helpers/fixtures';
import { loadConfig } from '../../../server/config';
import { loadSocialConfig } from '../../../server/auth/social/providers';

const STRONG = 'a-production-secret-that-is-long-enough-1234';

/** issue 41: a provider exists only when configured; the local test issuer never in production. */
describe('social sign-in: configuration', () => {
  describe('no provider configured', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ social: loadSocialConfig({}, false, 'http://localhost:3000') });
    });
    afterAll(() => app.close());

    it('lists none, and none of it is reachable', async () => {
      const providers = await call<{ data: Record<string, unknown> }>(app, 'GET', '/api/auth/providers');
      expect(providers.body.data).toMatchObject({ google: false, facebook: false, apple: false, one_tap: null });
      for (const provider of ['google', 'facebook', 'apple']) {
        expect((await call(app, 'GET', `/api/auth/social/${provider}/start`)).status).toBe(404);
        expect((await call(app, 'GET', `/api/auth/social/${provider}/callback?code=a&state=b`)).status).toBe(404);
        expect((await call(app, 'POST', `/api/auth/social/${provider}/nonce`)).status).toBe(404);
        const auth = await call(app, 'POST', '/api/auth/user/auth', { body: { provider, credential: 'a.b.c', email: 'a@primer.mk' } });
        expect(auth.status).toBe(422);
        expect(auth.body).toMatchObject({ messageId: 'socialLoginUnavailable' });
      }
      expect((await call(app, 'GET', '/api/test-oidc/jwks')).status).toBe(404);
    });
  });

  it('reads each provider only when its configuration is complete', () => {
    const partial = loadSocialConfig({ FACEBOOK_APP_ID: '1', APPLE_CLIENT_ID: 'mk.oglasi', APPLE_TEAM_ID: 'T' }, true, 'https://oglasi.mk');
    expect(Object.keys(partial.providers)).toEqual([]);
    const full = loadSocialConfig(
      { GOOGLE_CLIENT_ID: 'g.apps', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 'f', APPLE_CLIENT_ID: 'mk.oglasi', APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K', APPLE_PRIVATE_KEY: 'pem' },
      true,
      'https://oglasi.mk',
    );
    expect(Object.keys(full.providers).sort()).toEqual(['apple', 'facebook', 'google']);
    expect(full.providers.google?.issuers).toContain('https://accounts.google.com');
    expect(full.providers.facebook?.requiresVerifiedEmail).toBe(false);
  });

  it("lets Google's one-tap script and frame into the page's policy only when Google is configured", async () => {
    const google = await startTestApp({ social: loadSocialConfig({ GOOGLE_CLIENT_ID: 'g.apps' }, false, 'http://localhost:3000') });
    const none = await startTestApp({ social: loadSocialConfig({}, false, 'http://localhost:3000') });
    try {
      const policy = async (app: TestApp) => (await fetch(`${app.url}/api/health`)).headers.get('content-security-policy') ?? '';
      expect(await policy(google)).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(await policy(google)).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com https://accounts.google.com/gsi/');
      expect(await policy(none)).not.toContain('accounts.google.com');
      // Google with only a client id offers one-tap, not the buttons (their code flow needs the secret).
      const providers = await call<{ data: Record<string, unknown> }>(google, 'GET', '/api/auth/providers');
      expect(providers.body.data).toMatchObject({ google: false, one_tap: { client_id: 'g.apps', script: 'https://accounts.google.com/gsi/client' } });
    } finally {
      await google.close();
      await none.close();
    }
  });

  it('never enables the local test issuer in production (OIDC_TEST_PROVIDERS is ignored there)', async () => {
    const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: STRONG, PUBLIC_URL: 'https://oglasi.mk', OIDC_TEST_PROVIDERS: 'google,facebook' });
    expect(config.social.testIssuer).toEqual([]);
    expect(config.social.providers).toEqual({});
    const production = await startTestApp({ production: true, tokenSecrets: [STRONG], social: config.social });
    try {
      expect((await call(production, 'GET', '/api/test-oidc/jwks')).status).toBe(404);
      expect((await call(production, 'GET', '/api/test-oidc/.well-known/openid-configuration')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('serves the local issuer outside production when asked, as Google', async () => {
    const config = loadConfig({ NODE_ENV: 'test', OIDC_TEST_PROVIDERS: 'google' });
    const app = await startTestApp({ social: config.social, publicUrl: config.publicUrl });
    try {
      const jwks = await call<{ keys: Array<{ kid: string; kty: string }> }>(app, 'GET', '/api/test-oidc/jwks');
      expect(jwks.body.keys[0]?.kty).toBe('RSA');
      const providers = await call<{ data: Record<string, unknown> }>(app, 'GET', '/api/auth/providers');
      expect(providers.body.data).toMatchObject({ google: true, one_tap: { client_id: 'oglasi-local-google', script: 'http://localhost:3000/api/test-oidc/gsi/client' } });
    } finally {
      await app.close();
    }
  });
});
