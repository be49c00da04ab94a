import { describe, expect, it } from 'vitest';
import { canEditRating, medianResponseMinutes, ratingRefusal, ratingSummary } from '../../../../core/trust/ratings';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const talk = { raterMessages: 2, rateeMessages: 1, startedAt: NOW - DAY };

describe('who may rate whom, and when (docs/product/trust.md "Reputation")', () => {
  it.each([
    ['oneself', { raterId: 1, rateeId: 1, conversation: talk, soldAt: NOW, now: NOW }, 'ratings.error.self'],
    ['no conversation', { raterId: 1, rateeId: 2, conversation: null, soldAt: NOW, now: NOW }, 'ratings.error.noConversation'],
    ['only the rater wrote', { raterId: 1, rateeId: 2, conversation: { ...talk, rateeMessages: 0 }, soldAt: NOW, now: NOW }, 'ratings.error.noConversation'],
    ['only the ratee wrote', { raterId: 1, rateeId: 2, conversation: { ...talk, raterMessages: 0 }, soldAt: NOW, now: NOW }, 'ratings.error.noConversation'],
    ['not sold, one day on', { raterId: 1, rateeId: 2, conversation: talk, soldAt: null, now: NOW }, 'ratings.error.tooEarly'],
    ['sold', { raterId: 1, rateeId: 2, conversation: talk, soldAt: NOW, now: NOW }, null],
    ['not sold, 7 days on', { raterId: 1, rateeId: 2, conversation: { ...talk, startedAt: NOW - 7 * DAY }, soldAt: null, now: NOW }, null],
  ] as const)('%s', (_name, facts, expected) => {
    expect(ratingRefusal(facts)).toBe(expected);
  });

  it('is editable for 14 days', () => {
    expect(canEditRating(NOW - 14 * DAY, NOW)).toBe(true);
    expect(canEditRating(NOW - 14 * DAY - 1, NOW)).toBe(false);
  });

  it('sums up as new below 3 ratings, else the average to one decimal', () => {
    expect(ratingSummary(2, 10)).toEqual({ kind: 'new', count: 2 });
    expect(ratingSummary(3, 13)).toEqual({ kind: 'rated', average: 4.3, count: 3 });
  });

  it('takes the median of the first-reply delays in minutes', () => {
    expect(medianResponseMinutes([])).toBeNull();
    expect(medianResponseMinutes([30 * 60_000, 10 * 60_000, 90 * 60_000])).toBe(30);
    expect(medianResponseMinutes([10 * 60_000, 20 * 60_000])).toBe(15);
    expect(medianResponseMinutes([-5, Number.NaN, 60_000])).toBe(1);
  });
});
