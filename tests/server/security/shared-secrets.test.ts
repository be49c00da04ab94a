import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Keyring } from '../../../server/auth/keyring';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/tokens';
import { resetDatabase, startTestApp, testDatabase, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';
import { openTestSession } from '../chat/chat-helpers';

const OLD = 'old-master-secret-0123456789-abcdefghij';
const NEW = 'new-master-secret-9876543210-zyxwvutsrq';

type UserData = { user: { id: number; email: string } | null };

describe('secrets shared by processes, rotation, and forged tokens', () => {
  const apps: TestApp[] = [];
  const start = async (overrides: Parameters<typeof startTestApp>[0] = {}) => {
    const app = await startTestApp(overrides);
    apps.push(app);
    return app;
  };
  beforeEach(async () => resetDatabase(await testDatabase()));
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('a token signed by process A is accepted by process B on the same database, with no TOKEN_SECRET set', async () => {
    const a = await start({ tokenSecrets: [] });
    const b = await start({ tokenSecrets: [] });
    await createUser(a.database, { email: 'ana@primer.mk' });
    const session = await login(a, 'ana@primer.mk');
    const atB = await call<UserData>(b, 'GET', '/api/auth/user/user-data', { token: session.token });
    expect(atB.body.user?.email).toBe('ana@primer.mk');
  });

  it('an activation link mailed by one process activates at another', async () => {
    const a = await start({ tokenSecrets: [] });
    const b = await start({ tokenSecrets: [] });
    const registration = { first_name: 'Ана', last_name: 'Петровска', email: 'ana@primer.mk', password: PASSWORD, password_confirmation: PASSWORD, terms_accepted: true };
    expect((await call(a, 'POST', '/api/auth/user/register', { body: registration })).status).toBe(201);
    const outbox = await call<{ data: { link: string }[] }>(a, 'GET', '/api/dev/outbox?to=ana@primer.mk');
    const params = Object.fromEntries(new URL(outbox.body.data[0]?.link ?? '').searchParams);
    const activated = await call(b, 'POST', '/api/auth/user/activate', { body: params });
    expect(activated.body).toEqual({ status: 'success', messageId: 'emailVerified' });
  });

  it('rotation over HTTP: old tokens work while the old secret is listed, new ones are signed with the new secret', async () => {
    const before = await start({ tokenSecrets: [OLD] });
    await createUser(before.database, { email: 'ana@primer.mk' });
    const oldSession = await login(before, 'ana@primer.mk');

    const during = await start({ tokenSecrets: [NEW, OLD] });
    expect((await call<UserData>(during, 'GET', '/api/auth/user/user-data', { token: oldSession.token })).body.user?.email).toBe('ana@primer.mk');
    const newSession = await login(during, 'ana@primer.mk');
    expect(verifyAccessToken(newSession.token, { keys: new Keyring([NEW]) })).not.toBeNull();
    expect(verifyAccessToken(newSession.token, { keys: new Keyring([OLD]) })).toBeNull();

    const after = await start({ tokenSecrets: [NEW] });
    expect((await call<UserData>(after, 'GET', '/api/auth/user/user-data', { token: oldSession.token })).body.user).toBeNull();
    expect((await call<UserData>(after, 'GET', '/api/auth/user/user-data', { token: newSession.token })).body.user?.email).toBe('ana@primer.mk');
  });

  it('the attack of the old scheme: tokens for the admin signed with a path-derived or default secret are refused', async () => {
    const app = await start({ tokenSecrets: [] });
    const admin = await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    const sessionKey = await openTestSession(app, admin.id);
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const guesses = [`oglasi-dev-secret:${app.config.dataDir}`, 'oglasi-dev-secret:/srv/oglasi/data', 'oglasi-dev-secret:data'];
    for (const secret of guesses) {
      const payload = `v1.${admin.id}.${expires}`;
      const v1 = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
      const v2 = signAccessToken(admin.id, sessionKey, { keys: new Keyring([secret]), ttlSeconds: 3600 });
      for (const token of [v1, v2]) {
        const answer = await call(app, 'GET', '/api/admin/verification-requests', { token });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ messageId: 'notAuthenticated' });
      }
    }
    // The server's own token for the admin does work: the refusals above are about the signature.
    const own = signAccessToken(admin.id, sessionKey, { keys: app.keys, ttlSeconds: 3600 });
    expect((await call(app, 'GET', '/api/admin/verification-requests', { token: own })).status).toBe(200);
  });
});
