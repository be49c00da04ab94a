import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { Keyring } from '../../../server/auth/keyring';
import { signEmbedToken, verifyEmbedToken } from '../../../server/auth/embed-tokens';
import { verifyAccessToken } from '../../../server/auth/tokens';
import { loadConfig, parseOriginList } from '../../../server/config';
import { productionReport } from '../../../server/production-check';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login } from '../helpers/fixtures';
import { openSocket, openTestSession } from '../chat/chat-helpers';

const PARTNER = 'https://dealer.example';
const OTHER = 'https://evil.example';

/** Opens the chat socket with `token`: 'connected', or the refusal's message id. */
async function handshake(app: TestApp, token: string): Promise<string> {
  const socket: Socket = openSocket(app, token);
  try {
    return await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  } finally {
    socket.close();
  }
}

describe('the chat on partner sites: EMBED_ORIGINS, chat tokens, headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ embedOrigins: [PARTNER], embedTokenTtlSeconds: 600 });
    await resetDatabase(app.database);
    await createUser(app.database, { email: 'ana@primer.mk' });
  });
  afterAll(() => app.close());

  it('gives a signed-in caller on its own page a chat token for a listed partner, which opens the chat socket only', async () => {
    const session = await login(app, 'ana@primer.mk');
    const answer = await call<{ token: string; expires_at: number; user: { id: number; is_support_agent: boolean } }>(app, 'POST', '/api/embed/chat-token', { cookie: session.cookie, headers: { origin: app.url }, body: { origin: PARTNER } });
    expect(answer.status).toBe(200);
    expect(answer.body.user.is_support_agent).toBe(false);
    expect(answer.body.expires_at * 1000 - Date.now()).toBeLessThanOrEqual(600_000);
    const { token } = answer.body;
    expect(verifyEmbedToken(token, [PARTNER], { keys: app.keys })).toMatchObject({ userId: answer.body.user.id, origin: PARTNER });
    // Its own key: not an access token, so no bearer call accepts it…
    expect(verifyAccessToken(token, { keys: app.keys })).toBeNull();
    const bearer = await call(app, 'GET', '/api/auth/user/user-data', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.body).toMatchObject({ user: null });
    // …but the chat socket does.
    expect(await handshake(app, token)).toBe('connected');
  });

  it('refuses an unlisted origin, a visitor, and a call from another page', async () => {
    const session = await login(app, 'ana@primer.mk');
    const unlisted = await call(app, 'POST', '/api/embed/chat-token', { cookie: session.cookie, headers: { origin: app.url }, body: { origin: OTHER } });
    expect(unlisted.status).toBe(403);
    expect(unlisted.body).toEqual({ status: 'error', messageId: 'embed.originRefused' });
    const visitor = await call(app, 'POST', '/api/embed/chat-token', { headers: { origin: app.url }, body: { origin: PARTNER } });
    expect(visitor.status).toBe(401);
    // The partner page itself may not ask (only Oglasi's own sign-in window does).
    const fromPartner = await call(app, 'POST', '/api/embed/chat-token', { cookie: session.cookie, headers: { origin: PARTNER }, body: { origin: PARTNER } });
    expect(fromPartner.status).toBe(403);
  });

  it('a token stops opening the socket when it expires or its partner leaves EMBED_ORIGINS', async () => {
    const user = await app.database.db.selectFrom('users').select('id').where('email', '=', 'ana@primer.mk').executeTakeFirstOrThrow();
    const sessionKey = await openTestSession(app, user.id);
    const expired = signEmbedToken(user.id, sessionKey, PARTNER, { keys: app.keys, ttlSeconds: 60, now: () => Date.now() - 120_000 });
    expect(await handshake(app, expired.token)).toBe('notAuthenticated');
    const forOther = signEmbedToken(user.id, sessionKey, OTHER, { keys: app.keys, ttlSeconds: 600 });
    expect(await handshake(app, forOther.token)).toBe('notAuthenticated');
    const otherKeys = signEmbedToken(user.id, sessionKey, PARTNER, { keys: new Keyring(['another-secret-entirely-0123456789']), ttlSeconds: 600 });
    expect(await handshake(app, otherKeys.token)).toBe('notAuthenticated');
    const good = signEmbedToken(user.id, sessionKey, PARTNER, { keys: app.keys, ttlSeconds: 600 });
    expect(verifyEmbedToken(good.token, [], { keys: app.keys })).toBeNull();
    expect(verifyEmbedToken(`${good.token}x`, [PARTNER], { keys: app.keys })).toBeNull();
  });

  it('frame-ancestors and the loader CORS follow EMBED_ORIGINS; the sign-in window keeps its opener', async () => {
    const frame = await fetch(`${app.url}/app/embed/frame.html?lang=sq`);
    expect(frame.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PARTNER}`);
    expect(frame.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${app.url}/api/categories`);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const listed = await fetch(`${app.url}/embed/chat.js`, { headers: { origin: PARTNER } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(listed.headers.get('vary')).toContain('Origin');
    const unlisted = await fetch(`${app.url}/embed/chat.js`, { headers: { origin: OTHER } });
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();

    const signIn = await fetch(`${app.url}/app/embed/sign-in.html`);
    expect(signIn.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('EMBED_ORIGINS takes origins only', () => {
    expect(parseOriginList(' https://a.example , http://127.0.0.2:3252,https://a.example')).toEqual(['https://a.example', 'http://127.0.0.2:3252']);
    expect(parseOriginList(undefined)).toEqual([]);
    expect(() => parseOriginList('https://a.example/shop')).toThrow(/EMBED_ORIGINS/);
    expect(() => parseOriginList('*')).toThrow(/EMBED_ORIGINS/);
    expect(() => parseOriginList('ftp://a.example')).toThrow(/EMBED_ORIGINS/);
    const base = { NODE_ENV: 'production', TOKEN_SECRET: 'a-production-secret-that-is-long-enough-1234', PUBLIC_URL: 'https://oglasi.mk', DATABASE_URL: 'postgres://db/oglasi' };
    expect(productionReport(loadConfig({ ...base, EMBED_ORIGINS: 'https://dealer.example' })).warnings).toEqual([]);
    expect(productionReport(loadConfig({ ...base, EMBED_ORIGINS: 'https://dealer.example,http://shop.example' })).warnings.join('\n')).toMatch(/EMBED_ORIGINS lists http:\/\/shop\.example without https/);
  });
});
