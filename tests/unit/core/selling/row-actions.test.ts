import { beforeAll, describe, expect, it } from 'vitest';
import { actionsNow, addTexts, canRenew, isSold, moderationWait, primaryAction, RENEW_WINDOW_DAYS, waitingTime, waitingTimeText, type ListingStatus } from '../../../../core';
import { sellingMk } from '../../../../core/i18n/mk/selling';
import { loadLanguage, messageText } from '../../../../core';

addTexts('mk', sellingMk);
beforeAll(() => loadLanguage('sq'));

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const row = (status: ListingStatus, expiresInDays: number | null, updatedMinutesAgo: number | null = null) => ({
  status,
  expiresAt: expiresInDays === null ? null : new Date(NOW + expiresInDays * DAY).toISOString(),
  updatedAt: updatedMinutesAgo === null ? null : new Date(NOW - updatedMinutesAgo * 60_000).toISOString(),
});

describe('my listings: one action per row, renew only when it changes something (docs/product/selling.md)', () => {
  it('renews an expired listing, or an active one in its last week — not before', () => {
    expect(RENEW_WINDOW_DAYS).toBe(7);
    expect(canRenew(row('expired', -2), NOW)).toBe(true);
    expect(canRenew(row('active', 6.9), NOW)).toBe(true);
    expect(canRenew(row('active', 7), NOW)).toBe(true);
    expect(canRenew(row('active', 7.1), NOW)).toBe(false);
    expect(canRenew(row('active', 55), NOW)).toBe(false);
    expect(canRenew(row('archived', 3), NOW)).toBe(false);
    expect(canRenew(row('active', null), NOW)).toBe(false);
  });

  it('picks the one button by state; the rest go behind "⋯"', () => {
    const cases: Array<[ListingStatus, number | null, string, string[]]> = [
      ['draft', null, 'edit', ['edit', 'deleteDraft']],
      ['rejected', 40, 'edit', ['edit', 'archive']],
      ['moderation', null, 'edit', ['edit', 'archive']],
      // An active listing may also be archived as sold (docs/product/trust.md "Reputation").
      ['active', 40, 'promote', ['edit', 'stats', 'promote', 'markSold', 'archive']],
      ['active', 3, 'renew', ['edit', 'stats', 'promote', 'renew', 'markSold', 'archive']],
      ['archived', -20, 'activate', ['activate', 'stats']],
      // One action for an expired listing: renewing (no second "reactivate" beside it).
      ['expired', -2, 'renew', ['renew', 'archive', 'stats']],
    ];
    for (const [status, expires, primary, all] of cases) {
      expect([status, primaryAction(row(status, expires), NOW)]).toEqual([status, primary]);
      expect([status, actionsNow(row(status, expires), NOW)]).toEqual([status, all]);
    }
  });

  it('shows "Продадено" on an archived listing that was sold, on no other', () => {
    const soldAt = new Date(NOW).toISOString();
    expect(isSold({ status: 'archived', soldAt })).toBe(true);
    expect(isSold({ status: 'archived', soldAt: null })).toBe(false);
    expect(isSold({ status: 'active', soldAt })).toBe(false);
    expect(messageText('myListings.sold', 'mk')).toBe('Продадено');
    expect(messageText('myListings.markSold', 'mk')).toBe('Означи како продадено');
  });

  it('says how long a listing has waited for moderation, and when the 60-minute promise has passed', () => {
    expect(moderationWait(row('moderation', null, 20), NOW)).toEqual({ minutes: 20, late: false });
    expect(moderationWait(row('moderation', null, 60), NOW)).toEqual({ minutes: 60, late: false });
    expect(moderationWait(row('moderation', null, 61), NOW)).toEqual({ minutes: 61, late: true });
    expect(moderationWait(row('active', null, 61), NOW)).toBeNull();
    const late = moderationWait(row('moderation', null, 60_499), NOW)!;
    expect(messageText('myListings.waitingLonger', 'mk', { time: waitingTimeText(late.minutes, 'mk') })).toBe('Чека подолго од вообичаено (42 дена). Ќе ве известиме кога ќе биде одобрен.');
    expect(messageText('myListings.waiting', 'mk', { time: waitingTimeText(20, 'mk') })).toBe('Чека одобрување 20 мин. — вообичаено 30 до 60 минути.');
  });

  it('words a wait in minutes, hours or days', () => {
    expect(waitingTime(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(waitingTime(60)).toEqual({ unit: 'hours', count: 1 });
    expect(waitingTime(47 * 60 + 59)).toEqual({ unit: 'hours', count: 47 });
    expect(waitingTime(48 * 60)).toEqual({ unit: 'days', count: 2 });
    expect(waitingTime(Number.NaN)).toEqual({ unit: 'minutes', count: 0 });
    expect([45, 60, 5 * 60, 60_499].map((minutes) => waitingTimeText(minutes, 'mk'))).toEqual(['45 мин.', '1 час', '5 часа', '42 дена']);
    expect([45, 60, 5 * 60, 60_499].map((minutes) => waitingTimeText(minutes, 'sq'))).toEqual(['45 min.', '1 orë', '5 orë', '42 ditë']);
  });
});
