import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, takeFlash, type RegistrationInput } from '../../../../core';
import { httpFailures } from '../../../fakes';
import { createAccounts, REGISTER, SEND_CODE } from './harness';

const VALID: RegistrationInput = {
  ...EMPTY_REGISTRATION,
  firstName: ' Ана ',
  lastName: 'Петровска',
  email: ' ana@primer.mk ',
  password: 'Oglasi2025!',
  passwordConfirmation: 'Oglasi2025!',
  termsAccepted: true,
};

describe('Registration by e-mail (docs/product/accounts.md, docs/product/errors.md)', () => {
  it('checks every rule before sending: the first problem is a toast, each one stands under its field', async () => {
    const h = createAccounts();
    const registration = h.forms.registration();
    const ok = await registration.submit({ ...EMPTY_REGISTRATION, email: 'x@mailinator.com', password: 'short', passwordConfirmation: 'other' });
    expect(ok).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Полето Име е задолжително']);
    const ids = Object.fromEntries(Object.entries(registration.getSnapshot().problems).map(([field, problem]) => [field, problem?.id]));
    expect(ids).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'disposableEmailNotAllowed',
      password: 'validation.passwordMinLength',
      passwordConfirmation: 'validation.passwordsDoNotMatch',
      termsAccepted: 'validation.termsRequired',
    });
    expect(h.http.calls).toEqual([]);
  });

  it('registers, says "check your inbox", sends sign_up, and the link can be sent again', async () => {
    const h = createAccounts();
    h.http.on('POST', REGISTER, { status: 'success', messageId: 'registrationSuccess', email: 'ana@primer.mk', email_verification_required: true });
    h.http.on('POST', '/api/auth/user/resend-verification-email', { status: 'success', messageId: 'verificationEmailSent' });
    const registration = h.forms.registration();
    expect(await registration.submit(VALID)).toBe(true);
    expect(h.http.calls[0]?.payload).toEqual({
      email: 'ana@primer.mk',
      first_name: 'Ана',
      last_name: 'Петровска',
      password: 'Oglasi2025!',
      password_confirmation: 'Oglasi2025!',
      terms_accepted: true,
    });
    expect(registration.getSnapshot().step).toEqual({ kind: 'checkInbox', email: 'ana@primer.mk' });
    expect(h.notifier.texts('success')).toEqual(['Успешна регистрација! Проверете ја вашата е-пошта за верификација.']);
    expect(h.analytics.events).toEqual([{ event: 'sign_up', params: { method: 'email' } }]);
    expect(await registration.resendLink()).toBe(true);
    expect(h.http.callsTo('POST', '/api/auth/user/resend-verification-email')[0]?.payload).toEqual({ email: 'ana@primer.mk', password: 'Oglasi2025!' });
    expect(h.notifier.texts('success')).toContain('Испратена е нова порака за верификација на вашата е-пошта.');
  });

  it("the server's answer per field lands under the field (an existing account)", async () => {
    const h = createAccounts();
    h.http.on('POST', REGISTER, httpFailures.serverBody({ status: 'error', messageId: 'userAlreadyExists' }, 409));
    const registration = h.forms.registration();
    expect(await registration.submit(VALID)).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Веќе постои корисник со оваа е-пошта.']);
    expect(registration.getSnapshot().problems.email?.id).toBe('userAlreadyExists');
    expect(registration.getSnapshot().step.kind).toBe('form');
    expect(h.analytics.events).toEqual([]);
  });

  it('a second submit while one is in flight sends nothing', async () => {
    const h = createAccounts();
    h.http.on('POST', REGISTER, { status: 'success', messageId: 'registrationSuccess' });
    const registration = h.forms.registration();
    const first = registration.submit(VALID);
    expect(await registration.submit(VALID)).toBe(false);
    await first;
    expect(h.http.callsTo('POST', REGISTER)).toHaveLength(1);
  });
});

describe('Registration by SMS', () => {
  const BY_PHONE: RegistrationInput = { ...VALID, email: '', phone: '070 123 456' };

  it('sends the code, then registers with it: signed in with a verified phone, on to the profile with the success toast', async () => {
    const h = createAccounts();
    h.http.on('POST', SEND_CODE, { status: 'success', messageId: 'sendingRequest' });
    h.http.on('POST', REGISTER, { status: 'success', messageId: 'registrationSuccessNoVerification', token: 't', user: { id: 9 } });
    const registration = h.forms.registration();
    registration.setMethod('sms');
    expect(await registration.submit(BY_PHONE)).toBe(true);
    expect(registration.getSnapshot().step).toEqual({ kind: 'code', phone: '070 123 456' });
    expect(await registration.confirmCode('12')).toBe(false);
    expect(registration.getSnapshot().problems.code?.id).toBe('validation.codeFormat');
    expect(await registration.confirmCode(' 123456 ')).toBe(true);
    expect(h.http.callsTo('POST', REGISTER)[0]?.payload).toMatchObject({ registration_type: 'sms', phone_number: '070 123 456', code: '123456', terms_accepted: true });
    expect(h.http.callsTo('POST', REGISTER)[0]?.payload).not.toHaveProperty('email');
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/moj-profil' }]);
    expect(takeFlash(h.sessionStorage)).toEqual({ kind: 'success', id: 'common.registrationSuccess' });
    expect(h.analytics.events).toEqual([{ event: 'sign_up', params: { method: 'sms' } }]);
  });

  it('a wrong code is said under the code field and the step stays', async () => {
    const h = createAccounts();
    h.http.on('POST', SEND_CODE, { status: 'success' });
    h.http.on('POST', REGISTER, httpFailures.serverBody({ status: 'error', messageId: 'invalidCode' }));
    const registration = h.forms.registration();
    registration.setMethod('sms');
    await registration.submit(BY_PHONE);
    expect(await registration.confirmCode('654321')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Невалиден код.']);
    expect(registration.getSnapshot()).toMatchObject({ step: { kind: 'code' }, problems: { code: { id: 'invalidCode' } } });
    expect(h.navigator.history).toEqual([]);
  });
});
