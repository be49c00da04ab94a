import { format } from 'date-fns';
import { mk } from 'date-fns/locale/mk';

/**
 * docs/product/chat.md day groups of a thread: messages (oldest first) grouped by their calendar day in one time zone, groups
 * oldest first, each with `date` (YYYY-MM-DD) and `date_formatted` ('23 ноем 2026'). The reference server and the
 * in-page mock socket build their pages with this one rule.
 */
// A type, not an interface: it is assignable to the loose wire schema's index signature.
export type DayGroupOf<M> = {
  date: string;
  date_formatted: string;
  messages: M[];
};

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of an instant in the given time zone (en-CA formats dates in that order). */
export function dayKey(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** docs/product/chat.md date_formatted: day, short month, year in Macedonian, e.g. '23 ноем 2026'. */
export function formatDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), 'd MMM yyyy', { locale: mk });
}

export function groupByDay<M extends { created_at: string | number }>(messages: readonly M[], timeZone: string): DayGroupOf<M>[] {
  const groups: DayGroupOf<M>[] = [];
  for (const message of messages) {
    const key = dayKey(new Date(message.created_at), timeZone);
    const last = groups[groups.length - 1];
    if (last && last.date === key) last.messages.push(message);
    else groups.push({ date: key, date_formatted: formatDayKey(key), messages: [message] });
  }
  return groups;
}
