import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, type Session } from '../helpers/fixtures';
import { multipart, pngBytes } from '../helpers/images';

interface AdminList {
  data: { id: number; status: string; first_name: string; documents: { front: string; back: string }; user: { id: number; email: string } }[];
}

describe('verification requests: submit, admin processing, status', () => {
  let app: TestApp;
  let user: Session;
  let admin: Session;
  let userId = 0;

  const submit = async (session: Session | undefined, fields: Record<string, string>, withImages = true) => {
    const image = await pngBytes(300, 200);
    const form = multipart(fields);
    if (withImages) {
      form.append('front_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'front.png');
      form.append('back_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'back.png');
    }
    const response = await fetch(`${app.url}/api/verification/submit`, { method: 'POST', body: form, headers: session ? { cookie: session.cookie } : {} });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const complete = { first_name: 'Марко', last_name: 'Николов', email: 'kupuvac@primer.mk', phone: '+389 71 234 567', document_type: 'id_card', terms_accepted: 'true' };

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    userId = (await createUser(app.database, { email: 'kupuvac@primer.mk' })).id;
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    user = await login(app, 'kupuvac@primer.mk');
    admin = await login(app, 'admin@primer.mk');
  });
  afterAll(() => app.close());

  it('needs a signed-in user and every field, both document sides and accepted terms', async () => {
    expect((await submit(undefined, complete)).status).toBe(401);
    const incomplete = await submit(user, { document_type: 'selfie' }, false);
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toMatchObject({
      messageId: 'verification_failed',
      errors: { first_name: ['firstNameRequired'], last_name: ['lastNameRequired'], document_type: ['verification_failed'], terms_accepted: ['validation.termsRequired'], front_image: ['mustBeImage'], back_image: ['mustBeImage'] },
    });
  });

  it('accepts one pending request, and admins alone see it and its documents', async () => {
    const submitted = await submit(user, complete);
    expect(submitted).toEqual({ status: 201, body: { status: 'success', messageId: 'verification_submitted' } });
    expect((await submit(user, complete)).body).toMatchObject({ status: 'error', messageId: 'verification_already_pending' });
    expect((await call(app, 'GET', '/api/verification/check-status', { cookie: user.cookie })).body).toMatchObject({ status: 'pending' });

    const forbidden = await call(app, 'GET', '/api/admin/verification-requests', { cookie: user.cookie });
    expect(forbidden).toMatchObject({ status: 403, body: { status: 'error', messageId: 'forbidden' } });
    const list = await call<AdminList>(app, 'GET', '/api/admin/verification-requests', { token: admin.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ status: 'pending', first_name: 'Марко', user: { id: userId, email: 'kupuvac@primer.mk' } });
    const front = list.body.data[0]?.documents.front ?? '';
    const asAdmin = await fetch(`${app.url}${front}`, { headers: { cookie: admin.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${app.url}${front}`, { headers: { cookie: user.cookie } })).status).toBe(403);
    const stored = await app.database.db.selectFrom('verification_requests').select('front_image').executeTakeFirstOrThrow();
    const publicPath = (stored.front_image?.original ?? '').replace('/private/', '/uploads/');
    expect((await fetch(`${app.url}${publicPath}`)).status).toBe(404);
  });

  it('rejects with a note (the user is mailed and may retry), then approves: the user becomes verified', async () => {
    const [pending] = (await call<AdminList>(app, 'GET', '/api/admin/verification-requests', { token: admin.token })).body.data;
    const notAdmin = await call(app, 'POST', `/api/admin/verification-requests/${pending?.id}/process`, { cookie: user.cookie, body: { decision: 'approve' } });
    expect(notAdmin.status).toBe(403);
    const rejected = await call(app, 'POST', `/api/admin/verification-requests/${pending?.id}/process`, { cookie: admin.cookie, body: { decision: 'reject', admin_note: 'Нечитлив документ' } });
    expect(rejected.body).toMatchObject({ status: 'success', data: { status: 'rejected', admin_note: 'Нечитлив документ' } });
    const twice = await call(app, 'POST', `/api/admin/verification-requests/${pending?.id}/process`, { cookie: admin.cookie, body: { decision: 'approve' } });
    expect(twice.status).toBe(409);
    const status = await call(app, 'GET', '/api/verification/check-status', { cookie: user.cookie });
    expect(status.body).toMatchObject({ status: 'rejected', request: { status_text: 'Одбиено - обидете се повторно', admin_note: 'Нечитлив документ' } });
    const mail = await call<{ data: { subject: string; body: string }[] }>(app, 'GET', '/api/dev/outbox?to=kupuvac@primer.mk');
    expect(mail.body.data[0]?.body).toContain('Нечитлив документ');

    expect((await submit(user, complete)).status).toBe(201);
    const [again] = (await call<AdminList>(app, 'GET', '/api/admin/verification-requests', { token: admin.token })).body.data;
    const bad = await call(app, 'POST', `/api/admin/verification-requests/${again?.id}/process`, { cookie: admin.cookie, body: { decision: 'maybe' } });
    expect(bad.status).toBe(422);
    await call(app, 'POST', `/api/admin/verification-requests/${again?.id}/process`, { cookie: admin.cookie, body: { decision: 'approve' } });
    const me = await call<{ user: { verified: boolean } }>(app, 'GET', '/api/auth/user/user-data', { cookie: user.cookie });
    expect(me.body.user.verified).toBe(true);
    expect((await call(app, 'GET', '/api/verification/check-status', { cookie: user.cookie })).body).toMatchObject({ status: 'approved', verified: true });
    expect((await submit(user, complete)).body).toMatchObject({ messageId: 'verification_failed', verified: true });
  });
});
