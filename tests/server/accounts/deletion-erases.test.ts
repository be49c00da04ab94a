import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD, type Session } from '../helpers/fixtures';
import { multipart, pngBytes } from '../helpers/images';

interface AdminList {
  data: { id: number; email: string; documents: { front: string; back: string | null } }[];
}

/**
 * Issue 36, case 4: deleting an account erases its identity documents with everything else personal, in one
 * transaction (docs/api.md "What deletion erases and what is kept"): a pending request leaves the admin queue,
 * its photos are no longer served and are gone from disk; billing details, reset links and queued mail go too.
 */
describe('deleting an account erases its identity documents and billing details', () => {
  let app: TestApp;
  let admin: Session;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    admin = await login(app, 'admin@primer.mk');
  });

  async function submitVerification(session: Session, email: string) {
    const image = await pngBytes(300, 200);
    const form = multipart({ first_name: 'Марко', last_name: 'Николов', email, phone: '+389 71 234 567', document_type: 'id_card', terms_accepted: 'true' });
    form.append('front_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'front.png');
    form.append('back_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'back.png');
    const response = await fetch(`${app.url}/api/verification/submit`, { method: 'POST', body: form, headers: { cookie: session.cookie } });
    expect(response.status).toBeLessThan(300);
  }

  const queue = async () => (await call<AdminList>(app, 'GET', '/api/admin/verification-requests', { cookie: admin.cookie })).body.data;

  /** The document photos of a request, as files on disk. */
  async function documentFiles(userId: number): Promise<string[]> {
    const rows = await app.database.db.selectFrom('verification_requests').select(['front_image', 'back_image']).where('user_id', '=', userId).execute();
    return rows.flatMap((row) => [row.front_image, row.back_image]).flatMap((image) => Object.values(image ?? {}))
      .filter((url): url is string => typeof url === 'string' && url.startsWith('/private/'))
      .map((url) => path.join(app.config.privateDir, url.slice('/private/'.length)));
  }

  it('a pending request leaves the admin queue, its photos stop being served and leave the disk, billing details go', async () => {
    const { id } = await createUser(app.database, { email: 'marko@primer.mk' });
    await createUser(app.database, { email: 'drug@primer.mk' });
    const marko = await login(app, 'marko@primer.mk');
    const other = await login(app, 'drug@primer.mk');
    await submitVerification(marko, 'marko@primer.mk');
    await submitVerification(other, 'drug@primer.mk');
    const billing = await call(app, 'PUT', '/api/billing', {
      cookie: marko.cookie,
      body: { kind: 'person', name: 'Марко Николов', address: 'ул. Македонија 1', city: 'Скопје', postal_code: '1000' },
    });
    expect(billing.status).toBe(200);
    await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'marko@primer.mk' } });
    // A wrong password leaves a backoff row keyed by the e-mail (decision 150); none is left after the deletion.
    expect((await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'marko@primer.mk', password: 'Wrong-guess-1!' } })).status).toBe(422);

    const before = await queue();
    expect(before.map((row) => row.email).sort()).toEqual(['drug@primer.mk', 'marko@primer.mk']);
    const markosRequest = before.find((row) => row.email === 'marko@primer.mk');
    const files = await documentFiles(id);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    expect((await fetch(`${app.url}${markosRequest?.documents.front}`, { headers: { cookie: admin.cookie } })).status).toBe(200);

    const deleted = await call(app, 'POST', '/api/auth/user/delete-account', { cookie: marko.cookie, body: { password: PASSWORD } });
    expect(deleted.status).toBe(200);

    expect((await queue()).map((row) => row.email)).toEqual(['drug@primer.mk']);
    expect((await fetch(`${app.url}${markosRequest?.documents.front}`, { headers: { cookie: admin.cookie } })).status).toBe(404);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    const { db } = app.database;
    expect(await db.selectFrom('verification_requests').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('billing_details').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('password_resets').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('outbox').select('id').where('recipient', '=', 'marko@primer.mk').execute()).toEqual([]);
    expect(await db.selectFrom('login_throttle').select('identifier').where('identifier', '=', 'email:marko@primer.mk').execute()).toEqual([]);
    // Someone else's request and its photos are untouched.
    expect((await documentFiles((await db.selectFrom('users').select('id').where('email', '=', 'drug@primer.mk').executeTakeFirstOrThrow()).id)).every((file) => fs.existsSync(file))).toBe(true);
  });
});
