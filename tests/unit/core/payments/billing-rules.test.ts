import { describe, expect, it } from 'vitest';
import { addTexts, messageText, normaliseTaxNumber, taxNumberCheckDigit, validateBillingDetails } from '../../../../core';
import { paymentsMk } from '../../../../core/i18n/mk/payments';

addTexts('mk', paymentsMk);

describe('normaliseTaxNumber (North Macedonia ЕДБ, 13 digits with a mod-11 check digit)', () => {
  it.each([
    ['4030000375897', '4030000375897'],
    ['4020990116747', '4020990116747'],
    ['MK4057009501106', 'MK4057009501106'],
    ['МК4030006603425', 'MK4030006603425'], // Cyrillic МК
    ['mk 4030 0003 75897', 'MK4030000375897'],
    ['403-0000-375897', '4030000375897'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normaliseTaxNumber(input)).toBe(stored);
  });

  it.each([
    ['4030000375890', 'wrong check digit'],
    ['4030000375898', 'wrong check digit'],
    ['403000037589', '12 digits'],
    ['40300003758970', '14 digits'],
    ['1234567890XYZ', 'letters'],
    ['DE4030000375897', 'another country prefix'],
    ['', 'empty'],
  ])('refuses %s (%s)', (input) => {
    expect(normaliseTaxNumber(input)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(normaliseTaxNumber(4030000375897)).toBeNull();
    expect(normaliseTaxNumber(null)).toBeNull();
  });

  it('counts a remainder of 10 as check digit 0', () => {
    // 7*1 = 7 → 11 - 7 = 4; 100000000000: weight 7 → 4
    expect(taxNumberCheckDigit('100000000000')).toBe(4);
    // a sum ≡ 1 (mod 11) gives 10 → 0: 2 * 6 = 12 ≡ 1
    expect(taxNumberCheckDigit('020000000000')).toBe(0);
    // a sum ≡ 0 (mod 11) gives 0
    expect(taxNumberCheckDigit('000000000000')).toBe(0);
  });
});

const PERSON = { kind: 'person', name: ' Петар  Петровски ', address: 'ул. Македонија 1', city: 'Скопје', postal_code: '1000' };
const COMPANY = { kind: 'company', name: '', company_name: 'Огласи ДООЕЛ', tax_number: 'МК 4030000375897', address: 'бул. Партизански одреди 10', city: 'Скопје' };

describe('validateBillingDetails', () => {
  it('accepts a person and normalises the text', () => {
    expect(validateBillingDetails(PERSON)).toEqual({
      ok: true,
      value: { kind: 'person', name: 'Петар Петровски', company_name: null, tax_number: null, address: 'ул. Македонија 1', city: 'Скопје', postal_code: '1000' },
    });
  });

  it('accepts a company with a VAT-prefixed tax number, stored with a Latin MK', () => {
    const result = validateBillingDetails(COMPANY);
    expect(result).toEqual({
      ok: true,
      value: { kind: 'company', name: '', company_name: 'Огласи ДООЕЛ', tax_number: 'MK4030000375897', address: 'бул. Партизански одреди 10', city: 'Скопје', postal_code: null },
    });
  });

  it('drops a company name given for a person', () => {
    const result = validateBillingDetails({ ...PERSON, company_name: 'X' });
    expect(result.ok && result.value.company_name).toBeNull();
  });

  it.each([
    ['person without a name', { ...PERSON, name: '  ' }, { name: ['billingNameRequired'] }],
    ['person without an address', { ...PERSON, address: '' }, { address: ['billingAddressRequired'] }],
    ['person without a city', { ...PERSON, city: undefined }, { city: ['billingCityRequired'] }],
    ['person with a bad tax number', { ...PERSON, tax_number: '123' }, { tax_number: ['invalidTaxNumber'] }],
    ['company without a company name', { ...COMPANY, company_name: null }, { company_name: ['billingCompanyRequired'] }],
    ['company without a tax number', { ...COMPANY, tax_number: '' }, { tax_number: ['invalidTaxNumber'] }],
    ['company with a wrong check digit', { ...COMPANY, tax_number: '4030000375890' }, { tax_number: ['invalidTaxNumber'] }],
    ['a 5-digit postal code', { ...PERSON, postal_code: '10000' }, { postal_code: ['billingPostalCodeInvalid'] }],
    ['a too long name', { ...PERSON, name: 'а'.repeat(101) }, { name: ['billingFieldTooLong'] }],
    ['a too long city', { ...PERSON, city: 'а'.repeat(81) }, { city: ['billingFieldTooLong'] }],
    ['an unknown kind', { ...PERSON, kind: 'robot' }, { kind: ['billingKindRequired'] }],
    ['everything missing for a company', { kind: 'company' }, {
      company_name: ['billingCompanyRequired'], address: ['billingAddressRequired'], city: ['billingCityRequired'], tax_number: ['invalidTaxNumber'],
    }],
  ] as const)('refuses %s', (_label, input, errors) => {
    expect(validateBillingDetails(input)).toEqual({ ok: false, errors });
  });

  it('answers with catalogue ids that have Macedonian texts', () => {
    const result = validateBillingDetails({ kind: 'company' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const ids of Object.values(result.errors)) for (const id of ids ?? []) expect(messageText(id)).not.toBe(id);
  });
});
