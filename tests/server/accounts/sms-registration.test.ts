import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, PASSWORD } from '../helpers/fixtures';

type Outbox = { data: Array<{ body: string }> };
const lastCode = async (app: TestApp, phone: string) =>
  /(\d{6})/.exec((await call<Outbox>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).body.data[0]?.body ?? '')?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Registered {
  status: string;
  messageId: string;
  token?: string;
  user?: { id: number; email: string | null; phone_number: string; phone_verified: boolean; email_verification_required: boolean; full_name: string };
  errors?: Record<string, string[]>;
}

describe('registration by SMS (docs/product/accounts.md): a verified phone, no e-mail, signed in at once', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  const fields = (phone: string, code: string) => ({
    registration_type: 'sms',
    phone_number: phone,
    code,
    first_name: 'Нина',
    last_name: 'Стојанова',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms_accepted: true,
  });
  const register = (body: Record<string, unknown>) => call<Registered>(app, 'POST', '/api/auth/user/register', { body });

  it('creates the account with the code and signs it in (cookie and token), the phone verified', async () => {
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 555 111' } });
    const code = await lastCode(app, '+38970555111');
    const bad = await register(fields('070 555 111', wrong(code)));
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ messageId: 'invalidCode', errors: { code: ['invalidCode'] } });

    const made = await register(fields('070 555 111', code));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'success',
      messageId: 'registrationSuccessNoVerification',
      user: { email: null, phone_number: '+38970555111', phone_verified: true, email_verification_required: false, full_name: 'Нина Стојанова' },
    });
    expect(made.headers.get('set-cookie')).toMatch(/^oglasi_session=/);
    const cookie = (made.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const me = await call<{ user: { id: number } }>(app, 'GET', '/api/auth/user/user-data', { cookie });
    expect(me.body.user.id).toBe(made.body.user?.id);
    expect(made.body.token).toMatch(/^v3\./);
  });

  it('checks every other field before spending the code; a number with an account is refused after the code', async () => {
    await createUser(app.database, { email: 'ana@primer.mk', phone: '+38971222333' });
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '071 222 333' } });
    const code = await lastCode(app, '+38971222333');
    const noNames = await register({ ...fields('071 222 333', code), first_name: ' ' });
    expect(noNames.status).toBe(422);
    expect(noNames.body).toMatchObject({ messageId: 'invalidRegistrationCredentials', errors: { first_name: ['firstNameRequired'] } });
    const noTerms = await register({ ...fields('071 222 333', code), terms_accepted: false });
    expect(noTerms.body.errors).toMatchObject({ terms_accepted: ['validation.termsRequired'] });
    const weak = await register({ ...fields('071 222 333', code), password: 'slaba', password_confirmation: 'slaba' });
    expect(weak.body.messageId).toBe('invalidPassword');
    // The code is still good (nothing above spent it); the number already has an account.
    const taken = await register(fields('071 222 333', code));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ messageId: 'userAlreadyExists', errors: { phone_number: ['userAlreadyExists'] } });
    expect(await app.database.db.selectFrom('users').select('id').where('phone_number', '=', '+38971222333').execute()).toHaveLength(1);
  });

  it('a malformed number is refused before anything else', async () => {
    const answer = await register(fields('abc', '123456'));
    expect(answer.status).toBe(422);
    expect(answer.body.messageId).toBe('validation.phoneInvalid');
  });
});
