import type { MessageId } from '../i18n/catalogue';

/** docs/product/accounts.md: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * docs/product/accounts.md gives two readings of the password rule. 'strict' (the default, docs/decisions/023-password-rule.md):
 * ≥ 8 characters with an uppercase letter, a digit and a special character. 'digit': ≥ 8 with a digit.
 */
export type PasswordReading = 'strict' | 'digit';

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is not a letter, a digit or whitespace: '!', '@', '#', '_', '€', '.', …
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * Every rule the password breaks, as catalogue ids in a stable order (so the UI can list them all), and
 * 'validation.passwordsDoNotMatch' when a confirmation is given and differs. [] when it is acceptable.
 */
export function validatePassword(
  password: string | null | undefined,
  confirmation?: string | null,
  opts: { reading?: PasswordReading } = {},
): MessageId[] {
  const reading = opts.reading ?? 'strict';
  const value = typeof password === 'string' ? password : '';
  const errors: MessageId[] = [];
  if (Array.from(value).length < PASSWORD_MIN_LENGTH) errors.push('validation.passwordMinLength');
  if (reading === 'strict' && !UPPERCASE.test(value)) errors.push('validation.passwordUppercase');
  if (!DIGIT.test(value)) errors.push('validation.passwordDigit');
  if (reading === 'strict' && !SPECIAL.test(value)) errors.push('validation.passwordSpecial');
  if (confirmation !== undefined && confirmation !== value) errors.push('validation.passwordsDoNotMatch');
  return errors;
}

/** The password rules of a reading, in the order the form lists them. */
export function passwordRuleIds(reading: PasswordReading = 'strict'): MessageId[] {
  return reading === 'strict'
    ? ['validation.passwordMinLength', 'validation.passwordUppercase', 'validation.passwordDigit', 'validation.passwordSpecial']
    : ['validation.passwordMinLength', 'validation.passwordDigit'];
}

/** Each rule with whether `password` meets it, for the checklist shown while typing. */
export function passwordChecklist(password: string, reading: PasswordReading = 'strict'): Array<{ id: MessageId; met: boolean }> {
  const broken = new Set(validatePassword(password, undefined, { reading }));
  return passwordRuleIds(reading).map((id) => ({ id, met: !broken.has(id) }));
}
