import { z } from '../schemas/zod-mini';
import type { MessageId } from '../i18n/catalogue';
import { BILLING_KINDS, type BillingDetails, type BillingKind } from './types';
import { cleanTextInput, INVALID_CHARACTERS } from '../validation/text-input';

/**
 * Billing details (issue 21): who the invoices are made out to. The server and the billing screen run these same
 * rules, so both refuse the same input with the same catalogue ids.
 *
 * - person: name, address and city are required;
 * - company: company name, tax number, address and city are required;
 * - the tax number is North Macedonia's ЕДБ: 13 digits, optionally prefixed `MK` or Cyrillic `МК` (VAT payers),
 *   spaces and dashes ignored, with its check digit (mod 11 over the first 12 digits, weights 7,6,5,4,3,2,7,6,5,4,3,2;
 *   check = (11 − sum mod 11) mod 11, and a result of 10 counts as 0 — the rule docs/payments.md cites);
 * - the postal code, when given, has 4 digits (North Macedonia's postal codes);
 * - every field is one-line text under core's text-input rule (validation/text-input.ts): NUL and control
 *   characters refuse the field (`invalidCharacters`), invisible formatting is removed, the text is NFC.
 */
export const BILLING_LIMITS = { name: 100, company_name: 150, address: 200, city: 80 } as const;

export type BillingField = keyof BillingDetails;
export type BillingErrors = Partial<Record<BillingField, MessageId[]>>;
export type BillingValidation = { ok: true; value: BillingDetails } | { ok: false; errors: BillingErrors };

/**
 * What `PUT /api/billing` takes (the contract's body, core/api/contract.ts): text fields of any content, absent or
 * null where optional. Their rules, with a message per field, are validateBillingDetails's.
 */
export const billingInputSchema = z.looseObject({
  kind: z.optional(z.string().check(z.maxLength(40))),
  name: z.nullish(z.string()),
  company_name: z.nullish(z.string()),
  tax_number: z.nullish(z.string()),
  address: z.nullish(z.string()),
  city: z.nullish(z.string()),
  postal_code: z.nullish(z.string()),
});
/** The body as validateBillingDetails reads it: anything, field by field (the form's own state is typed tighter). */
export type BillingInput = { [Field in keyof z.infer<typeof billingInputSchema>]?: unknown };

const WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;


/** The ЕДБ's check digit for its first 12 digits. */
export function taxNumberCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(first12[i]) * WEIGHTS[i]!;
  return ((11 - (sum % 11)) % 11) % 10;
}

/**
 * A tax number in its stored form ('MK' + 13 digits for a VAT payer, else 13 digits), or null when it is not a
 * valid ЕДБ. Cyrillic 'МК' is stored as Latin 'MK'.
 */
export function normaliseTaxNumber(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let value = input.replace(/[\s-]/g, '').toUpperCase();
  let vat = false;
  if (value.startsWith('MK') || value.startsWith('МК')) {
    vat = true;
    value = value.slice(2);
  }
  if (!/^\d{13}$/.test(value)) return null;
  if (taxNumberCheckDigit(value.slice(0, 12)) !== Number(value[12])) return null;
  return vat ? `MK${value}` : value;
}

export const isValidTaxNumber = (input: unknown): boolean => normaliseTaxNumber(input) !== null;

function required(errors: BillingErrors, field: keyof typeof BILLING_LIMITS, value: string, missing: MessageId): void {
  if (value === '') errors[field] = [missing];
  else if (Array.from(value).length > BILLING_LIMITS[field]) errors[field] = ['billingFieldTooLong'];
}

/** Validates and normalises billing details; every field's errors at once, as catalogue ids. */
export function validateBillingDetails(input: BillingInput): BillingValidation {
  const errors: BillingErrors = {};
  const kind = (BILLING_KINDS as readonly unknown[]).includes(input.kind) ? (input.kind as BillingKind) : null;
  if (kind === null) errors.kind = ['billingKindRequired'];
  const refused: BillingField[] = [];
  const clean = (value: unknown, field: BillingField): string => {
    if (typeof value !== 'string') return '';
    const checked = cleanTextInput(value, 'line');
    if (checked.ok) return checked.text;
    refused.push(field);
    return '';
  };
  const name = clean(input.name, 'name');
  const companyName = clean(input.company_name, 'company_name');
  const address = clean(input.address, 'address');
  const city = clean(input.city, 'city');
  const postal = clean(input.postal_code, 'postal_code');
  const taxText = clean(input.tax_number, 'tax_number');

  if (kind === 'company') required(errors, 'company_name', companyName, 'billingCompanyRequired');
  if (kind !== 'company') required(errors, 'name', name, 'billingNameRequired');
  else if (Array.from(name).length > BILLING_LIMITS.name) errors.name = ['billingFieldTooLong'];
  required(errors, 'address', address, 'billingAddressRequired');
  required(errors, 'city', city, 'billingCityRequired');

  const taxNumber = taxText === '' ? null : normaliseTaxNumber(taxText);
  if ((kind === 'company' && taxText === '') || (taxText !== '' && taxNumber === null)) errors.tax_number = ['invalidTaxNumber'];
  if (postal !== '' && !/^\d{4}$/.test(postal)) errors.postal_code = ['billingPostalCodeInvalid'];

  // A field with refused characters says so, whatever else it lacks.
  for (const field of refused) errors[field] = [INVALID_CHARACTERS];
  if (kind === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      kind,
      name,
      company_name: kind === 'company' ? companyName : null,
      tax_number: taxNumber,
      address,
      city,
      postal_code: postal === '' ? null : postal,
    },
  };
}
