/**
 * Server-side account rules (SPEC §5, §8). Each problem is a catalogue message id the client shows as is.
 */

/** A short list of well-known throwaway mail services (SPEC §5: disposable addresses are refused). */
export const DISPOSABLE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com', 'guerrillamail.com', 'guerrillamail.net', 'sharklasers.com', '10minutemail.com', 'temp-mail.org',
  'tempmail.com', 'tempmail.net', 'yopmail.com', 'trashmail.com', 'getnada.com', 'dispostable.com', 'maildrop.cc',
  'throwawaymail.com', 'fakeinbox.com', 'mailnesia.com', 'mintemail.com', 'mohmal.com', 'emailondeck.com',
  'burnermail.io', 'tempr.email', 'discard.email', 'spamgourmet.com', 'moakt.com', 'tempinbox.com',
]);

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Trimmed and lowercased, or undefined when it is not a plausible address. */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : undefined;
}

export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return [...DISPOSABLE_EMAIL_DOMAINS].some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * SPEC §5 gives two readings of the password rule; the server enforces the one both agree on: at least
 * 8 characters and a digit (the client may ask for more). Returns catalogue ids of what is missing.
 */
export function passwordProblems(password: unknown): string[] {
  if (typeof password !== 'string') return ['validation.passwordMinLength'];
  const problems: string[] = [];
  if ([...password].length < 8) problems.push('validation.passwordMinLength');
  if (!/\d/.test(password)) problems.push('validation.passwordDigit');
  if (password.length > 200) problems.push('invalidPassword');
  return problems;
}

/** Maximum lengths SPEC leaves unshown; chosen here and documented in docs/api.md. */
export const PROFILE_LIMITS = {
  first_name: { max: 50, required: 'firstNameRequired', tooLong: 'firstNameMax' },
  last_name: { max: 50, required: 'lastNameRequired', tooLong: 'lastNameMax' },
  phone_number: { max: 20, tooLong: 'phoneNumberMax' },
  whatsapp_phone_number: { max: 20, tooLong: 'whatsappPhoneNumberMax' },
  viber_phone_number: { max: 20, tooLong: 'viberPhoneNumberMax' },
  company_name: { max: 100, tooLong: 'companyNameMax' },
  display_name: { max: 60, tooLong: 'invalidUpdateData' },
} as const;

export type ProfileField = keyof typeof PROFILE_LIMITS;
export type ProfileValues = Partial<Record<ProfileField, string>> & { location_id?: number | null };

const PHONE_PATTERN = /^\+?[0-9 ()/-]{6,20}$/;

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
    if (field.endsWith('phone_number') && value !== '' && !PHONE_PATTERN.test(value)) {
      add(field, 'validation.phoneFormatHint');
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

/** SPEC §3 additionalFields: a small key/value map; keys are identifiers, values short text. */
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
