import type { ImageVariants, ListingStatus } from '../db/schema';
import { listingHref, publicUser, type PublicUser } from '../accounts/users';
import type { ListingRow } from './listing-query';
import { isoTimestampOrNull as iso } from '../db/timestamps';
import type { ListingCardAnswer, ListingDetailAnswer } from '../../core/api/answers';

interface Named {
  id: number;
  name: string;
  slug: string;
}

/**
 * A listing as cards show it (lists, search, favourites, similar) and as its page shows it: the answers core's
 * contract promises (core/api/answers.ts; decision 152) — a field renamed or dropped there fails this file's typecheck.
 */
export type ListingSummary = ListingCardAnswer;
export type ListingDetail = ListingDetailAnswer;

/** docs/product/browsing.md text helper: tags and entities stripped, whitespace collapsed, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 155): string {
  return excerptOfPlain(plainText(text), max);
}

/**
 * A description's plain text: tags and entities replaced by a space, whitespace collapsed, trimmed. The tag and
 * entity patterns are only run over a text that has a `<` or a `&` (most descriptions have neither, and a card
 * computes one excerpt per listing of every list).
 */
export function plainText(text: string): string {
  let plain = text;
  if (plain.includes('<')) plain = plain.replace(/<[^>]*>/g, ' ');
  if (plain.includes('&')) plain = plain.replace(/&[a-z#0-9]+;/gi, ' ');
  // Collapsing whitespace changes nothing in a text whose only whitespace is single spaces (most descriptions):
  // there the global replace would still build a new string match by match; the test allocates nothing.
  return (COLLAPSIBLE_WHITESPACE.test(plain) ? plain.replace(/\s+/g, ' ') : plain).trim();
}

/** Whitespace that `\s+` → ' ' would change: any but a space, or two spaces in a row. */
const COLLAPSIBLE_WHITESPACE = /[^\S ]| {2}/;

/** `excerpt` of a text whose plainText is `plain`. */
export function excerptOfPlain(plain: string, max = 155): string {
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A card's `promoted` and, while it lasts, `promoted_until` (issue 21, decision 141). The promotion ends by itself:
 * past `promoted_until` the card is an ordinary one again, with no job to run.
 */
export function promotionFields(promotedUntil: Date | string | null): { promoted: boolean; promoted_until?: string } {
  if (promotedUntil === null) return { promoted: false };
  const until = new Date(promotedUntil);
  return until.getTime() > Date.now() ? { promoted: true, promoted_until: until.toISOString() } : { promoted: false };
}

/** A card's `highlighted: true` while a highlight package runs (decision 144); nothing otherwise, so other cards stay as they were. */
export function highlightFields(highlightedUntil: Date | string | null | undefined): { highlighted?: true } {
  return highlightedUntil != null && new Date(highlightedUntil).getTime() > Date.now() ? { highlighted: true } : {};
}

/**
 * What a card is made of besides its row's own columns, however it was read: a listing row with its joined names
 * (serializeSummary, the listing page and favourites) or a card row with the in-process catalogue (serializeCard,
 * card.ts — every list and search). Both end in buildSummary: one card, one serializer.
 */
export interface SummaryParts {
  category: Named;
  subcategory: Named | null;
  region: Named | null;
  city: Named | null;
  countryName: string;
  mainImage: ImageVariants | null;
  imagesCount: number;
  excerpt: string;
  owner: PublicUser;
}

/** The row's own columns a card shows (a ListingRow and a CardRow both have them). */
export interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  status: ListingStatus;
  price: string | number | null;
  price_type: 'fixed' | 'agreement';
  currency: 'EUR' | 'MKD';
  user_type: 'private' | 'company';
  company_name: string | null;
  promoted_until: Date | string | null;
  highlighted_until: Date | string | null;
  views: number;
  created_at: Date | string;
  published_at: Date | string | null;
}

/** A card, in the wire's field order (docs/api.md; bench/detail-answers.ts records it byte for byte). */
export function buildSummary(row: SummaryRow, parts: SummaryParts): ListingSummary {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    slug: row.slug,
    href: listingHref(row),
    status: row.status,
    category: parts.category,
    subcategory: parts.subcategory ? { id: parts.subcategory.id, name: parts.subcategory.name, slug: parts.subcategory.slug, parent: parts.category } : null,
    location: { country: { code: 'MK', name: parts.countryName }, region: parts.region, city: parts.city },
    price: row.price_type === 'agreement' || row.price === null ? null : Number(row.price),
    price_type: row.price_type,
    currency: { code: row.currency },
    main_image: parts.mainImage,
    images_count: parts.imagesCount,
    excerpt: parts.excerpt,
    user_type: row.user_type,
    company_name: row.company_name,
    ...promotionFields(row.promoted_until),
    ...highlightFields(row.highlighted_until),
    views: row.views,
    created_at: iso(row.created_at) ?? '',
    published_at: iso(row.published_at),
    user: parts.owner,
  };
}

export function serializeSummary(row: ListingRow, supportEmail?: string): ListingSummary {
  const images = Array.isArray(row.images) ? row.images : [];
  const owner = publicUser(
    {
      id: row.user_id,
      email: row.user_email,
      full_name: row.user_full_name,
      slug: row.user_slug,
      verified: row.user_verified,
      role: row.user_role,
      account_type: row.user_account_type,
      location_id: row.user_location_id,
      user_meta: row.user_meta,
      created_at: row.user_created_at,
    },
    supportEmail,
  );
  return buildSummary(row, {
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    subcategory:
      row.subcategory_id !== null && row.subcategory_name !== null && row.subcategory_slug !== null
        ? { id: row.subcategory_id, name: row.subcategory_name, slug: row.subcategory_slug }
        : null,
    region:
      row.region_id !== null && row.region_name !== null && row.region_slug !== null
        ? { id: row.region_id, name: row.region_name, slug: row.region_slug }
        : row.city_kind === 'region' && row.city_id !== null
          ? { id: row.city_id, name: row.city_name ?? '', slug: row.city_slug ?? '' }
          : null,
    city: row.city_kind === 'city' && row.city_id !== null ? { id: row.city_id, name: row.city_name ?? '', slug: row.city_slug ?? '' } : null,
    countryName: 'Македонија',
    mainImage: images[0] ?? null,
    imagesCount: images.length,
    excerpt: excerpt(row.description),
    owner,
  });
}

export function serializeDetail(row: ListingRow, supportEmail?: string): ListingDetail {
  // The card's fields, then the page's, on the same object (no copy of the card: a listing page is the hottest read).
  const detail = serializeSummary(row, supportEmail) as ListingDetail;
  detail.description = row.description;
  detail.rejection_reason = row.rejection_reason;
  detail.images = Array.isArray(row.images) ? row.images : [];
  detail.video = row.video;
  detail.youtube_url = row.youtube_url;
  detail.contact_phone = row.contact_phone;
  detail.viber_phone = row.viber_phone;
  detail.whatsapp_phone = row.whatsapp_phone;
  detail.brand = row.brand;
  detail.model = row.model;
  detail.features = row.features ?? {};
  detail.updated_at = iso(row.updated_at) ?? '';
  detail.expires_at = iso(row.expires_at);
  return detail;
}
