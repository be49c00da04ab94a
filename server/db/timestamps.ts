/**
 * A timestamp as the API writes it: `Date.prototype.toISOString()` (UTC, milliseconds). A row read as one JSON
 * value (precompiledListingLookup) carries its timestamps as PostgreSQL's JSON text of timestamptz —
 * `2026-11-27T02:02:45.123456+00:00` in a UTC session — which is turned into that form by cutting the fraction
 * to milliseconds (as `new Date` of it does: it truncates, and so did the driver's parse of a column) instead of
 * parsing a Date and formatting it again (~1 µs each, seven per listing page). Anything else — a Date, another
 * offset or form — goes through `new Date(value).toISOString()`. tests/server/http/timestamps.test.ts checks both ways
 * agree on every microsecond fraction and on random instants.
 */
const UTC_JSON_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00:00$/;

export function isoTimestamp(value: Date | string): string {
  if (typeof value === 'string') {
    const match = UTC_JSON_TIMESTAMP.exec(value);
    if (match) {
      const fraction = match[2];
      return `${match[1]}.${fraction === undefined ? '000' : fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, '0')}Z`;
    }
  }
  return new Date(value).toISOString();
}

/** `isoTimestamp`, null for null. */
export function isoTimestampOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTimestamp(value);
}
