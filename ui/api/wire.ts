import { z } from '../../core/schemas/zod-mini';
import { categoryPath, userPagePath } from '../../core';
import type { CategoryItem, HomeStats, ListingDetail, ListingPage, ListingSummary, Seller } from './types';

/**
 * The marketplace read API's answers (docs/api.md), validated at the boundary: unknown fields pass, a missing
 * required one makes the whole answer a typed failure (the page's error state with retry), never a crash.
 */
const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const named = z.looseObject({ id: z.nullish(id), name: z.string(), slug: text });
const images = z.record(z.string(), z.unknown());

const publicUserSchema = z.looseObject({
  id,
  slug: text,
  full_name: text,
  verified: z.nullish(z.boolean()),
  is_support: z.nullish(z.boolean()),
  user_meta: z.nullish(z.looseObject({ display_name: text, company_name: text })),
  profile_image: z.nullish(images),
  created_at: text,
});

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
  created_at: text,
  published_at: text,
  user: z.nullish(publicUserSchema),
});

export const listingDetailSchema = z.extend(listingSummarySchema, {
  description: text,
  images: z.nullish(z.array(images)),
  video: z.optional(z.unknown()),
  youtube_url: text,
  contact_phone: text,
  viber_phone: text,
  whatsapp_phone: text,
  brand: text,
  model: text,
  features: z.nullish(z.record(z.string(), z.unknown())),
  user_type: text,
  company_name: text,
  views: z.nullish(z.number()),
});

export const listingPageSchema = z.looseObject({
  data: z.array(listingSummarySchema),
  meta: z.looseObject({ page: z.number(), total: z.number(), last_page: z.number() }),
});

type WireSummary = z.infer<typeof listingSummarySchema>;
type WireDetail = z.infer<typeof listingDetailSchema>;
type WireUser = z.infer<typeof publicUserSchema>;

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toSummary(wire: WireSummary): ListingSummary {
  const location = wire.location;
  const place = location?.city?.name ?? location?.region?.name ?? null;
  return {
    id: wire.id,
    title: wire.title,
    href: str(wire.href) ?? `/oglas/${wire.slug}`,
    price: wire.price ?? null,
    priceType: wire.price_type ?? null,
    currency: wire.currency ?? null,
    location: place,
    date: wire.published_at ?? wire.created_at ?? null,
    image: (wire.main_image as ListingSummary['image']) ?? null,
    category: wire.subcategory?.name ?? wire.category?.name ?? null,
    promoted: wire.promoted ?? false,
  };
}

export function toSeller(user: WireUser): Seller {
  const name = str(user.user_meta?.display_name) ?? str(user.user_meta?.company_name) ?? str(user.full_name) ?? '';
  return {
    id: user.id,
    name,
    href: userPagePath({ id: user.id, slug: user.slug ?? null, full_name: user.full_name ?? null, user_meta: user.user_meta ?? null }),
    verified: user.verified === true,
    avatar: (user.profile_image as Seller['avatar']) ?? null,
    companyName: str(user.user_meta?.company_name),
    memberSince: user.created_at ?? null,
  };
}

const link = (value: { name: string; slug?: string | null } | null | undefined, href: (slug: string) => string) =>
  value ? { name: value.name, href: value.slug ? href(value.slug) : '' } : null;

export function toDetail(wire: WireDetail): ListingDetail {
  const features = Object.entries(wire.features ?? {})
    .filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]) && String(entry[1]).trim() !== '')
    .map(([key, value]) => ({ key, value }));
  const video = wire.video;
  const videoUrl = typeof video === 'string' ? video : video && typeof video === 'object' ? str((video as Record<string, unknown>).url) : null;
  const gallery = (wire.images ?? []) as ListingDetail['gallery'];
  return {
    ...toSummary(wire),
    slug: wire.slug,
    description: wire.description ?? '',
    categoryLink: link(wire.category, categoryPath),
    parentCategory: link(wire.subcategory?.parent, categoryPath),
    subcategory: link(wire.subcategory, categoryPath),
    brand: wire.brand ?? null,
    model: wire.model ?? null,
    region: wire.location?.region?.name ?? null,
    city: wire.location?.city?.name ?? null,
    country: wire.location?.country?.name ?? null,
    gallery: gallery.length > 0 ? gallery : wire.main_image ? [wire.main_image as ListingDetail['gallery'][number]] : [],
    video: videoUrl,
    youtubeUrl: wire.youtube_url ?? null,
    contactPhone: wire.contact_phone ?? null,
    viberPhone: wire.viber_phone ?? null,
    whatsappPhone: wire.whatsapp_phone ?? null,
    userType: wire.user_type ?? null,
    companyName: wire.company_name ?? null,
    features,
    views: wire.views ?? null,
    seller: wire.user ? toSeller(wire.user) : null,
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

interface WireCategory {
  id: number | string;
  name: string;
  slug: string;
  icon?: string | null;
  listings_count?: number | null;
  subcategories?: WireCategory[] | null;
}

export const categorySchema: z.ZodMiniType<WireCategory> = z.lazy(() =>
  z.looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    icon: text,
    listings_count: z.nullish(z.number()),
    subcategories: z.nullish(z.array(categorySchema)),
  }),
);

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

export const userPageSchema = z.looseObject({ user: publicUserSchema, active_listings: z.nullish(z.number()) });

export type { WireSummary, WireDetail };
