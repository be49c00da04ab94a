import { messageText, type Language, type MessageId } from '../i18n/catalogue';

/** A wait as people say it: minutes under an hour, hours under two days, days after that (docs/product/selling.md). */
export interface WaitingTime {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

export function waitingTime(minutes: number): WaitingTime {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.floor(minutes)) : 0;
  if (whole < MINUTES_PER_HOUR) return { unit: 'minutes', count: whole };
  if (whole < 2 * MINUTES_PER_DAY) return { unit: 'hours', count: Math.floor(whole / MINUTES_PER_HOUR) };
  return { unit: 'days', count: Math.floor(whole / MINUTES_PER_DAY) };
}

const TEXT: Record<WaitingTime['unit'], { one: MessageId; many: MessageId }> = {
  minutes: { one: 'waiting.minutes', many: 'waiting.minutes' },
  hours: { one: 'waiting.hour', many: 'waiting.hours' },
  days: { one: 'waiting.day', many: 'waiting.days' },
};

/** '45 мин.', '1 час', '5 часа', '41 дена' — the wait of `minutes` in the reader's language. */
export function waitingTimeText(minutes: number, lang: Language): string {
  const { unit, count } = waitingTime(minutes);
  return messageText(count === 1 ? TEXT[unit].one : TEXT[unit].many, lang, { count });
}
