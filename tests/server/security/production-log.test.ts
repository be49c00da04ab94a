import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../server/http/log-redaction';
import { maskRecipient } from '../../../server/mail/outbox';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';

/**
 * Issue 36, case 5: a production run's log holds none of the secrets it handed out — reset and activation links,
 * tokens, session cookies, passwords, codes (docs/api.md "Logging"). Every answer is logged here
 * (ACCESS_LOG_SAMPLE=1), so each request below had its chance to leak.
 */
describe('the production log holds no secret', () => {
  let app: TestApp;
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });

  beforeAll(async () => {
    app = await startTestApp({ production: true, tokenSecrets: ['a-production-secret-that-is-long-enough-for-tests-1'], accessLogSample: 1, publicUrl: 'https://oglasi.example' }, { logStream: stream });
    await resetDatabase(app.database);
  });
  afterAll(() => app.close());

  const outboxLink = async (to: string, subjectPart: string) => {
    const rows = await app.database.db.selectFrom('outbox').select(['link', 'subject']).where('recipient', '=', to).orderBy('id', 'desc').execute();
    const row = rows.find((r) => r.subject.includes(subjectPart)) ?? rows[0];
    return new URL(row?.link ?? '');
  };

  it('greps the log of a production run for every secret it handed out', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const session = await login(app, 'ana@primer.mk');
    const sessionCookie = session.cookie.split('=')[1] ?? '';
    const secrets: string[] = [session.token, sessionCookie, PASSWORD];

    // Bearer and cookie calls, a failed sign-in with a password in the body, malformed JSON with one.
    await call(app, 'GET', '/api/favourites', { token: session.token });
    await call(app, 'GET', '/api/auth/user/user-data', { cookie: session.cookie });
    await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana@primer.mk', password: 'Pogresna-Lozinka-9!' } });
    secrets.push('Pogresna-Lozinka-9!');
    await fetch(`${app.url}/api/auth/user/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password":"Skrsen-JSON-7!", ' });
    secrets.push('Skrsen-JSON-7!');

    // A reset link: mailed, opened (the page's GET is logged), used.
    expect((await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'ana@primer.mk' } })).status).toBe(200);
    const reset = await outboxLink('ana@primer.mk', '');
    const resetToken = reset.searchParams.get('token') ?? '';
    expect(resetToken.length).toBeGreaterThan(20);
    secrets.push(resetToken, reset.href, reset.search);
    await fetch(`${app.url}${reset.pathname}${reset.search}`);
    const changed = await call(app, 'POST', '/api/auth/user/change-password', {
      body: { token: resetToken, email: 'ana@primer.mk', password: 'NovaLozinka2026!', passwordConfirmation: 'NovaLozinka2026!' },
    });
    expect(changed.status).toBe(200);
    secrets.push('NovaLozinka2026!');

    // An activation link: mailed on registration, opened.
    const registered = await call(app, 'POST', '/api/auth/user/register', {
      body: { email: 'marko@primer.mk', password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Марко', last_name: 'Николов', terms_accepted: true },
    });
    expect(registered.status).toBeLessThan(300);
    const activation = await outboxLink('marko@primer.mk', '');
    const signature = activation.searchParams.get('signature') ?? '';
    expect(signature.length).toBeGreaterThan(20);
    secrets.push(signature, activation.href);
    await fetch(`${app.url}${activation.pathname}${activation.search}`);

    // The run did log: every request line, the outbox's masked lines — and none of the secrets.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toContain('"url":"/korisnik/nova-lozinka?token=[redacted]&email=[redacted]"');
    expect(log).toContain('[outbox] email sent to a***@primer.mk');
    expect(log).toContain('[outbox] email sent to m***@primer.mk');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(6);
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(log).not.toContain('ana@primer.mk');
  });

  it('redacts secret-carrying query parameters and masks recipients', () => {
    expect(redactUrl('/korisnik/aktivacija?id=5&expires=1&hash=abc&signature=xyz')).toBe('/korisnik/aktivacija?id=5&expires=1&hash=[redacted]&signature=[redacted]');
    expect(redactUrl('/oglasi?page=2&q=golf')).toBe('/oglasi?page=2&q=golf');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(maskRecipient('nikola@primer.mk')).toBe('n***@primer.mk');
    expect(maskRecipient('+38970123456')).toBe('+389*****456');
  });
});
