import { isValidPhoneNumber } from '../../core/validation/phone';
import { isDisposableEmail as coreIsDisposableEmail, isValidEmailFormat, PROFILE_LIMITS as CORE_LIMITS, DISPLAY_NAME_MAX, validatePassword } from '../../core';

/**
 * Server-side account rules (docs/product/accounts.md, docs/product/errors.md). Each problem is a catalogue message id the client shows as is.
 */

/** Trimmed and lowercased, or undefined when it is not a plausible address (core's rule, the client's too). */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && isValidEmailFormat(email) ? email : undefined;
}

/** docs/product/accounts.md: disposable addresses are refused (core's blocklist, so client and server agree). */
export function isDisposableEmail(email: string): boolean {
  return coreIsDisposableEmail(email);
}

/**
 * docs/product/accounts.md password rule, core's strict reading (docs/decisions/023-password-rule.md: ≥ 8 characters with an
 * uppercase letter, a digit and a special character), so the server refuses exactly what the form refuses.
 * Returns catalogue ids of what is missing; absurdly long input is refused outright (hashing cost).
 */
export function passwordProblems(password: unknown): string[] {
  if (typeof password !== 'string') return ['validation.passwordMinLength'];
  if (password.length > 200) return ['invalidPassword'];
  return validatePassword(password);
}

/** Maximum lengths (ours, docs/product/accounts.md): core's PROFILE_LIMITS, shared with the forms. */
export const PROFILE_LIMITS = {
  first_name: { max: CORE_LIMITS.first_name, required: 'firstNameRequired', tooLong: 'firstNameMax' },
  last_name: { max: CORE_LIMITS.last_name, required: 'lastNameRequired', tooLong: 'lastNameMax' },
  phone_number: { max: CORE_LIMITS.phone_number, tooLong: 'phoneNumberMax' },
  whatsapp_phone_number: { max: CORE_LIMITS.whatsapp_phone_number, tooLong: 'whatsappPhoneNumberMax' },
  viber_phone_number: { max: CORE_LIMITS.viber_phone_number, tooLong: 'viberPhoneNumberMax' },
  company_name: { max: CORE_LIMITS.company_name, tooLong: 'companyNameMax' },
  display_name: { max: DISPLAY_NAME_MAX, tooLong: 'invalidUpdateData' },
} as const;

export type ProfileField = keyof typeof PROFILE_LIMITS;
export type ProfileValues = Partial<Record<ProfileField, string>> & { location_id?: number | null };


/** Validates the snake_case profile fields of register/update; blank strings clear optional fields. */
export function validateProfile(
  fields: Record<string, string>,
  options: { requireNames: boolean },
): { values: ProfileValues; errors: Record<string, string[]> } {
  const values: ProfileValues = {};
  const errors: Record<string, string[]> = {};
  const add = (field: string, id: string) => (errors[field] ??= []).push(id);
  for (const [field, rule] of Object.entries(PROFILE_LIMITS) as [ProfileField, (typeof PROFILE_LIMITS)[ProfileField]][]) {
    const raw = fields[field];
    const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : undefined;
    if ('required' in rule && options.requireNames && !value) {
      add(field, rule.required);
      continue;
    }
    if (value === undefined) continue;
    if ([...value].length > rule.max) {
      add(field, rule.tooLong);
      continue;
    }
    // The forms' rule, from core (core/validation/phone.ts): the two cannot disagree about a number.
    if (field.endsWith('phone_number') && value !== '' && !isValidPhoneNumber(value)) {
      add(field, 'validation.phoneInvalid');
      continue;
    }
    values[field] = value;
  }
  if (fields.location_id !== undefined) {
    const id = Number(fields.location_id);
    if (fields.location_id === '' || fields.location_id === 'null') values.location_id = null;
    else if (Number.isInteger(id) && id > 0 && id < 2_147_483_647) values.location_id = id;
    else add('location_id', 'invalidUpdateData');
  }
  return { values, errors };
}

/** docs/product/accounts.md additionalFields: a small key/value map; keys are identifiers, values short text. */
export function validateAdditionalFields(additional: Record<string, string>): Record<string, string> | undefined {
  const entries = Object.entries(additional);
  if (entries.length > 20) return undefined;
  for (const [key, value] of entries) {
    if (!/^[a-z][a-z0-9_]{0,39}$/i.test(key) || value.length > 500) return undefined;
  }
  return Object.fromEntries(entries);
}

/** Terms acceptance as a form would send it. */
export function accepted(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'on' || value === 'yes' || value === 1;
}
