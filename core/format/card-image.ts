// A module of its own: the card (home's first download) and the server's head share these two values, and
// nothing else of the listing head's formatting should ride along into home's chunk.

/**
 * A card's image (ui/listings/ListingCard.tsx): two columns on phones, three from 768 px (a 1200 px page: 380 px).
 * The server preloads home's first card with the same `sizes` (server/web/page-head.ts), so the card reuses it.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 33vw, 50vw';
/** A card's `src` without a srcset: the narrowest variant at least this wide. */
export const CARD_IMAGE_MIN_WIDTH = 360;
