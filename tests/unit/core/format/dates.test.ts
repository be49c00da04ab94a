import { describe, expect, it } from 'vitest';
import { format, startOfWeek } from 'date-fns';
import fc from 'fast-check';
import { chatTimeLabel, dateLocale, DATE_PATTERN, DATE_TIME_PATTERN, formatDate, formatDateTime, formatDayHeading, formatTime, normalizeDate, TIME_PATTERN, toDate } from '../../../../core';

// Local-time constructors keep these tests independent of the machine's time zone.
const MARCH_5_1430 = new Date(2026, 2, 5, 14, 30, 45);

describe('date formatting (docs/product/language.md)', () => {
  it('day.month.year', () => {
    expect(formatDate(MARCH_5_1430)).toBe('05.03.2026');
  });

  it('hours:minutes, 24-hour', () => {
    expect(formatTime(MARCH_5_1430)).toBe('14:30');
    expect(formatTime(new Date(2026, 0, 1, 9, 5))).toBe('09:05');
  });

  it("short and long date-time, the long one with 'во' before the time", () => {
    expect(formatDateTime(MARCH_5_1430)).toBe('05.03.2026 14:30');
    expect(formatDateTime(MARCH_5_1430, { long: true })).toBe('5 март 2026 во 14:30');
    expect(formatDateTime(new Date(2026, 11, 24, 8, 0), { long: true })).toBe('24 декември 2026 во 08:00');
  });

  it('uses the Macedonian locale with Monday as week start', () => {
    expect(dateLocale.code).toBe('mk');
    expect(dateLocale.options.weekStartsOn).toBe(1);
    // Sunday 8 March 2026 belongs to the week that started on Monday 2 March.
    expect(startOfWeek(new Date(2026, 2, 8), { locale: dateLocale })).toEqual(new Date(2026, 2, 2));
  });

  it('day group heading: day, short month, year', () => {
    expect(formatDayHeading(MARCH_5_1430)).toMatch(/^5 мар\.? 2026$/);
  });

  it('accepts wire forms and gives "" for something that is not a date', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate('05.03.2026')).toBe('05.03.2026');
    expect(formatDate(MARCH_5_1430.getTime())).toBe('05.03.2026');
    for (const bad of ['', 'not a date', null, undefined, Number.NaN, new Date(Number.NaN), '31.02.2026']) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad, { long: true })).toBe('');
    }
  });
});

describe('normalizeDate (docs/product/language.md date helper → YYYY-MM-DD)', () => {
  it.each([
    [MARCH_5_1430, '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05T14:30:00', '2026-03-05'],
    ['2026-03-05 14:30:00', '2026-03-05'],
    ['5.3.2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    [new Date(2026, 0, 9).getTime(), '2026-01-09'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDate(input)).toBe(expected);
  });

  it.each(['', 'yesterday', '2026-13-01', '2026-02-30', '31.02.2026', null, undefined])('%j → null', (input) => {
    expect(normalizeDate(input)).toBeNull();
  });

  it('reads a plain day as a local day, not UTC midnight', () => {
    expect(toDate('2026-03-05')).toEqual(new Date(2026, 2, 5));
  });
});

describe('chatTimeLabel (docs/product/language.md: time if today, else date)', () => {
  const now = new Date(2026, 2, 5, 18, 0);
  it.each([
    [new Date(2026, 2, 5, 0, 1), '00:01'],
    [new Date(2026, 2, 5, 14, 30), '14:30'],
    [new Date(2026, 2, 4, 23, 59), '04.03.2026'],
    [new Date(2025, 2, 5, 14, 30), '05.03.2025'],
    ['not a date', ''],
  ])('%s → %s', (date, expected) => {
    expect(chatTimeLabel(date, now)).toBe(expected);
  });
});

describe('the all-number patterns written out (no date-fns format on the home page)', () => {
  it('give exactly what date-fns format gives for DATE_PATTERN, TIME_PATTERN, DATE_TIME_PATTERN and yyyy-MM-dd', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        expect(formatDate(date)).toBe(format(date, DATE_PATTERN, { locale: dateLocale }));
        expect(formatTime(date)).toBe(format(date, TIME_PATTERN, { locale: dateLocale }));
        expect(formatDateTime(date)).toBe(format(date, DATE_TIME_PATTERN, { locale: dateLocale }));
        expect(normalizeDate(date)).toBe(format(date, 'yyyy-MM-dd'));
      }),
      { numRuns: 2000 },
    );
  });
});
