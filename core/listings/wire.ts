import { z } from '../schemas/zod-mini';
import { categoryPath, locationPath } from '../routes/paths';
import { listingPagePath } from '../routes/routes';
import type { CategoryItem, HomeStats, ListingPage, ListingSummary, NamedLink } from './read-model';
import { categorySchema, type WireCategory } from '../schemas/catalog';

export { categorySchema };

/**
 * The marketplace read API's answers (docs/api.md), validated at the boundary: unknown fields pass, a missing
 * required one makes the whole answer a typed failure (the page's error state with retry), never a crash.
 */
export const id = z.union([z.number(), z.string()]);
export const text = z.nullish(z.string());
export const named = z.looseObject({ id: z.nullish(id), name: z.string(), slug: text });
export const images = z.record(z.string(), z.unknown());


export const listingSummarySchema = z.looseObject({
  id,
  title: z.string(),
  slug: z.string(),
  href: text,
  category: z.nullish(named),
  subcategory: z.nullish(z.extend(named, { parent: z.nullish(named) })),
  location: z.nullish(z.looseObject({ country: z.nullish(z.partial(named)), region: z.nullish(named), city: z.nullish(named) })),
  price: z.nullish(z.union([z.number(), z.string()])),
  price_type: text,
  currency: z.nullish(z.union([z.string(), z.looseObject({ code: text })])),
  main_image: z.nullish(images),
  promoted: z.nullish(z.boolean()),
  promoted_until: text,
  highlighted: z.nullish(z.boolean()),
  user: z.nullish(z.looseObject({ verified: z.nullish(z.boolean()) })),
  created_at: text,
  published_at: text,
});

export const listingPageSchema = z.looseObject({
  data: z.array(listingSummarySchema),
  meta: z.looseObject({ page: z.number(), total: z.number(), last_page: z.number() }),
});

type WireSummary = z.infer<typeof listingSummarySchema>;

export const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A named thing of the wire as a link (no href when the answer carries no slug). */
export const link = (value: { name?: string | null; slug?: string | null } | null | undefined, href: (slug: string) => string): NamedLink | null =>
  value?.name ? { name: value.name, href: value.slug ? href(value.slug) : '' } : null;

type NamedPlace = { name?: string | null; slug?: string | null } | null | undefined;

/** Where a listing's place links: its town's location page, else its region's. */
export const placeLinkOf = (location: { city?: NamedPlace; region?: NamedPlace } | null | undefined): NamedLink | null =>
  link(location?.city?.slug ? location.city : location?.region, locationPath);

export function toSummary(wire: WireSummary): ListingSummary {
  const location = wire.location;
  const place = location?.city?.name ?? location?.region?.name ?? null;
  return {
    id: wire.id,
    title: wire.title,
    href: str(wire.href) ?? listingPagePath(String(wire.slug)),
    price: wire.price ?? null,
    priceType: wire.price_type ?? null,
    currency: wire.currency ?? null,
    location: place,
    placeLink: placeLinkOf(location),
    date: wire.published_at ?? wire.created_at ?? null,
    image: (wire.main_image as ListingSummary['image']) ?? null,
    category: wire.subcategory?.name ?? wire.category?.name ?? null,
    promoted: wire.promoted ?? false,
    promotedUntil: wire.promoted_until ?? null,
    highlighted: !!wire.highlighted,
    sellerVerified: wire.user?.verified === true,
  };
}

export function toListingPage(wire: z.infer<typeof listingPageSchema>): ListingPage {
  return { items: wire.data.map(toSummary), total: wire.meta.total, page: wire.meta.page, totalPages: Math.max(1, wire.meta.last_page) };
}

export const statsSchema = z.looseObject({
  total_listings: z.number(),
  total_shops: z.number(),
  new_listings: z.number(),
  registered_users: z.number(),
});

export function toStats(wire: z.infer<typeof statsSchema>): HomeStats {
  return {
    totalListings: wire.total_listings,
    totalShops: wire.total_shops,
    newListings: wire.new_listings,
    registeredUsers: wire.registered_users,
  };
}

export function toCategory(wire: WireCategory): CategoryItem {
  return {
    id: wire.id,
    name: wire.name,
    slug: wire.slug,
    href: categoryPath(wire.slug),
    count: wire.listings_count ?? null,
    icon: wire.icon ?? null,
    children: (wire.subcategories ?? []).map(toCategory),
  };
}


export type { WireSummary };
