import { format } from 'date-fns';
import { mk } from 'date-fns/locale/mk';
import { numericDate, numericTime, toDate, type DateInput } from './dates';

/*
 * Dates with month names, through date-fns and its Macedonian locale. Apart from ./dates.ts (numbers only)
 * because only the chat and the listing pages show them, so the home page does not download the formatter.
 */

/** SPEC §9: the Macedonian date-fns locale with Monday as the first day of the week. */
export const dateLocale = { ...mk, options: { ...mk.options, weekStartsOn: 1 as const } };

/** SPEC §9 long form: the month in words and 'во' before the time. */
export const LONG_DATE_TIME_PATTERN = "d MMMM yyyy 'во' HH:mm";
/** SPEC §3 day group heading: day, short month, year. */
export const DAY_HEADING_PATTERN = 'd MMM yyyy';

function formatWith(input: DateInput, pattern: string): string {
  const date = toDate(input);
  return date ? format(date, pattern, { locale: dateLocale }) : '';
}

/** '05.03.2026 14:30', or with `{ long: true }` '5 март 2026 во 14:30'; '' for something that is not a date. */
export function formatDateTime(input: DateInput, opts: { long?: boolean } = {}): string {
  if (opts.long) return formatWith(input, LONG_DATE_TIME_PATTERN);
  const date = toDate(input);
  return date ? `${numericDate(date)} ${numericTime(date)}` : '';
}

/** The heading of a chat day group when the server sent none: '5 мар 2026'. */
export function formatDayHeading(input: DateInput): string {
  return formatWith(input, DAY_HEADING_PATTERN);
}
