import { isSameDay, isValid, parseISO } from 'date-fns';

/** docs/product/language.md patterns: day.month.year and hours:minutes (the forms with month names: ./dates-in-words.ts). */
export const DATE_PATTERN = 'dd.MM.yyyy';
export const TIME_PATTERN = 'HH:mm';
export const DATE_TIME_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}`;

export type DateInput = Date | string | number | null | undefined;

const DAY_MONTH_YEAR = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Date from what the wire sends: a Date, epoch milliseconds, an ISO string, 'YYYY-MM-DD' (read as a local
 * day, not UTC midnight), 'DD.MM.YYYY', or 'YYYY-MM-DD HH:mm:ss' (SQL style). null when it is not a date.
 */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return isValid(input) ? input : null;
  if (typeof input === 'number') return Number.isFinite(input) && isValid(new Date(input)) ? new Date(input) : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const dotted = DAY_MONTH_YEAR.exec(text);
  if (dotted) return localDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const isoDay = ISO_DAY.exec(text);
  if (isoDay) return localDay(Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3]));
  const parsed = parseISO(text.replace(' ', 'T'));
  return isValid(parsed) ? parsed : null;
}

// A calendar day that really exists: 31.02.2026 is refused rather than rolled into March.
function localDay(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigits = (value: number) => String(value).padStart(4, '0');

// The all-number patterns (DATE_PATTERN, TIME_PATTERN) are written out rather than interpreted by date-fns'
// `format`: they are what every listing card shows, and `format` with its locale is ~7 KB of the home page's
// JavaScript. A test checks them against `format` on many dates. Month names stay with date-fns, in
// ./dates-in-words.ts: a module of its own, because bundlers split by module.
export function numericDate(date: Date): string {
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${fourDigits(date.getFullYear())}`;
}

export function numericTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** '05.03.2026' (DATE_PATTERN); '' for something that is not a date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  return date ? numericDate(date) : '';
}

/** '14:30' (TIME_PATTERN); '' for something that is not a date. */
export function formatTime(input: DateInput): string {
  const date = toDate(input);
  return date ? numericTime(date) : '';
}

/** docs/product/language.md date helper: 'YYYY-MM-DD' in local time, or null when the input is not a date. */
export function normalizeDate(input: DateInput): string | null {
  const date = toDate(input);
  return date ? `${fourDigits(date.getFullYear())}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` : null;
}

/** docs/product/language.md conversation row: the time when the date is today, otherwise the date. */
export function chatTimeLabel(date: DateInput, now: Date | number): string {
  const value = toDate(date);
  if (!value) return '';
  return isSameDay(value, now) ? formatTime(value) : formatDate(value);
}
