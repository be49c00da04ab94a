import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSocket } from '../chat/chat-helpers';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login } from '../helpers/fixtures';

type UserData = { user: { email: string } | null };

/** 'connected', or the refusal's message id. */
function handshake(app: TestApp, token: string): Promise<string> {
  const socket = openSocket(app, token);
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  }).finally(() => socket.close());
}

describe('signing out everywhere and a password reset end the access tokens too', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('sign out of all devices: an earlier bearer token is refused by the API and the chat socket; a new sign-in works', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const stolen = await login(app, 'ana@primer.mk');
    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { token: stolen.token })).body.user?.email).toBe('ana@primer.mk');
    expect(await handshake(app, stolen.token)).toBe('connected');

    const owner = await login(app, 'ana@primer.mk');
    expect((await call(app, 'POST', '/api/auth/user/logout-all', { cookie: owner.cookie })).status).toBe(200);

    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { token: stolen.token })).body.user).toBeNull();
    expect((await call(app, 'GET', '/api/favourites', { token: stolen.token })).status).toBe(401);
    expect(await handshake(app, stolen.token)).toBe('notAuthenticated');

    const again = await login(app, 'ana@primer.mk');
    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { token: again.token })).body.user?.email).toBe('ana@primer.mk');
    expect(await handshake(app, again.token)).toBe('connected');
  });

  it('a password reset ends every earlier token of that user, and only of that user', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    await createUser(app.database, { email: 'marko@primer.mk' });
    const before = await login(app, 'ana@primer.mk');
    const someoneElse = await login(app, 'marko@primer.mk');
    await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'ana@primer.mk' } });
    const outbox = await call<{ data: { link: string }[] }>(app, 'GET', '/api/dev/outbox?to=ana@primer.mk');
    const token = new URL(outbox.body.data[0]?.link ?? '').searchParams.get('token');
    const changed = await call(app, 'POST', '/api/auth/user/change-password', {
      body: { token, email: 'ana@primer.mk', password: 'NewPass2026!', passwordConfirmation: 'NewPass2026!' },
    });
    expect(changed.body).toEqual({ status: 'success', messageId: 'passwordChanged' });
    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { token: before.token })).body.user).toBeNull();
    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { cookie: before.cookie })).body.user).toBeNull();
    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { token: someoneElse.token })).body.user?.email).toBe('marko@primer.mk');
    const after = await login(app, 'ana@primer.mk', 'NewPass2026!');
    expect((await call<UserData>(app, 'GET', '/api/auth/user/user-data', { token: after.token })).body.user?.email).toBe('ana@primer.mk');
  });
});
