import { z } from './zod-mini';
import { boundedList, idSchema, imageSchema, imageVariantsSchema, longTextSchema, numericSchema, shortTextSchema, timestampSchema, urlSchema } from './common';
import { userSchema } from './user';
import { REPORT_TYPES } from '../listings/report-types';
import { LISTING_STATUSES } from '../listings/statuses';

const text = z.nullish(shortTextSchema);

/** docs/product/selling.md listing statuses (wire words of the reference server). */
export { LISTING_STATUSES, type ListingStatus } from '../listings/statuses';
export const listingStatusSchema = z.enum(LISTING_STATUSES);

/** docs/product/language.md price type: fixed or by agreement ('По Договор'). */
export const priceTypeSchema = z.enum(['fixed', 'agreement']);

/** docs/product/language.md currency: an object with a code or a plain code (default EUR: see formatListingPrice). */
export const currencySchema = z.union([shortTextSchema, z.looseObject({ code: text })]);

const named = z.looseObject({ id: z.nullish(idSchema), name: text, slug: text });
const withParent = z.extend(named, { parent: z.nullish(named) });

/** docs/product/selling.md listing (summary and detail fields; the detail ones are optional). */
export const listingSchema = z.looseObject({
  id: idSchema,
  title: shortTextSchema,
  name: text,
  slug: text,
  href: z.nullish(urlSchema),
  status: z.nullish(listingStatusSchema),
  rejection_reason: z.nullish(longTextSchema),
  category: z.nullish(withParent),
  subcategory: z.nullish(withParent),
  brand: text,
  model: text,
  location: z.nullish(
    z.looseObject({
      country: z.nullish(z.looseObject({ code: text, name: text })),
      region: z.nullish(named),
      city: z.nullish(named),
    }),
  ),
  price: z.nullish(numericSchema),
  price_type: z.nullish(priceTypeSchema),
  currency: z.nullish(currencySchema),
  description: z.nullish(longTextSchema),
  excerpt: z.nullish(longTextSchema),
  main_image: z.nullish(imageSchema),
  images: z.nullish(boundedList(imageVariantsSchema)),
  images_count: z.nullish(z.int().check(z.nonnegative())),
  video: z.nullish(z.looseObject({ url: urlSchema, mime: text, duration_seconds: z.nullish(z.number()) })),
  youtube_url: z.nullish(urlSchema),
  contact_phone: text,
  viber_phone: text,
  whatsapp_phone: text,
  user_type: text,
  company_name: text,
  features: z.nullish(z.record(z.string().check(z.maxLength(200)), z.union([z.string().check(z.maxLength(2_000)), z.number(), z.boolean()]))),
  promoted: z.nullish(z.boolean()),
  /** Issue 21: when the listing's promotion ends (ISO), beside `promoted`. */
  promoted_until: z.nullish(timestampSchema),
  /** Decision 144: only while a highlight package runs. */
  highlighted: z.nullish(z.boolean()),
  views: z.nullish(z.number()),
  created_at: z.nullish(timestampSchema),
  published_at: z.nullish(timestampSchema),
  updated_at: z.nullish(timestampSchema),
  expires_at: z.nullish(timestampSchema),
  /** Issue 43: when an own listing was archived as sold (my listings' answer only). */
  sold_at: z.nullish(timestampSchema),
  user: z.nullish(userSchema),
});
export type WireListing = z.infer<typeof listingSchema>;

export const listingsSchema = boundedList(listingSchema);

/** docs/product/selling.md GET /api/oglasi/my-listings: read for an active list (top level or under `data`). */
const activeList = z.looseObject({ active: z.nullish(boundedList(listingSchema)) });
export const myListingsResponseSchema = z.extend(activeList, { data: z.nullish(activeList) });
export type MyListingsResponse = z.infer<typeof myListingsResponseSchema>;

/** docs/product/selling.md listing stats over 15 days: total, daily, average daily, best day. */
const nonNegative = z.number().check(z.nonnegative());
const contactCounts = z.looseObject({ phone: nonNegative, whatsapp: nonNegative, viber: nonNegative });
// `promoted` (issue 21): whether a paid promotion ran during part of the day.
const dayViews = z.looseObject({ date: z.string().check(z.maxLength(32)), views: nonNegative, contacts: z.nullish(contactCounts), saves: z.nullish(nonNegative), promoted: z.nullish(z.boolean()) });
const isoInstant = z.string().check(z.minLength(1), z.maxLength(64));
const promotionPeriod = z.looseObject({ package_code: z.string().check(z.maxLength(64)), starts_at: isoInstant, ends_at: isoInstant });
/** GET /api/oglasi/manage/:id/stats (docs/api.md): the owner's listing and its views over the window, oldest day first. */
export const listingStatsSchema = z.looseObject({
  listing: z.nullish(z.looseObject({ id: idSchema, title: shortTextSchema, slug: z.nullish(shortTextSchema), status: z.nullish(listingStatusSchema) })),
  total_views: nonNegative,
  window_days: z.int().check(z.positive(), z.maximum(366)),
  window_views: z.nullish(nonNegative),
  daily: z.array(dayViews).check(z.maxLength(366)),
  average_daily: z.nullish(nonNegative),
  best_day: z.nullish(dayViews),
  window_contacts: z.nullish(contactCounts),
  window_saves: z.nullish(nonNegative),
  /** The promotions (issue 21) that overlap the window, oldest first. */
  promotions: z.nullish(z.array(promotionPeriod).check(z.maxLength(366))),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

export { REPORT_TYPES, type ReportType } from '../listings/report-types';
export const reportTypeSchema = z.enum(REPORT_TYPES);

export const reportPayloadSchema = z.looseObject({
  type: reportTypeSchema,
  message: z.nullish(z.string().check(z.maxLength(2_000))),
});

/** `incorrect_info`, what clients before the list sent, still means its last type (docs/product/trust.md). */
export const LEGACY_REPORT_TYPES = { incorrect_info: 'incorrect_information' } as const satisfies Record<string, (typeof REPORT_TYPES)[number]>;

/** `POST /api/reports` (the contract's body, server/routes/reports.ts): the report form's payload and its listing. */
export const listingReportBodySchema = z.object({
  listing_id: z.union([z.int().check(z.positive(), z.maximum(2_147_483_647)), z.string().check(z.regex(/^\d{1,10}$/))]),
  type: z.enum([...REPORT_TYPES, ...(Object.keys(LEGACY_REPORT_TYPES) as (keyof typeof LEGACY_REPORT_TYPES)[])]),
  message: z.optional(z.string().check(z.maxLength(2_000))),
});

/** `PUT /api/oglasi/manage/:id/images`: the gallery's new order, by each photo's path (the first is the main one). */
export const galleryOrderBodySchema = z.object({ order: z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(100)) });
