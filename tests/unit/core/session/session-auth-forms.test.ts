import { describe, expect, it } from 'vitest';
import { MultipartBody } from '../../../../core/ports/http';
import { httpFailures } from '../../../fakes';
import { createSession, USER } from './harness';

const REGISTER = '/api/auth/user/register';
const UPDATE = '/api/auth/user/update';

describe('Session auth forms: the generic auth helper of docs/product/errors.md', () => {
  it('register sends snake_case JSON with credentials and shows the success id text', async () => {
    const h = createSession();
    h.http.on('POST', REGISTER, { status: 'success', messageId: 'registrationSuccess', email: 'nov@primer.mk', email_verification_required: true });
    const result = await h.session.register({
      firstName: 'Нов',
      lastName: 'Корисник',
      phoneNumber: '+38970000000',
      whatsappPhoneNumber: '+38970000001',
      viberPhoneNumber: '+38970000002',
      companyName: 'Фирма',
      email: 'nov@primer.mk',
      password: 'Oglasi2025!',
      passwordConfirmation: 'Oglasi2025!',
      additionalFields: { newsletter: true },
    });
    expect(result).toMatchObject({ ok: true, message: 'Успешна регистрација! Проверете ја вашата е-пошта за верификација.' });
    expect(h.http.calls[0]).toMatchObject({ path: REGISTER, method: 'POST', credentials: true, upload: false });
    expect(h.http.calls[0]?.payload).toEqual({
      first_name: 'Нов',
      last_name: 'Корисник',
      phone_number: '+38970000000',
      whatsapp_phone_number: '+38970000001',
      viber_phone_number: '+38970000002',
      company_name: 'Фирма',
      email: 'nov@primer.mk',
      password: 'Oglasi2025!',
      password_confirmation: 'Oglasi2025!',
      additionalFields: { newsletter: '1' },
    });
    expect(h.notifier.toasts.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'success', text: 'Успешна регистрација! Проверете ја вашата е-пошта за верификација.' },
    ]);
    expect(h.session.getSnapshot()).toMatchObject({ loading: false, success: true, error: null });
  });

  it('with a profile image the body is multipart: snake_case keys, additionalFields[key], the file untouched', async () => {
    const h = createSession();
    h.http.on('PUT', UPDATE, { status: 'success', messageId: 'profileUpdated' });
    h.http.on('GET', '/api/auth/user/user-data', { user: USER, token: 't' });
    const image = new Blob(['png-bytes'], { type: 'image/png' });
    await h.session.updateProfile({ firstName: 'Марија', companyName: null, profileImage: image, additionalFields: { city: 'Скопје' } });
    const call = h.http.callsTo('PUT', UPDATE)[0];
    expect(call?.upload).toBe(true);
    expect(call?.payload).toBeInstanceOf(MultipartBody);
    expect((call?.payload as MultipartBody).fields).toEqual([
      { name: 'first_name', value: 'Марија' },
      { name: 'additionalFields[city]', value: 'Скопје' },
      { name: 'profileImage', value: image },
    ]);
  });

  it('a successful profile update refreshes user data; a failed one does not', async () => {
    const h = createSession();
    h.http.once('PUT', UPDATE, { status: 'success', messageId: 'profileUpdated' });
    h.http.on('GET', '/api/auth/user/user-data', { user: { ...USER, full_name: 'Ново Име' }, token: 't' });
    await h.session.updateProfile({ firstName: 'Ново' });
    expect(h.session.getSnapshot().user?.full_name).toBe('Ново Име');
    expect(h.notifier.texts('success')).toEqual(['Профилот е успешно ажуриран.']);
    h.http.once('PUT', UPDATE, { status: 'error', messageId: 'invalidUpdateData' });
    await h.session.updateProfile({ firstName: '' });
    expect(h.http.callsTo('GET', '/api/auth/user/user-data')).toHaveLength(1);
  });

  it("status 'error': the catalogue text, else the server message, else 'Настана грешка.'; errors are returned", async () => {
    const h = createSession();
    const errors = { email: ['taken'] };
    h.http.once('POST', REGISTER, { status: 'error', messageId: 'userAlreadyExists', errors });
    h.http.once('POST', REGISTER, { status: 'error', message: 'Серверска порака' });
    h.http.once('POST', REGISTER, { status: 'error' });
    const first = await h.session.register({ email: 'a@b.mk' });
    expect(first).toMatchObject({ ok: false, message: 'Веќе постои корисник со оваа е-пошта.', messageId: 'userAlreadyExists', errors });
    expect(h.session.getSnapshot()).toMatchObject({ error: 'Веќе постои корисник со оваа е-пошта.', errorType: 'userAlreadyExists', success: false });
    await h.session.register({ email: 'a@b.mk' });
    await h.session.register({ email: 'a@b.mk' });
    expect(h.notifier.texts('error')).toEqual(['Веќе постои корисник со оваа е-пошта.', 'Серверска порака', 'Настана грешка.']);
  });

  it('a 422 body with errors is returned as is', async () => {
    const h = createSession();
    const errors = { first_name: ['firstNameRequired'] };
    h.http.on('POST', REGISTER, httpFailures.serverBody({ status: 'error', messageId: 'firstNameRequired', errors }));
    const result = await h.session.register({ email: 'a@b.mk' });
    expect(result).toMatchObject({ ok: false, message: 'Полето Име е задолжително', errors });
  });

  it('a network failure shows the catalogue text of its outcome', async () => {
    const h = createSession();
    h.http.on('POST', '/api/auth/user/forgot-password', httpFailures.rateLimit());
    const result = await h.session.forgotPassword('a@b.mk');
    expect(result).toMatchObject({ ok: false, messageId: 'rateLimitError' });
    expect(h.notifier.texts('error')).toEqual(['Премногу барања. Почекајте 1 минута пред да се обидете повторно.']);
  });

  it('forgot, change password, activate and resend go to their docs/product/accounts.md paths with their payloads', async () => {
    const h = createSession();
    h.http.on('POST', '/api/auth/user/*', { status: 'success' });
    await h.session.forgotPassword('a@b.mk');
    await h.session.changePassword({ token: 't', email: 'a@b.mk', password: 'Nova2025!x', passwordConfirmation: 'Nova2025!x' });
    await h.session.activate({ id: 5, hash: 'h', expires: 99, signature: 's' });
    await h.session.resendVerificationEmail({ email: 'a@b.mk', password: 'p' });
    expect(h.http.calls.map(({ path, payload, credentials }) => ({ path, payload, credentials }))).toEqual([
      { path: '/api/auth/user/forgot-password', payload: { email: 'a@b.mk' }, credentials: true },
      { path: '/api/auth/user/change-password', payload: { token: 't', email: 'a@b.mk', password: 'Nova2025!x', passwordConfirmation: 'Nova2025!x' }, credentials: true },
      { path: '/api/auth/user/activate', payload: { id: 5, hash: 'h', expires: 99, signature: 's' }, credentials: true },
      { path: '/api/auth/user/resend-verification-email', payload: { email: 'a@b.mk', password: 'p' }, credentials: true },
    ]);
    // No message id in the answers: nothing to show.
    expect(h.notifier.toasts).toEqual([]);
  });
});
