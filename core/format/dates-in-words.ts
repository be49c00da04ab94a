import { format } from 'date-fns';
import { mk } from 'date-fns/locale/mk';
import type { Language } from '../i18n/catalogue';
import { numericDate, numericTime, toDate, type DateInput } from './dates';

/*
 * Dates with month names. Macedonian through date-fns and its locale (docs/product/language.md); Albanian with its month names
 * written out here (docs/decisions/120-language-and-access.md: date-fns' `sq` capitalises them, Albanian does not).
 * Apart from ./dates.ts (numbers only) because only the chat and the listing pages show them, so the home page
 * does not download the formatter.
 */

/** docs/product/language.md: the Macedonian date-fns locale with Monday as the first day of the week. */
export const dateLocale = { ...mk, options: { ...mk.options, weekStartsOn: 1 as const } };

/** docs/product/language.md long form: the month in words and 'во' before the time. */
export const LONG_DATE_TIME_PATTERN = "d MMMM yyyy 'во' HH:mm";
/** docs/product/language.md day group heading: day, short month, year. */
export const DAY_HEADING_PATTERN = 'd MMM yyyy';

/** Albanian month names, lower case as Albanian writes them; the short forms are the standard abbreviations. */
const SQ_MONTHS = ['janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor', 'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor'] as const;
const SQ_MONTHS_SHORT = ['jan', 'shk', 'mar', 'pri', 'maj', 'qer', 'korr', 'gush', 'sht', 'tet', 'nën', 'dhj'] as const;

function formatWith(input: DateInput, pattern: string): string {
  const date = toDate(input);
  return date ? format(date, pattern, { locale: dateLocale }) : '';
}

/**
 * '05.03.2026 14:30' in both languages, or with `{ long: true }` '5 март 2026 во 14:30' / '5 mars 2026 në 14:30';
 * '' for something that is not a date.
 */
export function formatDateTime(input: DateInput, opts: { long?: boolean; lang?: Language } = {}): string {
  const date = toDate(input);
  if (!date) return '';
  if (!opts.long) return `${numericDate(date)} ${numericTime(date)}`;
  if (opts.lang === 'sq') return `${date.getDate()} ${SQ_MONTHS[date.getMonth()]} ${date.getFullYear()} në ${numericTime(date)}`;
  return formatWith(date, LONG_DATE_TIME_PATTERN);
}

/** The heading of a chat day group when the server sent none: '5 мар 2026' / '5 mar 2026'. */
export function formatDayHeading(input: DateInput, lang: Language = 'mk'): string {
  if (lang !== 'sq') return formatWith(input, DAY_HEADING_PATTERN);
  const date = toDate(input);
  return date ? `${date.getDate()} ${SQ_MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}` : '';
}
