import { truncateText } from '../text/truncate';
import { pickImageVariant, type ImageVariants } from './images';
import type { Language } from '../i18n/catalogue';
import { formatListingPrice, type PricedListing } from './price';

/**
 * How a listing page presents itself — its title, description, gallery picture and share picture — in one place,
 * because two sides render it: the server writes it into index.html before any script runs (link previews, the
 * first paint: server/web/page-head.ts) and the page sets it again once loaded (ui/pages/listing). A preloaded
 * picture is only reused when both ask for the same srcset and sizes.
 */

/** The gallery's main image: `sizes` for its srcset, and the narrowest variant good enough without one. */
export const LISTING_GALLERY_SIZES = '(min-width: 992px) 640px, 100vw';
export const LISTING_GALLERY_MIN_WIDTH = 606;

/** Open Graph image: 1200 px and up is what Facebook and Viber want for a large preview. */
const SHARE_IMAGE_MIN_WIDTH = 1200;

export interface ListingHeadInput extends PricedListing {
  title: string;
  description?: string | null;
}

/** 'Голф 7 — 8.500 €': the title and the price ('По Договор' when by agreement). */
export function listingPageTitle(listing: ListingHeadInput, lang: Language = 'mk'): string {
  return `${listing.title} — ${formatListingPrice(listing, { lang })}`;
}

/** The meta description: the description as plain text cut at 155 characters, or the title when it is empty. */
export function listingPageDescription(listing: ListingHeadInput): string {
  return truncateText(listing.description) || listing.title;
}

/** The share picture's address (relative as stored), or null when the listing has no picture. */
export function listingShareImage(picture: ImageVariants | null | undefined): string | null {
  return picture ? pickImageVariant(picture, SHARE_IMAGE_MIN_WIDTH) : null;
}
