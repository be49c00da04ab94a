import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isMessageId } from '../../../core';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, login, PASSWORD } from '../helpers/fixtures';
import { multipart, pngBytes } from '../helpers/images';

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: 'Марко',
  last_name: 'Николов',
  phone_number: '+389 71 234 567',
  terms_accepted: true,
  ...extra,
});

interface Outbox {
  data: { recipient: string; subject: string; link: string | null; body: string }[];
}

describe('registration, activation and profile update', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  it('registers by JSON, mails a working signed activation link, and only then lets the user in', async () => {
    const response = await call(app, 'POST', '/api/auth/user/register', { body: registration('Marko@Primer.mk') });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ status: 'success', messageId: 'registrationSuccess', email: 'marko@primer.mk', email_verification_required: true });

    const before = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'marko@primer.mk', password: PASSWORD } });
    expect(before.body).toMatchObject({ messageId: 'emailNotVerified' });

    const outbox = await call<Outbox>(app, 'GET', '/api/dev/outbox?to=marko@primer.mk');
    const link = outbox.body.data[0]?.link ?? '';
    expect(link).toContain('/korisnik/aktivacija?');
    const params = Object.fromEntries(new URL(link).searchParams);
    expect(Object.keys(params).sort()).toEqual(['expires', 'hash', 'id', 'signature']);

    const activated = await call(app, 'POST', '/api/auth/user/activate', { body: params });
    expect(activated.body).toEqual({ status: 'success', messageId: 'emailVerified' });
    const again = await call(app, 'POST', '/api/auth/user/activate', { body: params });
    expect(again.body).toEqual({ status: 'success', messageId: 'emailAlreadyVerified' });

    const session = await login(app, 'marko@primer.mk');
    const me = await call<{ user: Record<string, unknown> }>(app, 'GET', '/api/auth/user/user-data', { token: session.token });
    expect(me.body.user).toMatchObject({
      email: 'marko@primer.mk',
      full_name: 'Марко Николов',
      phone_number: '+38971234567',
      verified: false,
      email_verification_required: false,
      user_meta: { first_name: 'Марко', last_name: 'Николов', phone_number: '+38971234567' },
    });
    expect(me.body.user.slug).toBe(`marko-nikolov-${String(me.body.user.id)}`);
  });

  it('refuses a tampered or expired activation link', async () => {
    await call(app, 'POST', '/api/auth/user/register', { body: registration('ana@primer.mk') });
    const outbox = await call<Outbox>(app, 'GET', '/api/dev/outbox?to=ana@primer.mk');
    const params = Object.fromEntries(new URL(outbox.body.data[0]?.link ?? '').searchParams);
    const tampered = await call(app, 'POST', '/api/auth/user/activate', { body: { ...params, id: String(Number(params.id) + 1) } });
    expect(tampered.body).toEqual({ status: 'error', messageId: 'invalidCode' });
    const { activationParams } = await import('../../../server/auth/signed-links');
    const expired = activationParams(app.keys, Number(params.id), 'ana@primer.mk', Math.floor(Date.now() / 1000) - 10);
    const late = await call(app, 'POST', '/api/auth/user/activate', { body: expired });
    expect(late.body).toEqual({ status: 'error', messageId: 'verificationExpired' });
    const garbage = await call(app, 'POST', '/api/auth/user/activate', { body: { id: "1' or '1'='1", hash: [], expires: {}, signature: null } });
    expect(garbage.status).toBe(422);
  });

  it('answers each registration problem with its message id', async () => {
    await createUser(app.database, { email: 'taken@primer.mk' });
    const cases: [Record<string, unknown>, number, string][] = [
      [registration('taken@primer.mk'), 409, 'userAlreadyExists'],
      [registration('TAKEN@primer.mk '), 409, 'userAlreadyExists'],
      [registration('not-an-email'), 422, 'invalidEmail'],
      [registration('someone@mailinator.com'), 422, 'disposableEmailNotAllowed'],
      [registration('weak@primer.mk', { password: 'short', password_confirmation: 'short' }), 422, 'invalidPassword'],
      [registration('mismatch@primer.mk', { password_confirmation: 'Other2025!' }), 422, 'invalidRegistrationCredentials'],
      [registration('terms@primer.mk', { terms_accepted: false }), 422, 'invalidRegistrationCredentials'],
      [registration('long@primer.mk', { first_name: 'А'.repeat(51) }), 422, 'invalidRegistrationCredentials'],
    ];
    for (const [body, status, messageId] of cases) {
      const response = await call(app, 'POST', '/api/auth/user/register', { body });
      expect({ status: response.status, messageId: (response.body as { messageId: string }).messageId }).toEqual({ status, messageId });
      expect(isMessageId(messageId)).toBe(true);
    }
    const mismatch = await call<{ errors: Record<string, string[]> }>(app, 'POST', '/api/auth/user/register', {
      body: registration('mismatch@primer.mk', { password_confirmation: 'Other2025!', terms_accepted: false, first_name: 'А'.repeat(51) }),
    });
    expect(mismatch.body.errors).toEqual({
      password_confirmation: ['validation.passwordsDoNotMatch'],
      terms_accepted: ['validation.termsRequired'],
      first_name: ['firstNameMax'],
    });
    const weak = await call<{ errors: Record<string, string[]> }>(app, 'POST', '/api/auth/user/register', {
      body: registration('weak@primer.mk', { password: 'abcdefgh' }),
    });
    expect(weak.body.errors.password).toEqual(['validation.passwordUppercase', 'validation.passwordDigit', 'validation.passwordSpecial']);
    const count = await app.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });

  it('limits registrations per address with tooManyRegistrationAttempts (429)', async () => {
    const limited = await startTestApp({ registrationLimit: 2 });
    try {
      for (const email of ['a1@primer.mk', 'a2@primer.mk']) {
        expect((await call(limited, 'POST', '/api/auth/user/register', { body: registration(email) })).status).toBe(201);
      }
      const third = await call(limited, 'POST', '/api/auth/user/register', { body: registration('a3@primer.mk') });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ status: 'error', messageId: 'tooManyRegistrationAttempts' });
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('registers by multipart with a profile image stored in every picture variant', async () => {
    const form = multipart(
      { ...(registration('photo@primer.mk') as unknown as Record<string, string>), terms_accepted: 'true', 'additionalFields[referral]': 'facebook' },
      { field: 'profileImage', name: 'me.png', type: 'image/png', bytes: await pngBytes(400, 300) },
    );
    const response = await fetch(`${app.url}/api/auth/user/register`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const user = await app.database.db.selectFrom('users').selectAll().where('email', '=', 'photo@primer.mk').executeTakeFirstOrThrow();
    const image = user.user_meta.profile_image;
    expect(image && Object.keys(image).sort()).toEqual(
      ['gallery_thumb_webp', 'height', 'lightbox_webp', 'medium_webp', 'original', 'profile_small_webp', 'profile_webp', 'thumb_webp', 'width'].sort(),
    );
    expect(user.user_meta.additional_fields).toEqual({ referral: 'facebook' });
    const small = await fetch(`${app.url}${image?.profile_small_webp}`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fs.existsSync(path.join(app.config.uploadsDir, (image?.original ?? '').replace('/uploads/', '')))).toBe(true);
  });

  it('refuses a "PNG" that is really a script, and a file over 10MB, without creating the account', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const fake = multipart({ ...(registration('fake@primer.mk') as unknown as Record<string, string>), terms_accepted: 'true' }, { field: 'profileImage', name: 'photo.png', type: 'image/png', bytes: script });
    const response = await fetch(`${app.url}/api/auth/user/register`, { method: 'POST', body: fake });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 'error', messageId: 'mustBeImage' });

    const huge = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const big = multipart({ ...(registration('big@primer.mk') as unknown as Record<string, string>), terms_accepted: 'true' }, { field: 'profileImage', name: 'big.png', type: 'image/png', bytes: huge });
    const tooLarge = await fetch(`${app.url}/api/auth/user/register`, { method: 'POST', body: big });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ status: 'error', messageId: 'imageTooLarge' });
    const users = await app.database.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([]);
  });

  it('updates the profile (JSON and multipart) for the signed-in user only', async () => {
    await createUser(app.database, { email: 'nov@primer.mk' });
    const anonymous = await call(app, 'PUT', '/api/auth/user/update', { body: { first_name: 'Нов' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 'error', messageId: 'notAuthenticated' });

    const session = await login(app, 'nov@primer.mk');
    const missing = await call<{ errors: Record<string, string[]> }>(app, 'PUT', '/api/auth/user/update', { cookie: session.cookie, body: { first_name: 'Нов', last_name: ' ' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ messageId: 'lastNameRequired', errors: { last_name: ['lastNameRequired'] } });

    // A new phone number comes with the code sent to it (tests/server/accounts/profile-phone.test.ts has the rule).
    await call(app, 'POST', '/api/auth/sms/send-code', { body: { phone_number: '070 111 222' } });
    const sms = await call<{ data: Array<{ body: string }> }>(app, 'GET', '/api/dev/outbox?to=%2B38970111222');
    const phoneCode = /(\d{6})/.exec(sms.body.data[0]?.body ?? '')?.[1];
    const updated = await call<{ status: string; messageId: string; user: Record<string, unknown> }>(app, 'PUT', '/api/auth/user/update', {
      cookie: session.cookie,
      body: { first_name: 'Нов', last_name: 'Корисник', phone_number: '070 111 222', phone_code: phoneCode, company_name: 'Нов Шоп', additionalFields: { note: 'здраво' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'success',
      messageId: 'profileUpdated',
      user: { full_name: 'Нов Корисник', phone_number: '+38970111222', account_type: 'company', user_meta: { company_name: 'Нов Шоп', additional_fields: { note: 'здраво' } } },
    });

    const form = multipart({ display_name: 'Новчо' }, { field: 'profileImage', name: 'a.webp', type: 'image/webp', bytes: await pngBytes(120, 120) });
    const withImage = await fetch(`${app.url}/api/auth/user/update`, { method: 'PUT', headers: { cookie: session.cookie }, body: form });
    const body = (await withImage.json()) as { user: { user_meta: { display_name: string; first_name: string }; profile_image: { profile_webp: string } } };
    expect(withImage.status).toBe(200);
    expect(body.user.user_meta).toMatchObject({ display_name: 'Новчо', first_name: 'Нов' });
    expect(body.user.profile_image.profile_webp).toMatch(/^\/uploads\/profiles\/[0-9a-f-]{36}\/profile_webp\.webp$/);
  });
});
