import type { MessageId } from '../i18n/catalogue';
import { isValidPhoneNumber } from './phone';
import { validateEmail } from './email';
import { hasRefusedCharacters, INVALID_CHARACTERS } from './text-input';

/**
 * docs/product/accounts.md says these fields have maximum lengths but does not show them. These are ours; the server uses
 * the same constants, so client and server refuse the same values.
 */
export const PROFILE_LIMITS = {
  first_name: 50,
  last_name: 50,
  company_name: 100,
  phone_number: 20,
  whatsapp_phone_number: 20,
  viber_phone_number: 20,
} as const;

/** The display name's maximum (docs/product/accounts.md user_meta.display_name; ours, shared with the server). */
export const DISPLAY_NAME_MAX = 60;

/** docs/product/accounts.md: the verification code has 6 digits. */
export const PHONE_CODE_LENGTH = 6;

/** docs/product/accounts.md format hint: +389 XX XXX XXX. */
export const PHONE_FORMAT_HINT = '+389 XX XXX XXX';

/** The profile fields of docs/product/accounts.md registration and update payloads (snake_case, as sent). */
export interface ProfileValidationFields {
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  phone_number?: string | null;
  whatsapp_phone_number?: string | null;
  viber_phone_number?: string | null;
}

export type ProfileErrors = Partial<Record<keyof ProfileValidationFields, MessageId>>;

const MAX_IDS: Record<keyof typeof PROFILE_LIMITS, MessageId> = {
  first_name: 'firstNameMax',
  last_name: 'lastNameMax',
  company_name: 'companyNameMax',
  phone_number: 'phoneNumberMax',
  whatsapp_phone_number: 'whatsappPhoneNumberMax',
  viber_phone_number: 'viberPhoneNumberMax',
};

const trimmed = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');
const length = (value: string): number => Array.from(value).length;

/** A phone number a person could have typed (core/validation/phone.ts): 'validation.phoneInvalid' otherwise. Blank is allowed here. */
export function validatePhoneNumber(phone: string | null | undefined): MessageId | null {
  const value = trimmed(phone);
  if (value === '') return null;
  return isValidPhoneNumber(value) ? null : 'validation.phoneInvalid';
}

/**
 * docs/product/accounts.md names and numbers: first and last name required ('Полето Име е задолжително', 'Полето
 * Презиме е задолжително'), every field within its maximum length and free of control characters (`invalidCharacters`,
 * text-input.ts), phone numbers well formed. One error per field.
 */
export function validateProfile(fields: ProfileValidationFields): ProfileErrors {
  const errors: ProfileErrors = {};
  if (trimmed(fields.first_name) === '') errors.first_name = 'firstNameRequired';
  if (trimmed(fields.last_name) === '') errors.last_name = 'lastNameRequired';
  for (const key of Object.keys(PROFILE_LIMITS) as Array<keyof typeof PROFILE_LIMITS>) {
    if (errors[key]) continue;
    const value = trimmed(fields[key]);
    // Core's text-input rule (text-input.ts): control characters are refused here as on the server.
    if (hasRefusedCharacters(value)) errors[key] = INVALID_CHARACTERS;
    else if (length(value) > PROFILE_LIMITS[key]) errors[key] = MAX_IDS[key];
    else if (key.endsWith('phone_number')) {
      const phoneError = validatePhoneNumber(value);
      if (phoneError) errors[key] = phoneError;
    }
  }
  return errors;
}

/** docs/product/accounts.md: a valid 6-digit code is required. */
export function validatePhoneCode(code: string | number | null | undefined): MessageId | null {
  const value = typeof code === 'number' ? String(code) : trimmed(code);
  return new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(value) ? null : 'validation.codeFormat';
}

/**
 * docs/product/accounts.md before a code is sent: an e-mail first (for phone verification), then a phone number.
 */
export function validatePhoneCodeRequest(input: { email?: string | null; phone?: string | null }): MessageId | null {
  if (trimmed(input.email) === '') return 'validation.emailRequiredForPhone';
  const emailError = validateEmail(input.email);
  if (emailError) return emailError;
  if (trimmed(input.phone) === '') return 'validation.phoneRequired';
  return validatePhoneNumber(input.phone);
}

/** docs/product/accounts.md: terms must be accepted on registration and on verification requests. */
export function validateTermsAccepted(accepted: boolean | null | undefined): MessageId | null {
  return accepted === true ? null : 'validation.termsRequired';
}
