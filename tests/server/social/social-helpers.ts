import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { LocalOidcIssuer, type LocalAccount } from '../../../server/auth/social/local-issuer';
import { localProvider, LOCAL_ISSUER_PATH, type SocialConfig } from '../../../server/auth/social/providers';
import { registerTestOidcRoutes } from '../../../server/routes/test-oidc';
import { startTestApp, type TestApp } from '../helpers/test-server';

/** A free loopback port (the issuer's address must be known before its routes are made). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningIssuer {
  issuer: LocalOidcIssuer;
  url: string;
  close(): Promise<void>;
}

/** The local OpenID provider on a port of its own: the server suites' stand-in for Google. */
export async function startIssuer(appPublicUrl: string): Promise<RunningIssuer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${LOCAL_ISSUER_PATH}`;
  const issuer = await LocalOidcIssuer.create(url);
  const fastify: FastifyInstance = Fastify();
  await fastify.register(async (api) => registerTestOidcRoutes(api, issuer, appPublicUrl), { prefix: '/api' });
  await fastify.listen({ port, host: '127.0.0.1' });
  return { issuer, url, close: () => fastify.close() };
}

/** Google served by `issuerUrl`; JWKS fetched again at once when a token names an unknown key (rotation tests). */
export function googleAt(issuerUrl: string): SocialConfig {
  return {
    providers: { google: localProvider('google', 'unused', issuerUrl) },
    testIssuer: [],
    clockToleranceSeconds: 60,
    jwksCacheMaxAgeMs: 10 * 60_000,
    jwksCooldownMs: 0,
  };
}

export const ACCOUNT: LocalAccount = { sub: 'google-sub-1', email: 'nova@primer.mk', email_verified: true, given_name: 'Нова', family_name: 'Корисничка', name: 'Нова Корисничка' };

const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`)) ?? '';

/** A one-tap nonce for a fresh browser: its binding cookie and the nonce. */
export async function oneTapNonce(app: TestApp, cookie = ''): Promise<{ cookie: string; nonce: string }> {
  const response = await fetch(`${app.url}/api/auth/social/google/nonce`, { method: 'POST', headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { nonce: string };
  return { cookie: cookieOf(response.headers, 'oglasi_oidc') || cookie, nonce: body.nonce };
}

export async function postAuth(app: TestApp, cookie: string, body: Record<string, unknown>) {
  const response = await fetch(`${app.url}/api/auth/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ provider: 'google', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, session: cookieOf(response.headers, 'oglasi_session') };
}

export { cookieOf };

/** The app with Google served by a local issuer of its own (both closed by `close`). */
export async function startGoogleApp(): Promise<{ app: TestApp; provider: RunningIssuer; close(): Promise<void> }> {
  const provider = await startIssuer('http://localhost:3000');
  const app = await startTestApp({ social: googleAt(provider.url) });
  return {
    app,
    provider,
    close: async () => {
      await app.close();
      await provider.close();
    },
  };
}
