import { describe, expect, it } from 'vitest';
import { canEditRating, isRatingStars, medianResponseMinutes, ratingPermissions, ratingRefusal, ratingReplyText, ratingSummary, ratingViewerActions, RATING_TEXT_MAX } from '../../../../core/trust/ratings';

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

  it.each([
    ['a visitor', { viewerId: null }, { canEdit: false, canReply: false }],
    ['its author, 14 days on', { viewerId: 1 }, { canEdit: true, canReply: false }],
    ['its author, a moment later', { viewerId: 1, createdAt: NOW - 14 * DAY - 1 }, { canEdit: false, canReply: false }],
    ['the rated one, unanswered', { viewerId: 2 }, { canEdit: false, canReply: true }],
    ['the rated one, answered', { viewerId: 2, answered: true }, { canEdit: false, canReply: false }],
    ['someone else', { viewerId: 3 }, { canEdit: false, canReply: false }],
  ] as const)('what %s may do with a rating', (_name, facts, expected) => {
    expect(ratingPermissions({ raterId: 1, rateeId: 2, answered: false, createdAt: NOW - 14 * DAY, now: NOW, ...facts })).toEqual(expected);
  });

  it("offers answer and edit as the server allows them, the 14 days checked again on the viewer's clock", () => {
    const rating = { can_edit: true, can_reply: true, reply: null, created_at: new Date(NOW - 14 * DAY).toISOString() };
    expect(ratingViewerActions(rating, NOW)).toEqual({ reply: true, edit: true });
    expect(ratingViewerActions(rating, NOW + 1)).toEqual({ reply: true, edit: false });
    expect(ratingViewerActions({ ...rating, reply: 'Фала' }, NOW)).toEqual({ reply: false, edit: true });
    expect(ratingViewerActions({ ...rating, can_edit: false, can_reply: false }, NOW)).toEqual({ reply: false, edit: false });
    expect(ratingViewerActions({ ...rating, created_at: 'не е датум' }, NOW)).toEqual({ reply: true, edit: false });
  });

  it('an answer is trimmed text of 1 to 500 characters; stars are whole numbers 1–5', () => {
    expect(ratingReplyText('  Фала!  ')).toBe('Фала!');
    expect(ratingReplyText(' \n ')).toBeNull();
    expect(ratingReplyText('а'.repeat(RATING_TEXT_MAX))).toHaveLength(RATING_TEXT_MAX);
    expect(ratingReplyText('а'.repeat(RATING_TEXT_MAX + 1))).toBeNull();
    expect([0, 1, 3, 5, 6, 2.5, Number.NaN].map(isRatingStars)).toEqual([false, true, true, true, false, false, false]);
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
