import { z } from 'zod';
import { boundedList, idSchema, imageSchema, imageVariantsSchema, longTextSchema, numericSchema, shortTextSchema, timestampSchema, urlSchema } from './common';
import { userSchema } from './user';

const text = shortTextSchema.nullish();

/** SPEC §4 listing statuses (wire words of the reference server). */
export const LISTING_STATUSES = ['draft', 'moderation', 'active', 'rejected', 'archived', 'expired'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/** SPEC §3 price type: fixed or by agreement ('По Договор'). */
export const priceTypeSchema = z.enum(['fixed', 'agreement']);

/** SPEC §3 currency: an object with a code or a plain code (default EUR: see formatListingPrice). */
export const currencySchema = z.union([shortTextSchema, z.looseObject({ code: text })]);

const named = z.looseObject({ id: idSchema.nullish(), name: text, slug: text });

/** SPEC §3 listing (summary and detail fields; the detail ones are optional). */
export const listingSchema = z.looseObject({
  id: idSchema,
  title: shortTextSchema,
  name: text,
  slug: text,
  href: urlSchema.nullish(),
  status: listingStatusSchema.nullish(),
  rejection_reason: longTextSchema.nullish(),
  category: named.extend({ parent: named.nullish() }).nullish(),
  subcategory: named.extend({ parent: named.nullish() }).nullish(),
  brand: text,
  model: text,
  location: z
    .looseObject({
      country: z.looseObject({ code: text, name: text }).nullish(),
      region: named.nullish(),
      city: named.nullish(),
    })
    .nullish(),
  price: numericSchema.nullish(),
  price_type: priceTypeSchema.nullish(),
  currency: currencySchema.nullish(),
  description: longTextSchema.nullish(),
  excerpt: longTextSchema.nullish(),
  main_image: imageSchema.nullish(),
  images: boundedList(imageVariantsSchema).nullish(),
  images_count: z.number().int().nonnegative().nullish(),
  video: z.looseObject({ url: urlSchema, mime: text, duration_seconds: z.number().nullish() }).nullish(),
  youtube_url: urlSchema.nullish(),
  contact_phone: text,
  viber_phone: text,
  whatsapp_phone: text,
  user_type: text,
  company_name: text,
  features: z.record(z.string().max(200), z.union([z.string().max(2_000), z.number(), z.boolean()])).nullish(),
  promoted: z.boolean().nullish(),
  views: z.number().nullish(),
  created_at: timestampSchema.nullish(),
  published_at: timestampSchema.nullish(),
  updated_at: timestampSchema.nullish(),
  expires_at: timestampSchema.nullish(),
  user: userSchema.nullish(),
});
export type WireListing = z.infer<typeof listingSchema>;

export const listingsSchema = boundedList(listingSchema);

/** SPEC §7 GET /api/oglasi/my-listings: read for an active list (top level or under `data`). */
const activeList = z.looseObject({ active: boundedList(listingSchema).nullish() });
export const myListingsResponseSchema = activeList.extend({ data: activeList.nullish() });
export type MyListingsResponse = z.infer<typeof myListingsResponseSchema>;

/** SPEC §3 listing stats over 15 days: total, daily, average daily, best day. */
const dayViews = z.looseObject({ date: z.string().max(32), views: z.number().nonnegative() });
export const listingStatsSchema = z.looseObject({
  total_views: z.number().nonnegative(),
  daily_views: z.array(dayViews).max(366),
  average_daily: z.number().nonnegative().nullish(),
  best_day: dayViews.nullish(),
  days: z.number().int().positive().nullish(),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** SPEC §3 report types (wire words of the reference server). */
export const REPORT_TYPES = ['fake_listing', 'fake_photos', 'wrong_price', 'fraud', 'incorrect_information'] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const reportPayloadSchema = z.looseObject({
  type: reportTypeSchema,
  message: z.string().max(2_000).nullish(),
});
