import { describe, expect, it } from 'vitest';
import {
  messageText,
  PROFILE_LIMITS,
  isSendableMessage,
  validateChatMessage,
  validatePhoneCode,
  validatePhoneCodeRequest,
  validatePhoneNumber,
  validateProfile,
  validateTermsAccepted,
} from '../../../../core';

const VALID = { first_name: 'Петар', last_name: 'Петровски', phone_number: '+389 70 123 456' };

describe('validateProfile (docs/product/chat.md names and numbers)', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(VALID)).toEqual({});
  });

  it("requires first and last name with the exact texts", () => {
    const errors = validateProfile({ first_name: '  ', last_name: null });
    expect(errors).toEqual({ first_name: 'firstNameRequired', last_name: 'lastNameRequired' });
    expect(messageText(errors.first_name!)).toBe('Полето Име е задолжително');
    expect(messageText(errors.last_name!)).toBe('Полето Презиме е задолжително');
  });

  it.each([
    ['first_name', 'firstNameMax'],
    ['last_name', 'lastNameMax'],
    ['company_name', 'companyNameMax'],
    ['phone_number', 'phoneNumberMax'],
    ['whatsapp_phone_number', 'whatsappPhoneNumberMax'],
    ['viber_phone_number', 'viberPhoneNumberMax'],
  ] as const)('%s longer than its limit → %s', (field, id) => {
    const atLimit = field.endsWith('phone_number') ? '1'.repeat(PROFILE_LIMITS[field]) : 'а'.repeat(PROFILE_LIMITS[field]);
    const overLimit = `${atLimit}1`;
    expect(validateProfile({ ...VALID, [field]: overLimit })[field]).toBe(id);
    expect(validateProfile({ ...VALID, [field]: field.endsWith('phone_number') ? '070123456' : atLimit })[field]).toBeUndefined();
  });

  it('checks phone numbers are well formed', () => {
    expect(validateProfile({ ...VALID, viber_phone_number: 'call me' }).viber_phone_number).toBe('validation.phoneInvalid');
  });
});

describe('validatePhoneNumber (format hint +389 XX XXX XXX)', () => {
  it.each([
    ['+389 70 123 456', null],
    ['070/123-456', null],
    ['070123456', null],
    ['', null],
    ['12345', 'validation.phoneInvalid'],
    ['+389 70 abc 456', 'validation.phoneInvalid'],
    ['1234567890123456', 'validation.phoneInvalid'],
  ])('%j → %s', (phone, expected) => {
    expect(validatePhoneNumber(phone)).toBe(expected);
  });
});

describe('validatePhoneCode (docs/product/chat.md: 6 digits)', () => {
  it.each([
    ['123456', null],
    [' 012345 ', null],
    [123456, null],
    ['12345', 'validation.codeFormat'],
    ['1234567', 'validation.codeFormat'],
    ['12a456', 'validation.codeFormat'],
    ['', 'validation.codeFormat'],
    [null, 'validation.codeFormat'],
  ])('%j → %s', (code, expected) => {
    expect(validatePhoneCode(code)).toBe(expected);
  });
});

describe('validatePhoneCodeRequest (docs/product/chat.md: e-mail first, then a phone)', () => {
  it.each([
    [{ email: '', phone: '070123456' }, 'validation.emailRequiredForPhone'],
    [{ email: 'x', phone: '070123456' }, 'invalidEmail'],
    [{ email: 'a@primer.mk', phone: ' ' }, 'validation.phoneRequired'],
    [{ email: 'a@primer.mk', phone: '12' }, 'validation.phoneInvalid'],
    [{ email: 'a@primer.mk', phone: '+389 70 123 456' }, null],
  ])('%j → %s', (input, expected) => {
    expect(validatePhoneCodeRequest(input)).toBe(expected);
  });
});

describe('validateTermsAccepted (docs/product/chat.md)', () => {
  it.each([
    [true, null],
    [false, 'validation.termsRequired'],
    [undefined, 'validation.termsRequired'],
  ])('%s → %s', (accepted, expected) => {
    expect(validateTermsAccepted(accepted)).toBe(expected);
  });
});

describe('validateChatMessage (docs/product/chat.md: trimmed, empty/whitespace not sent)', () => {
  it.each([
    ['Здраво', { ok: true, text: 'Здраво' }],
    ['  Дали е достапно?\n', { ok: true, text: 'Дали е достапно?' }],
    ['', { ok: false, error: 'chat.error.emptyMessage' }],
    ['   \n\t ', { ok: false, error: 'chat.error.emptyMessage' }],
    ['\u00a0\u2003', { ok: false, error: 'chat.error.emptyMessage' }],
    [null, { ok: false, error: 'chat.error.emptyMessage' }],
    ['x'.repeat(2001), { ok: false, error: 'chat.error.messageTooLong' }],
    ['a\r\nb\u0000c', { ok: true, text: 'a\nbc' }],
    ['\uD800 x', { ok: true, text: '\uFFFD x' }],
  ])('%j → %j', (text, expected) => {
    expect(validateChatMessage(text)).toEqual(expected);
  });

  it('disables sending exactly when the message is blank', () => {
    expect(isSendableMessage(' a ')).toBe(true);
    expect(isSendableMessage('  ')).toBe(false);
  });
});
