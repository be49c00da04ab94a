import { beforeAll, describe, expect, it } from 'vitest';
import { currencyCode, formatListingPrice, formatPrice, isPriceByAgreement } from '../../../../core';
import { loadLanguage } from '../../../../core';

// Albanian is loaded on demand (core/i18n/catalogue.ts); these checks read its texts.
beforeAll(() => loadLanguage('sq'));

describe('formatPrice (docs/product/language.md)', () => {
  it.each([
    [1234, undefined, '1.234 ден.'],
    [1234, 'MKD', '1.234 ден.'],
    [1234, 'EUR', '1.234 €'],
    [1234, { code: 'EUR' }, '1.234 €'],
    [1234, { code: 'mkd' }, '1.234 ден.'],
    [1234, { code: null }, '1.234 ден.'],
    [1234, '€', '1.234 €'],
    [1234, 'ден.', '1.234 ден.'],
    [0, 'EUR', '0 €'],
    [999, 'EUR', '999 €'],
    [1000, 'EUR', '1.000 €'],
    [1234567, 'MKD', '1.234.567 ден.'],
    [1234.5, 'EUR', '1.234,50 €'],
    [0.99, 'EUR', '0,99 €'],
    [-2500, 'EUR', '-2.500 €'],
    ['15000', 'EUR', '15.000 €'],
    ['15000.75', 'MKD', '15.000,75 ден.'],
    [100, 'USD', '100 USD'],
  ])('%s %j → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it.each([
    [950, '950 €'],
    [1000, '1k €'],
    [1500, '1,5k €'],
    [12_345, '12,3k €'],
    [999_999, '1m €'],
    [999_949, '999,9k €'],
    [999.5, '999,50 €'],
    [2_500_000, '2,5m €'],
    [1_000_000_000, '1b €'],
    [3_450_000_000, '3,5b €'],
    [-1500, '-1,5k €'],
  ])('compact %s → %s', (amount, expected) => {
    expect(formatPrice(amount, 'EUR', { compact: true })).toBe(expected);
  });

  it("renders 'По Договор' for a by-agreement price type", () => {
    expect(formatPrice(5000, 'EUR', { priceType: 'agreement' })).toBe('По Договор');
    expect(formatPrice(null, undefined, { priceType: 'by_agreement' })).toBe('По Договор');
    expect(formatPrice(5000, 'EUR', { priceType: 'fixed' })).toBe('5.000 €');
  });

  it('gives an empty string, never NaN, for an amount that is not a number', () => {
    for (const amount of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatPrice(amount, 'EUR')).toBe('');
  });
});

describe('currency defaults (docs/decisions/022-currency-defaults.md)', () => {
  it('formatting defaults to MKD (docs/product/language.md), a listing to EUR (docs/product/language.md)', () => {
    expect(currencyCode(undefined)).toBe('MKD');
    expect(formatPrice(100)).toBe('100 ден.');
    expect(formatListingPrice({ price: 100 })).toBe('100 €');
    expect(formatListingPrice({ price: 100, currency: null })).toBe('100 €');
    expect(formatListingPrice({ price: 100, currency: { code: 'MKD' } })).toBe('100 ден.');
    expect(formatListingPrice({ price: 100, currency: 'MKD' })).toBe('100 ден.');
  });

  it("a listing by agreement or without a price shows 'По Договор'", () => {
    expect(formatListingPrice({ price: 100, price_type: 'agreement', currency: 'EUR' })).toBe('По Договор');
    expect(formatListingPrice({ price: null, price_type: 'fixed' })).toBe('По Договор');
    expect(formatListingPrice({ price: 12500, price_type: 'fixed' }, { compact: true })).toBe('12,5k €');
  });

  it('recognises by-agreement spellings', () => {
    expect(['agreement', 'by_agreement', 'By Agreement', 'negotiable', 'po-dogovor'].every(isPriceByAgreement)).toBe(true);
    expect(['fixed', '', null, undefined].some(isPriceByAgreement)).toBe(false);
  });

  it('uses the Albanian label when asked', () => {
    expect(formatPrice(1, 'EUR', { priceType: 'agreement', lang: 'sq' })).toBe('Me marrëveshje');
  });
});
