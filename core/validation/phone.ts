/**
 * Phone numbers: one rule for the forms, the server's validation, the account key of SMS sign-in and the links the
 * listing page dials (docs/product/accounts.md). A number is valid when it reads as a number someone typed — digits
 * with spaces, dots, dashes, slashes or brackets, an optional leading '+' — and has 6 to 15 digits once a national
 * '0…' is read as North Macedonia's '389…' (15 is the E.164 maximum).
 */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** North Macedonia's country code: a national number '0XX …' is '+389 XX …'. */
export const HOME_COUNTRY_CODE = '389';

const TYPED = /^[+(\d][\d\s()./-]*$/;

/** Macedonian numbers: a national '0…' becomes '389…'; '+' and '00' prefixes are international already. */
export function internationalDigits(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (!TYPED.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = `${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  }
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max ? digits : null;
}

export function isValidPhoneNumber(raw: string | null | undefined): boolean {
  return internationalDigits(raw) !== null;
}

/** The one stored form of a number: '+38970123456' (SMS sign-in finds an account by it); undefined when invalid. */
export function normalisedPhoneNumber(raw: unknown): string | undefined {
  const digits = typeof raw === 'string' ? internationalDigits(raw) : null;
  return digits ? `+${digits}` : undefined;
}

/**
 * How a number is shown: a Macedonian one grouped as people write it — mobiles '+389 71 901 234', Skopje's landlines
 * '+389 2 3123 456', other towns '+389 34 123 456' — others as '+<digits>'; null when it is not a number.
 */
export function formatPhoneNumber(raw: string | null | undefined): string | null {
  const digits = internationalDigits(raw);
  if (!digits) return null;
  if (!digits.startsWith(HOME_COUNTRY_CODE) || digits.length !== HOME_COUNTRY_CODE.length + 8) return `+${digits}`;
  const national = digits.slice(HOME_COUNTRY_CODE.length);
  if (national.startsWith('2')) return `+${HOME_COUNTRY_CODE} 2 ${national.slice(1, 5)} ${national.slice(5)}`;
  return `+${HOME_COUNTRY_CODE} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
