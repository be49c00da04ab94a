import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, type Session } from '../helpers/fixtures';
import { multipart, pngBytes } from '../helpers/images';
import { deleteDecidedDocuments } from '../../../server/admin/document-retention';
import fs from 'node:fs';
import path from 'node:path';

interface AdminList {
  data: { id: number; status: string; first_name: string; documents: { front: string; back: string }; user: { id: number; email: string } }[];
}

describe('verification requests: submit, admin processing, status', () => {
  let app: TestApp;
  let user: Session;
  let admin: Session;
  let secondAdmin: Session;
  let stranger: Session;
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
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin', meta: { first_name: 'Ана', last_name: 'Админ' } });
    await createUser(app.database, { email: 'admin2@primer.mk', role: 'admin', meta: { first_name: 'Бојан', last_name: 'Админ' } });
    await createUser(app.database, { email: 'drug@primer.mk' });
    user = await login(app, 'kupuvac@primer.mk');
    admin = await login(app, 'admin@primer.mk');
    secondAdmin = await login(app, 'admin2@primer.mk');
    stranger = await login(app, 'drug@primer.mk');
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
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    // The owner may see their own document; another user and a visitor cannot tell it exists.
    expect((await fetch(`${app.url}${front}`, { headers: { cookie: user.cookie } })).status).toBe(200);
    expect((await fetch(`${app.url}${front}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${app.url}${front}`)).status).toBe(401);
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

  it('two admins deciding the same request at once make one decision; the other is told who decided; each decision is audited', async () => {
    const other = (await createUser(app.database, { email: 'treti@primer.mk' })).id;
    const third = await login(app, 'treti@primer.mk');
    // A passport has no back side to send.
    const form = multipart({ ...complete, email: 'treti@primer.mk', document_type: 'passport' });
    form.append('front_image', new Blob([new Uint8Array(await pngBytes(300, 200))], { type: 'image/png' }), 'front.png');
    const sent = await fetch(`${app.url}/api/verification/submit`, { method: 'POST', body: form, headers: { cookie: third.cookie } });
    expect(sent.status).toBe(201);
    const queue = await call<AdminList>(app, 'GET', '/api/admin/verification-requests', { token: admin.token });
    const request = queue.body.data.find((row) => row.user.id === other);
    expect(request?.documents.back).toBeNull();
    const counts = await call<{ data: { verification: number; moderation: number; reports: number } }>(app, 'GET', '/api/admin/queues', { cookie: admin.cookie });
    expect(counts.body.data.verification).toBe(1);

    const [a, b] = await Promise.all([
      call(app, 'POST', `/api/admin/verification-requests/${request?.id}/process`, { cookie: admin.cookie, body: { decision: 'approve' } }),
      call(app, 'POST', `/api/admin/verification-requests/${request?.id}/process`, { cookie: secondAdmin.cookie, body: { decision: 'reject', admin_note: 'Заматено' } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winnerName = a.status === 200 ? 'Ана Админ' : 'Бојан Админ';
    expect(loser.body).toMatchObject({ messageId: 'invalidRequest', decided_by: winnerName });
    const log = await call<{ data: { action: string; target_id: number; admin: string }[] }>(app, 'GET', '/api/admin/audit', { cookie: secondAdmin.cookie });
    expect(log.body.data.filter((entry) => entry.target_id === request?.id)).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ target_id: request?.id, admin: winnerName });
    // A rejection needs its note: the user is shown why.
    expect((await call(app, 'POST', `/api/admin/verification-requests/${request?.id}/process`, { cookie: admin.cookie, body: { decision: 'reject' } })).status).toBe(422);
  });

  it('the audit log is append-only, and the console endpoints are for admins alone', async () => {
    await expect(app.database.db.updateTable('admin_actions').set({ note: 'преправено' }).execute()).rejects.toThrow(/append-only/);
    await expect(app.database.db.deleteFrom('admin_actions').execute()).rejects.toThrow(/append-only/);
    for (const path of ['/api/admin/queues', '/api/admin/audit', '/api/admin/verification-requests', '/api/admin/listings']) {
      expect((await call(app, 'GET', path)).status).toBe(401);
      expect((await call(app, 'GET', path, { cookie: user.cookie })).status).toBe(403);
    }
  });

  it('deletes a decided request\'s documents a configured number of days after the decision, never a pending one\'s', async () => {
    const rows = await app.database.db.selectFrom('verification_requests').select(['id', 'status', 'front_image', 'processed_at']).execute();
    const decided = rows.find((row) => row.status !== 'pending' && row.front_image);
    expect(decided).toBeDefined();
    const file = path.join(app.config.privateDir, (decided?.front_image?.original ?? '').replace('/private/', ''));
    expect(fs.existsSync(file)).toBe(true);
    // Not yet: the decision is younger than the retention.
    expect(await deleteDecidedDocuments(app.database.db, app.config.privateDir, 30)).toBe(0);
    await app.database.db.updateTable('verification_requests').set({ processed_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) }).where('id', '=', decided!.id).execute();
    expect(await deleteDecidedDocuments(app.database.db, app.config.privateDir, 30)).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
    const after = await app.database.db.selectFrom('verification_requests').select(['front_image', 'back_image', 'status']).where('id', '=', decided!.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ front_image: null, back_image: null, status: decided!.status });
    expect((await call(app, 'GET', `/api/admin/verification-requests/${decided!.id}/document/front`, { cookie: admin.cookie })).status).toBe(404);
  });
});
