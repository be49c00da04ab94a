import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayHeading, formatListingPrice, formatNumber, formatPrice, formatTime, listingPageTitle, loadLanguage } from '../../../../core';

/** docs/decisions/120-language-and-access.md: what Albanian changes (words) and what it keeps (digits, separators). */
beforeAll(() => loadLanguage('sq'));

const MARCH_5_1430 = new Date(2026, 2, 5, 14, 30);

describe('prices in Albanian', () => {
  it.each([
    [1234, 'MKD', '1.234 den.'],
    [1234.5, 'EUR', '1.234,50 €'],
    [1234567, undefined, '1.234.567 den.'],
    [100, 'USD', '100 USD'],
  ])('%s %s → %s (the same digits as Macedonian, the denar in Latin script)', (amount, currency, expected) => {
    expect(formatPrice(amount, currency, { lang: 'sq' })).toBe(expected);
  });

  it('compact amounts keep the decimal comma', () => {
    expect(formatPrice(1500, 'EUR', { lang: 'sq', compact: true })).toBe('1,5k €');
  });

  it('a price by agreement and a missing price say so in Albanian', () => {
    expect(formatListingPrice({ price: 100, price_type: 'agreement' }, { lang: 'sq' })).toBe('Me marrëveshje');
    expect(formatListingPrice({ price: null }, { lang: 'sq' })).toBe('Me marrëveshje');
    expect(formatListingPrice({ price: 8500 }, { lang: 'sq' })).toBe('8.500 €');
  });

  it('the listing page title carries the Albanian price', () => {
    expect(listingPageTitle({ title: 'Golf 7', price: 12000, currency: 'MKD' }, 'sq')).toBe('Golf 7 — 12.000 den.');
    expect(listingPageTitle({ title: 'Голф 7', price: 12000, currency: 'MKD' })).toBe('Голф 7 — 12.000 ден.');
  });
});

describe('numbers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [2.5, '2,5'],
    [2.25, '2,25'],
    [-1500, '-1.500'],
    [-0.001, '0'],
    [Number.NaN, ''],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('dates in Albanian', () => {
  it('all-number dates and times are the same in both languages', () => {
    expect(formatDate(MARCH_5_1430)).toBe('05.03.2026');
    expect(formatTime(MARCH_5_1430)).toBe('14:30');
    expect(formatDateTime(MARCH_5_1430, { lang: 'sq' })).toBe('05.03.2026 14:30');
  });

  it('the long form has the month in lower case and "në" before the time', () => {
    expect(formatDateTime(MARCH_5_1430, { long: true, lang: 'sq' })).toBe('5 mars 2026 në 14:30');
    expect(formatDateTime(new Date(2026, 10, 24, 8, 0), { long: true, lang: 'sq' })).toBe('24 nëntor 2026 në 08:00');
    expect(formatDateTime(MARCH_5_1430, { long: true })).toBe('5 март 2026 во 14:30');
  });

  it('the chat day heading uses the short month', () => {
    expect(formatDayHeading(MARCH_5_1430, 'sq')).toBe('5 mar 2026');
    expect(formatDayHeading(new Date(2026, 11, 1), 'sq')).toBe('1 dhj 2026');
    expect(formatDayHeading('not a date', 'sq')).toBe('');
  });
});
