import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { mk } from 'date-fns/locale/mk';

/** SPEC §9: the Macedonian date-fns locale with Monday as the first day of the week. */
export const dateLocale = { ...mk, options: { ...mk.options, weekStartsOn: 1 as const } };

/** SPEC §9 patterns: day.month.year, hours:minutes, and the long form with 'во' before the time. */
export const DATE_PATTERN = 'dd.MM.yyyy';
export const TIME_PATTERN = 'HH:mm';
export const DATE_TIME_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}`;
export const LONG_DATE_TIME_PATTERN = "d MMMM yyyy 'во' HH:mm";
/** SPEC §3 day group heading: day, short month, year. */
export const DAY_HEADING_PATTERN = 'd MMM yyyy';

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

function formatWith(input: DateInput, pattern: string): string {
  const date = toDate(input);
  return date ? format(date, pattern, { locale: dateLocale }) : '';
}

/** '05.03.2026'; '' for something that is not a date. */
export function formatDate(input: DateInput): string {
  return formatWith(input, DATE_PATTERN);
}

/** '14:30'; '' for something that is not a date. */
export function formatTime(input: DateInput): string {
  return formatWith(input, TIME_PATTERN);
}

/** '05.03.2026 14:30', or with `{ long: true }` '5 март 2026 во 14:30'. */
export function formatDateTime(input: DateInput, opts: { long?: boolean } = {}): string {
  return formatWith(input, opts.long ? LONG_DATE_TIME_PATTERN : DATE_TIME_PATTERN);
}

/** The heading of a chat day group when the server sent none: '5 мар 2026'. */
export function formatDayHeading(input: DateInput): string {
  return formatWith(input, DAY_HEADING_PATTERN);
}

/** SPEC §5 date helper: 'YYYY-MM-DD' in local time, or null when the input is not a date. */
export function normalizeDate(input: DateInput): string | null {
  const date = toDate(input);
  return date ? format(date, 'yyyy-MM-dd') : null;
}

/** SPEC §2 conversation row: the time when the date is today, otherwise the date. */
export function chatTimeLabel(date: DateInput, now: Date | number): string {
  const value = toDate(date);
  if (!value) return '';
  return isSameDay(value, now) ? formatTime(value) : formatDate(value);
}
