import { describe, expect, it } from 'vitest';
import { isoTimestamp, isoTimestampOrNull } from '../../../server/db/timestamps';

// PostgreSQL's JSON text of a timestamptz in a UTC session: up to six fraction digits, trailing zeros dropped.
const jsonText = (seconds: string, micros: number) => {
  const fraction = String(micros).padStart(6, '0').replace(/0+$/, '');
  return `${seconds}${fraction ? `.${fraction}` : ''}+00:00`;
};

describe('isoTimestamp', () => {
  it('writes the JSON text of a UTC timestamptz as new Date(…).toISOString() does, for every microsecond fraction', () => {
    for (const seconds of ['2026-11-27T02:02:45', '0999-01-01T00:00:00', '9999-12-31T23:59:59']) {
      for (let micros = 0; micros < 1_000_000; micros += 1) {
        const text = jsonText(seconds, micros);
        const expected = new Date(text).toISOString();
        if (isoTimestamp(text) !== expected) expect(isoTimestamp(text)).toBe(expected);
      }
    }
  });

  it('agrees with new Date(…).toISOString() on random instants, Dates and other forms', () => {
    let seed = 25;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i += 1) {
      // From the year 1000 to 9999.
      const ms = Math.floor(-3e13 + next() * 2.8e14);
      const date = new Date(ms);
      const text = jsonText(date.toISOString().slice(0, 19), (((ms % 1000) + 1000) % 1000) * 1000 + Math.floor(next() * 1000));
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
      expect(isoTimestamp(date)).toBe(date.toISOString());
    }
    for (const text of ['2026-11-27T02:02:45.5+01:00', '2026-11-27 02:02:45.123+00', '2026-11-27T02:02:45Z', '2026-11-27T02:02:45.1234567+00:00']) {
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
    expect(isoTimestampOrNull(null)).toBeNull();
    expect(() => isoTimestamp('infinity')).toThrow(RangeError);
  });
});
