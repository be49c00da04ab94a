import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageText } from '../../../core';
import { loadConfig } from '../../../server/config';
import { CODE_FAILURES_PER_ACCOUNT, CODE_FAILURES_PER_ADDRESS, CODE_FAILURES_PER_PHONE } from '../../../server/accounts/code-attempts';
import { storeSmsCode } from '../../../server/accounts/sms-codes';
import type { SmsGateway, SmsMessage } from '../../../server/accounts/sms-gateway';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';

const RIGHT = '246810';
const WRONG = '135791';
const LOCKED_MK = 'Премногу погрешни обиди за кодот. Обидете се повторно за 24 часа.';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

let address = 0;
/** Guesses spread over many addresses, as a botnet would: only the per-phone and per-account caps see them all. */
const freshAddress = () => `198.18.${Math.floor((address += 1) / 250) % 250}.${(address % 250) + 1}`;

describe('one attempt limiter for every one-time code (docs/api.md "One-time codes: limits")', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  const post = async (url: string, payload: Record<string, unknown>, options: { from?: string; token?: string } = {}): Promise<Answer> => {
    const response = await app.fastify.inject({
      method: 'POST',
      url,
      remoteAddress: options.from ?? freshAddress(),
      payload,
      ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const smsLogin = (phone: string, code: string, from?: string) => post('/api/auth/user/auth', { provider: 'sms', phone_number: phone, code }, { from });
  const smsRegister = (phone: string, code: string, from?: string) =>
    post(
      '/api/auth/user/register',
      { registration_type: 'sms', phone_number: phone, code, first_name: 'Нина', last_name: 'Стојанова', password: PASSWORD, password_confirmation: PASSWORD, terms_accepted: true },
      { from },
    );
  const issue = (phone: string, code = RIGHT) => storeSmsCode(app, phone, code);
  const outboxTo = (to: string) => app.database.db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id').execute();

  it(`locks a phone after ${CODE_FAILURES_PER_PHONE} wrong codes a day, over fresh codes, logins and registrations alike`, async () => {
    expect(messageText('codeAttemptsLocked', 'mk')).toBe(LOCKED_MK);
    const phone = '+38970100200';
    await createUser(app.database, { email: 'vlasnik@primer.mk', phone });
    for (let i = 0; i < CODE_FAILURES_PER_PHONE; i += 1) {
      // A new code every five guesses, as an attacker asking for one every minute would have.
      if (i % 5 === 0) await issue(phone);
      const answer = i % 2 === 0 ? await smsLogin(phone, WRONG) : await smsRegister(phone, WRONG);
      expect(answer.status).toBe(422);
      expect(answer.body.messageId).toBe('invalidCode');
    }
    await issue(phone);
    const locked = await smsLogin(phone, WRONG);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ status: 'error', messageId: 'codeAttemptsLocked', retry_after: expect.any(Number) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // The right code is refused too, unchecked: it takes none of the code's attempts (no oracle) and signs nobody in.
    for (const answer of [await smsLogin(phone, RIGHT), await smsRegister(phone, RIGHT)]) {
      expect(answer.status).toBe(429);
      expect(answer.body.messageId).toBe('codeAttemptsLocked');
    }
    const live = await app.database.db.selectFrom('sms_codes').select(['attempts', 'used_at']).where('phone_number', '=', phone).where('used_at', 'is', null).execute();
    expect(live).toEqual([{ attempts: 0, used_at: null }]);
    expect(await app.database.db.selectFrom('sessions').select('user_id').execute()).toEqual([]);
    // No new code for a locked number either.
    const send = await post('/api/auth/sms/send-code', { phone_number: phone });
    expect(send.status).toBe(429);
    expect(send.body.messageId).toBe('codeAttemptsLocked');
    expect(await outboxTo(phone)).toEqual([]);
  });

  it('tells the account whose number is locked, once, by e-mail in its language', async () => {
    const phone = '+38970100300';
    await createUser(app.database, { email: 'vlasnik@primer.mk', phone });
    for (let i = 0; i < CODE_FAILURES_PER_PHONE + 3; i += 1) {
      if (i % 5 === 0) await issue(phone);
      await smsLogin(phone, WRONG);
    }
    const mails = await outboxTo('vlasnik@primer.mk');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      subject: messageText('mail.codeAttemptsLocked.subject', 'mk'),
      body: messageText('mail.codeAttemptsLocked.body', 'mk'),
    });
    expect(mails[0]?.body).not.toContain(WRONG);
  });

  it('a right code gives its count back; the cap counts wrong guesses only', async () => {
    const phone = '+38970100400';
    await createUser(app.database, { email: 'vlasnik@primer.mk', phone });
    for (let i = 0; i < CODE_FAILURES_PER_PHONE - 1; i += 1) {
      if (i % 5 === 0) await issue(phone);
      expect((await smsLogin(phone, WRONG)).status).toBe(422);
    }
    await issue(phone);
    expect((await smsLogin(phone, RIGHT)).status).toBe(200);
    await issue(phone);
    expect((await smsLogin(phone, WRONG)).status).toBe(422);
    expect((await smsLogin(phone, WRONG)).status).toBe(429);
  });

  it(`caps one address at ${CODE_FAILURES_PER_ADDRESS} wrong codes a day across different phones`, async () => {
    const from = '203.0.113.77';
    const phones = Array.from({ length: 4 }, (_, i) => `+3897020030${i}`);
    for (let i = 0; i < CODE_FAILURES_PER_ADDRESS; i += 1) {
      // Three phones, none of them near its own cap.
      const phone = phones[i % 3] ?? '';
      if (i % 15 < 3) await issue(phone);
      const answer = await smsLogin(phone, WRONG, from);
      expect(answer.status).toBe(422);
    }
    const fourth = phones[3] ?? '';
    await issue(fourth);
    const locked = await smsLogin(fourth, RIGHT, from);
    expect(locked.status).toBe(429);
    expect(locked.body.messageId).toBe('codeAttemptsLocked');
    expect((await post('/api/auth/sms/send-code', { phone_number: fourth }, { from })).body.messageId).toBe('codeAttemptsLocked');
    // The number itself is not locked: from another address its code is still checked.
    expect((await smsLogin(fourth, WRONG)).body.messageId).toBe('invalidCode');
  });

  it(`caps one account at ${CODE_FAILURES_PER_ACCOUNT} wrong codes a day over every number it tries to verify`, async () => {
    await createUser(app.database, { email: 'menuva@primer.mk' });
    const { token } = await login(app, 'menuva@primer.mk');
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT; i += 1) {
      const phone = `+389711000${String(Math.floor(i / 5)).padStart(2, '0')}`;
      if (i % 5 === 0) await issue(phone);
      const answer = await post('/api/auth/sms/verify-code', { phone_number: phone, code: WRONG }, { token });
      expect(answer.body.messageId).toBe('invalidCode');
    }
    const phone = '+38971100099';
    await issue(phone);
    const locked = await post('/api/auth/sms/verify-code', { phone_number: phone, code: RIGHT }, { token });
    expect(locked.status).toBe(429);
    expect(locked.body.messageId).toBe('codeAttemptsLocked');
    // The profile's phone change is the same code under the same limiter.
    const update = await app.fastify.inject({
      method: 'PUT',
      url: '/api/auth/user/update',
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${token}` },
      payload: { first_name: 'Ана', last_name: 'Петрова', phone_number: phone, phone_code: RIGHT },
    });
    expect(update.statusCode).toBe(429);
    expect(update.json()).toMatchObject({ messageId: 'codeAttemptsLocked' });
    const user = await app.database.db.selectFrom('users').select(['phone_number', 'phone_verified_at']).where('email', '=', 'menuva@primer.mk').executeTakeFirstOrThrow();
    expect(user).toEqual({ phone_number: null, phone_verified_at: null });
    // The notice goes to that account.
    expect(await outboxTo('menuva@primer.mk')).toHaveLength(1);
  });

  it(`racing wrong guesses get exactly ${CODE_FAILURES_PER_PHONE} checks between them, the rest are refused`, async () => {
    const phone = '+38970100500';
    await issue(phone);
    const burst = await Promise.all(Array.from({ length: 40 }, () => smsLogin(phone, WRONG)));
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(CODE_FAILURES_PER_PHONE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - CODE_FAILURES_PER_PHONE);
  });
});

describe('no SMS gateway (production by default): every SMS route is refused like an unknown sign-in method', () => {
  const production = loadConfig({ NODE_ENV: 'production', CLIENT_DIR: '' });
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ production: true, smsGateway: production.smsGateway, tokenSecrets: ['a-production-secret-that-is-long-enough-1234'] });
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('production has no gateway unless SMS_GATEWAY names one', () => {
    expect(production.smsGateway).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SMS_GATEWAY: 'outbox' }).smsGateway).toBe('outbox');
    expect(loadConfig({}).smsGateway).toBe('outbox');
    expect(() => loadConfig({ SMS_GATEWAY: 'pigeon' })).toThrow(/SMS_GATEWAY/);
  });

  it('answers 422 invalidRequest to send-code, SMS login, SMS registration, verify-code and deletion by code; no code is made', async () => {
    const unknown = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'carrier-pigeon', phone_number: '070 100 600', code: RIGHT } });
    expect(unknown.status).toBe(422);
    // An unknown method breaks the contract's body schema, which names the field (server/http/contract-requests.ts).
    expect(unknown.body).toEqual({ status: 'error', messageId: 'invalidRequest', errors: { provider: ['invalidRequest'] } });
    const refusal = { status: 'error', messageId: 'invalidRequest' };

    const providers = await call<{ data: Record<string, boolean> }>(app, 'GET', '/api/auth/providers');
    expect(providers.body.data.sms).toBe(false);

    const phone = '+38970100600';
    await createUser(app.database, { email: 'ana@primer.mk', phone });
    // A code planted in the table (as a server with a gateway would have left it) is not reachable either.
    await storeSmsCode(app, phone, RIGHT);
    const session = await login(app, 'ana@primer.mk');
    const answers = [
      await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 100 600' } }),
      await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '070 100 600', code: RIGHT } }),
      await call(app, 'POST', '/api/auth/user/register', {
        body: { registration_type: 'sms', phone_number: '070 100 601', code: RIGHT, first_name: 'Нина', last_name: 'Стојанова', password: PASSWORD, password_confirmation: PASSWORD, terms_accepted: true },
      }),
      await call(app, 'POST', '/api/auth/sms/verify-code', { body: { phone_number: '070 100 600', code: RIGHT }, token: session.token }),
      await call(app, 'POST', '/api/auth/sms/verify-code', { body: { phone_number: '070 100 600', code: RIGHT } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(refusal);
    }
    const codes = await app.database.db.selectFrom('sms_codes').select(['phone_number', 'attempts', 'used_at']).execute();
    expect(codes).toEqual([{ phone_number: phone, attempts: 0, used_at: null }]);
    expect(await app.database.db.selectFrom('outbox').select('id').where('channel', '=', 'sms').execute()).toEqual([]);
    expect(await app.database.db.selectFrom('users').select('email').orderBy('id').execute()).toEqual([{ email: 'ana@primer.mk' }]);
  });

  it('an account without a password cannot be deleted by code, and a profile phone cannot be changed', async () => {
    const user = await createUser(app.database, { email: 'ana@primer.mk' });
    const { token } = await login(app, 'ana@primer.mk');
    const update = await call(app, 'PUT', '/api/auth/user/update', { body: { first_name: 'Ана', last_name: 'Петрова', phone_number: '070 100 700', phone_code: RIGHT }, token });
    expect(update.status).toBe(422);
    expect(update.body).toMatchObject({ messageId: 'invalidRequest' });

    await app.database.db.updateTable('users').set({ password_hash: null, phone_number: '+38970100700' }).where('id', '=', user.id).execute();
    await storeSmsCode(app, '+38970100700', RIGHT);
    const deletion = await call(app, 'POST', '/api/auth/user/delete-account', { body: { code: RIGHT }, token });
    expect(deletion.status).toBe(422);
    expect(deletion.body).toEqual({ status: 'error', messageId: 'invalidRequest' });
    expect(await app.database.db.selectFrom('users').select('deleted_at').where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({ deleted_at: null });
  });
});

describe('a gateway plugged in through the port (docs/api.md "SMS gateway")', () => {
  const sent: SmsMessage[] = [];
  let failing = false;
  const gateway: SmsGateway = {
    name: 'test-carrier',
    async send(message) {
      if (failing) throw new Error('carrier down');
      sent.push(message);
    },
  };
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ production: true, smsGateway: 'none', tokenSecrets: ['a-production-secret-that-is-long-enough-1234'] }, { smsGateway: gateway });
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('turns SMS on in production: the code goes through the gateway (not the outbox) and signs in', async () => {
    expect((await call<{ data: Record<string, boolean> }>(app, 'GET', '/api/auth/providers')).body.data.sms).toBe(true);
    await createUser(app.database, { email: 'ana@primer.mk', phone: '+38970100800' });
    expect((await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 100 800' } })).body).toEqual({ status: 'success', messageId: 'sendingRequest' });
    expect(sent.at(-1)).toMatchObject({ to: '+38970100800', subject: messageText('sms.code.subject', 'mk') });
    expect(await app.database.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    const code = /(\d{6})/.exec(sent.at(-1)?.body ?? '')?.[1];
    const signed = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'sms', phone_number: '070 100 800', code } });
    expect(signed.status).toBe(200);
  });

  it('a message the gateway refuses answers 502 smsSendFailed, spends the code and lets the person ask again at once', async () => {
    failing = true;
    try {
      const refused = await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 100 900' } });
      expect(refused.status).toBe(502);
      expect(refused.body).toEqual({ status: 'error', messageId: 'smsSendFailed' });
      expect(await app.database.db.selectFrom('sms_codes').select('id').where('used_at', 'is', null).execute()).toEqual([]);
    } finally {
      failing = false;
    }
    expect((await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 100 900' } })).status).toBe(200);
  });
});
