import { firstValueFrom } from 'rxjs';
import type { HttpPort } from '../ports/http';
import type { Language } from '../i18n/catalogue';
import { ratingsPageSchema, reputationAnswerSchema, type RatingItem, type Reputation } from './wire';
import { trustCommand, type TrustOutcome } from './conversation-trust';
import type { RatingSummary } from './ratings';

/** The seller page's reads and the rating commands (docs/product/trust.md "Reputation"). */
export const RATING_PATHS = {
  ratings: '/api/ratings',
  rating: (id: number) => `/api/ratings/${id}`,
  reply: (id: number) => `/api/ratings/${id}/reply`,
  report: (id: number) => `/api/ratings/${id}/report`,
  userRatings: (userId: number) => `/api/users/${userId}/ratings`,
  reputation: (userId: number) => `/api/users/${userId}/reputation`,
} as const;

export interface RatingsPage {
  readonly summary: RatingSummary;
  readonly items: readonly RatingItem[];
  readonly hasMore: boolean;
}

export async function fetchReputation(http: HttpPort, userId: number): Promise<Reputation> {
  const parsed = reputationAnswerSchema.safeParse(await firstValueFrom(http.request<unknown>({ path: RATING_PATHS.reputation(userId) })));
  if (!parsed.success) throw new Error('invalid reputation answer');
  return parsed.data.data;
}

export async function fetchRatingsPage(http: HttpPort, userId: number, page: number): Promise<RatingsPage> {
  const parsed = ratingsPageSchema.safeParse(await firstValueFrom(http.request<unknown>({ path: RATING_PATHS.userRatings(userId), payload: { page: String(page) } })));
  if (!parsed.success) throw new Error('invalid ratings answer');
  return { summary: parsed.data.summary as RatingSummary, items: parsed.data.data, hasMore: parsed.data.has_more };
}

export function rateUser(http: HttpPort, input: { listingId: number; rateeId: number; stars: number; text: string }, lang: Language): Promise<TrustOutcome> {
  const text = input.text.trim();
  return trustCommand(http, RATING_PATHS.ratings, 'POST', 'ratings.saved', lang, { listing_id: input.listingId, ratee_id: input.rateeId, stars: input.stars, ...(text ? { text } : {}) });
}

/** The author's edit of their rating (within 14 days; the server keeps the rule too). */
export function editRating(http: HttpPort, ratingId: number, input: { stars: number; text: string }, lang: Language): Promise<TrustOutcome> {
  return trustCommand(http, RATING_PATHS.rating(ratingId), 'PUT', 'ratings.edited', lang, { stars: input.stars, text: input.text.trim() });
}

/** The rated one's answer to a rating (once; the server keeps the rule too). */
export function replyToRating(http: HttpPort, ratingId: number, text: string, lang: Language): Promise<TrustOutcome> {
  return trustCommand(http, RATING_PATHS.reply(ratingId), 'POST', 'ratings.replySaved', lang, { text: text.trim() });
}

export function reportRating(http: HttpPort, ratingId: number, lang: Language): Promise<TrustOutcome> {
  return trustCommand(http, RATING_PATHS.report(ratingId), 'POST', 'ratings.reported', lang);
}

/** Archives an own listing as sold (docs/product/trust.md "Reputation": it opens the ratings of its conversations). */
export function markSold(http: HttpPort, listingId: number | string, lang: Language): Promise<TrustOutcome> {
  return trustCommand(http, `/api/oglasi/manage/${encodeURIComponent(String(listingId))}/archive`, 'POST', 'ratings.markedSold', lang, { sold: true });
}
