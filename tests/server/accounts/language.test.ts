import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../core';
import { pngBytes, multipart } from '../helpers/images';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';

/**
 * Issue 23, docs/decisions/121-language-of-server-texts.md: the texts the server sends reach people in their
 * language — the asker's cookie for what they ask for themselves, the account's kept language for what somebody
 * else decides (an admin's verification decision).
 */
interface Outbox {
  data: { recipient: string; channel: string; subject: string; body: string; link: string | null }[];
}

const SQ = 'oglasi_lang=sq';
const outbox = async (app: TestApp, to: string) => (await call<Outbox>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;
const languageOf = async (app: TestApp, email: string) =>
  (await app.database.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

describe("server texts in the user's language", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('PUT /api/auth/user/language keeps the choice on the account: signed-in users only, mk or sq only', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    expect((await call(app, 'PUT', '/api/auth/user/language', { body: { language: 'sq' } })).status).toBe(401);
    const session = await login(app, 'ana@primer.mk');
    expect(await languageOf(app, 'ana@primer.mk')).toBe('mk');
    for (const language of ['en', 'SQ', 7, null]) {
      const refused = await call(app, 'PUT', '/api/auth/user/language', { cookie: session.cookie, body: { language } });
      expect(refused.body).toMatchObject({ status: 'error', messageId: 'invalidRequest', errors: { language: ['invalidRequest'] } });
    }
    const saved = await call(app, 'PUT', '/api/auth/user/language', { cookie: session.cookie, body: { language: 'sq' } });
    expect(saved.body).toEqual({ status: 'success', data: { language: 'sq' } });
    expect(await languageOf(app, 'ana@primer.mk')).toBe('sq');
  });

  it('signing in with a language cookie makes it the account\'s; without one the account keeps its own', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const signIn = (cookie?: string) =>
      call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: PASSWORD }, ...(cookie ? { cookie } : {}) });
    expect((await signIn(SQ)).status).toBe(200);
    expect(await languageOf(app, 'ana@primer.mk')).toBe('sq');
    await signIn();
    expect(await languageOf(app, 'ana@primer.mk')).toBe('sq');
    await signIn('oglasi_lang=mk');
    expect(await languageOf(app, 'ana@primer.mk')).toBe('mk');
  });

  it('registration keeps the visitor\'s language and sends the activation mail in it', async () => {
    const body = { email: 'marko@primer.mk', password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Marko', last_name: 'Nikolov', phone_number: '+389 71 234 567', terms_accepted: true };
    expect((await call(app, 'POST', '/api/auth/user/register', { body, cookie: SQ })).status).toBe(201);
    expect(await languageOf(app, 'marko@primer.mk')).toBe('sq');
    const [mail] = await outbox(app, 'marko@primer.mk');
    expect(mail?.subject).toBe(catalogues.sq['mail.activation.subject']);
    expect(mail?.body).toBe(catalogues.sq['mail.activation.body'].replace('{link}', mail?.link ?? ''));
  });

  it("a reset link goes out in the asker's language, else the account's, else Macedonian (the texts as they were)", async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const ask = (cookie?: string) => call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'ana@primer.mk' }, ...(cookie ? { cookie } : {}) });
    await ask();
    const [mk] = await outbox(app, 'ana@primer.mk');
    expect(mk?.subject).toBe('Ресетирање на лозинка');
    expect(mk?.body).toBe(`Здраво,\n\nЗа да поставите нова лозинка, отворете го линкот:\n${mk?.link}\n\nЛинкот важи 1 час. Ако не побаравте промена, игнорирајте ја поракава.`);
    await ask(SQ);
    expect((await outbox(app, 'ana@primer.mk'))[0]?.subject).toBe('Rivendosja e fjalëkalimit');
    await app.database.db.updateTable('users').set({ language: 'sq' }).execute();
    await ask();
    expect((await outbox(app, 'ana@primer.mk'))[0]?.body).toContain('Për të vendosur një fjalëkalim të ri');
  });

  it('an SMS code is written in the language of whoever asks for it', async () => {
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 123 456' }, cookie: SQ });
    const [sms] = await outbox(app, '+38970123456');
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/^Kodi juaj Oglasi është \d{6}\. Vlen 10 minuta\.$/);
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 123 457' } });
    expect((await outbox(app, '+38970123457'))[0]?.body).toMatch(/^Вашиот Oglasi код е \d{6}\. Важи 10 минути\.$/);
  });

  it("an admin's verification decision reaches the user in the user's language, not the admin's", async () => {
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    const user = await login(app, 'kupuvac@primer.mk');
    await call(app, 'PUT', '/api/auth/user/language', { cookie: user.cookie, body: { language: 'sq' } });
    const image = await pngBytes(300, 200);
    const form = multipart({ first_name: 'Marko', last_name: 'Nikolov', email: 'kupuvac@primer.mk', phone: '+389 71 234 567', document_type: 'id_card', terms_accepted: 'true' });
    form.append('front_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'front.png');
    form.append('back_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'back.png');
    expect((await fetch(`${app.url}/api/verification/submit`, { method: 'POST', body: form, headers: { cookie: user.cookie } })).status).toBe(201);
    // The status the user reads is in their language too.
    const status = await call<{ request: { status_text: string } }>(app, 'GET', '/api/verification/check-status', { cookie: `${user.cookie}; ${SQ}` });
    expect(status.body.request.status_text).toBe(catalogues.sq['verification.pending']);

    const admin = await login(app, 'admin@primer.mk');
    const [pending] = (await call<{ data: { id: number }[] }>(app, 'GET', '/api/admin/verification-requests', { cookie: admin.cookie })).body.data;
    const decided = await call(app, 'POST', `/api/admin/verification-requests/${pending?.id}/process`, { cookie: `${admin.cookie}; oglasi_lang=mk`, body: { decision: 'reject', admin_note: 'Dokumenti nuk lexohet' } });
    expect(decided.status).toBe(200);
    const [mail] = await outbox(app, 'kupuvac@primer.mk');
    expect(mail?.subject).toBe('Kërkesa për verifikim u refuzua');
    expect(mail?.body).toBe('Përshëndetje,\n\nKërkesa juaj për verifikim u refuzua. Shënim: Dokumenti nuk lexohet\nMund të paraqisni një kërkesë të re.');
  });
});
