import { z } from '../schemas/zod-mini';

/**
 * Reputation (issue 43; docs/product/trust.md "Reputation"): who may rate whom, when, and how a seller's ratings are
 * shown. Pure rules, shared by the server (which enforces them) and the client (which only renders their outcome).
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_TEXT_MAX = 500;
/** A rating may be edited for 14 days after it was first given. */
export const RATING_EDIT_DAYS = 14;
/** Without a sale, both sides may rate 7 days after the conversation began. */
export const RATING_WAIT_DAYS = 7;
/** Below 3 ratings a seller shows as "Нов продавач" instead of an average. */
export const NEW_SELLER_BELOW = 3;
export const RATINGS_PAGE_SIZE = 10;
/** The window of the seller page's response time. */
export const RESPONSE_WINDOW_DAYS = 30;

const DAY = 86_400_000;

export const ratingInputSchema = z.object({
  listing_id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  ratee_id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  stars: z.int().check(z.minimum(RATING_MIN), z.maximum(RATING_MAX)),
  text: z.optional(z.string().check(z.maxLength(RATING_TEXT_MAX))),
});
export const ratingEditSchema = z.object({
  stars: z.int().check(z.minimum(RATING_MIN), z.maximum(RATING_MAX)),
  text: z.optional(z.string().check(z.maxLength(RATING_TEXT_MAX))),
});
export const ratingReplySchema = z.object({ text: z.string().check(z.minLength(1), z.maxLength(RATING_TEXT_MAX)) });

/** What the server knows about a would-be rating. */
export interface RatingFacts {
  readonly raterId: number;
  readonly rateeId: number;
  /** The conversation about the listing between the two, if any. */
  readonly conversation: { readonly raterMessages: number; readonly rateeMessages: number; readonly startedAt: number } | null;
  /** When the listing was archived as sold, or null. */
  readonly soldAt: number | null;
  readonly now: number;
}

export type RatingRefusal = 'ratings.error.self' | 'ratings.error.noConversation' | 'ratings.error.tooEarly';

/**
 * null when the rating may be given: not oneself; a conversation about the listing with messages from both sides;
 * and the listing archived as sold, or 7 days since the conversation began.
 */
export function ratingRefusal(facts: RatingFacts): RatingRefusal | null {
  if (facts.raterId === facts.rateeId) return 'ratings.error.self';
  const c = facts.conversation;
  if (!c || c.raterMessages === 0 || c.rateeMessages === 0) return 'ratings.error.noConversation';
  if (facts.soldAt === null && facts.now - c.startedAt < RATING_WAIT_DAYS * DAY) return 'ratings.error.tooEarly';
  return null;
}

/** A rating can be edited by its author for RATING_EDIT_DAYS after it was given. */
export function canEditRating(createdAt: number, now: number): boolean {
  return now - createdAt <= RATING_EDIT_DAYS * DAY;
}

/** What the server knows about one rating and the signed-in viewer of a ratings list. */
export interface RatingViewerFacts {
  /** The signed-in viewer, or null for a visitor. */
  readonly viewerId: number | null;
  readonly raterId: number;
  readonly rateeId: number;
  /** The rated one has answered it already. */
  readonly answered: boolean;
  readonly createdAt: number;
  readonly now: number;
}

/**
 * What the viewer may do with a rating (docs/product/trust.md "Reputation"): its author edits it for 14 days; the
 * rated one answers it, once. The server sends these with each rating of the list (`can_edit`, `can_reply`).
 */
export function ratingPermissions(facts: RatingViewerFacts): { readonly canEdit: boolean; readonly canReply: boolean } {
  const viewer = facts.viewerId;
  return {
    canEdit: viewer !== null && viewer === facts.raterId && canEditRating(facts.createdAt, facts.now),
    canReply: viewer !== null && viewer === facts.rateeId && !facts.answered,
  };
}

/** A rating of the list as the client holds it: the server's permissions and what they depend on. */
export interface ListedRating {
  readonly can_edit: boolean;
  readonly can_reply: boolean;
  readonly reply: string | null;
  readonly created_at: string;
}

/**
 * The buttons a rating shows its viewer now: "Одговори" while unanswered and the server says the viewer is the
 * rated one; "Измени ја оцената" while the server says the viewer wrote it and the 14 days have not run out on the
 * client's clock either (a page left open past them offers nothing the server would refuse).
 */
export function ratingViewerActions(rating: ListedRating, now: number): { readonly reply: boolean; readonly edit: boolean } {
  const created = Date.parse(rating.created_at);
  return { reply: rating.can_reply && rating.reply === null, edit: rating.can_edit && Number.isFinite(created) && canEditRating(created, now) };
}

/** An answer as it is sent: trimmed; null when nothing is left or it is longer than RATING_TEXT_MAX. */
export function ratingReplyText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > RATING_TEXT_MAX ? null : trimmed;
}

/** Whether a number is a rating's stars: a whole number from RATING_MIN to RATING_MAX. */
export function isRatingStars(stars: number): boolean {
  return Number.isInteger(stars) && stars >= RATING_MIN && stars <= RATING_MAX;
}

/** How a seller's ratings are summed up: "new" below 3, else the average to one decimal with the count. */
export type RatingSummary = { readonly kind: 'new'; readonly count: number } | { readonly kind: 'rated'; readonly average: number; readonly count: number };

export function ratingSummary(count: number, sum: number): RatingSummary {
  if (count < NEW_SELLER_BELOW) return { kind: 'new', count };
  return { kind: 'rated', average: Math.round((sum / count) * 10) / 10, count };
}

/**
 * The median time to first reply, in minutes: for each conversation where someone wrote to the user, the time from
 * that first incoming message to the user's first answer after it; conversations never answered are left out.
 * null when there is none.
 */
export function medianResponseMinutes(delays: readonly number[]): number | null {
  const sorted = delays.filter((ms) => Number.isFinite(ms) && ms >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const ms = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(ms / 60_000);
}

/** The response time as the seller page says it: minutes under an hour, hours under two days, else days. */
export function responseTimeText(minutes: number): { id: 'reputation.minutes' | 'reputation.hours' | 'reputation.days'; count: number } {
  if (minutes < 60) return { id: 'reputation.minutes', count: Math.max(1, minutes) };
  if (minutes < 48 * 60) return { id: 'reputation.hours', count: Math.round(minutes / 60) };
  return { id: 'reputation.days', count: Math.round(minutes / (24 * 60)) };
}
