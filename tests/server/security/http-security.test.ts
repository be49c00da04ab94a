import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';

describe('security headers, CSRF, rate limits and hostile bodies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    await createUser(app.database, { email: 'ana@primer.mk' });
  });
  afterAll(() => app.close());

  it('sends CSP, nosniff, referrer policy and frame protection on API answers and errors alike', async () => {
    for (const path of ['/api/categories', '/api/does-not-exist', '/api/auth/user/user-data']) {
      const response = await fetch(`${app.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('refuses cookie-authenticated writes from another site (Origin or Sec-Fetch-Site) with csrfRejected', async () => {
    const session = await login(app, 'ana@primer.mk');
    const evil = await call(app, 'PUT', '/api/auth/user/update', { cookie: session.cookie, headers: { origin: 'https://evil.example' }, body: { first_name: 'Хакер', last_name: 'Х' } });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ status: 'error', messageId: 'csrfRejected' });
    const nullOrigin = await call(app, 'POST', '/api/favourites', { cookie: session.cookie, headers: { origin: 'null' }, body: { entity_id: 1 } });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await call(app, 'POST', '/api/auth/user/auth', { headers: { 'sec-fetch-site': 'cross-site' }, body: { provider: 'email', email: 'ana@primer.mk', password: PASSWORD } });
    expect(crossSite.status).toBe(403);
    const user = await app.database.db.selectFrom('users').select('full_name').where('email', '=', 'ana@primer.mk').executeTakeFirstOrThrow();
    expect(user.full_name).toBeNull();

    const same = await call(app, 'PUT', '/api/auth/user/update', { cookie: session.cookie, headers: { origin: app.url }, body: { first_name: 'Ана', last_name: 'Петровска' } });
    expect(same.status).toBe(200);
  });

  it('changes nothing on GET: write endpoints do not answer GET', async () => {
    for (const path of ['/api/auth/user/register', '/api/auth/user/activate', '/api/favourites/cleanup', '/api/auth/user/change-password']) {
      const response = await call(app, 'GET', path);
      expect(response.status).toBe(404);
    }
  });

  it('limits login attempts per address and account with rateLimitError (429, Retry-After)', async () => {
    const limited = await startTestApp({ authRateLimitPerMinute: 3 });
    try {
      const attempt = () => call(limited, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: 'Wrong2025!' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(422);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ status: 'error', messageId: 'rateLimitError' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const correctButBlocked = await call(limited, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: PASSWORD } });
      expect(correctButBlocked.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits every client address on /api (rateLimitError 429)', async () => {
    const limited = await startTestApp({ apiRateLimitPerMinute: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await fetch(`${limited.url}/api/categories`)).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const body = await (await fetch(`${limited.url}/api/categories`)).json();
      expect(body).toMatchObject({ status: 'error', messageId: 'rateLimitError' });
    } finally {
      await limited.close();
    }
  });

  it('answers huge bodies, wrong content types and broken JSON with catalogue ids, not crashes', async () => {
    const huge = await call(app, 'POST', '/api/auth/user/auth', { body: JSON.stringify({ provider: 'email', email: 'a@b.mk', password: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ status: 'error', messageId: 'payloadTooLarge' });
    const xml = await call(app, 'POST', '/api/auth/user/auth', { headers: { 'content-type': 'application/xml' }, body: '<login/>' });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual({ status: 'error', messageId: 'unsupportedMediaType' });
    const broken = await call(app, 'POST', '/api/auth/user/auth', { body: '{"provider": "email", ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ status: 'error', messageId: 'invalidRequest' });
    const array = await call(app, 'POST', '/api/auth/user/register', { body: [1, 2, 3] });
    expect(array.status).toBe(400);
    const health = await call(app, 'GET', '/api/health');
    expect(health.status).toBe(200);
  });

  it('treats SQL metacharacters as plain text everywhere', async () => {
    const hostile = ["' or 1=1 --", "'; drop table users; --", 'Голф\\\'%_', '%', '_'];
    for (const value of hostile) {
      const q = encodeURIComponent(value);
      expect((await call(app, 'GET', `/api/oglasi/search?q=${q}`)).status).toBe(200);
      expect((await call(app, 'GET', `/api/oglasi?category=${q}`)).status).toBe(404);
      expect((await call(app, 'GET', `/api/oglasi/listing/${q}`)).status).toBe(404);
      expect((await call(app, 'GET', `/api/users/${q}`)).status).toBe(404);
      const login = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: value, password: value } });
      expect(login.status).toBe(422);
    }
    const users = await app.database.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).toEqual(['ana@primer.mk']);
  });
});
