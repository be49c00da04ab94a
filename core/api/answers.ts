import { z } from '../schemas/zod-mini';
import { LISTING_STATUSES } from '../listings/statuses';
import { LISTING_SORTS } from '../listings/listing-query';
import { DOCUMENT_TYPES } from '../schemas/account-data';
import { ACCOUNT_TYPES } from '../accounts/account-types';

/*
 * The server's promise for its main read answers (docs/api.md; decision 152): what every answer *does* carry, field
 * for field. The client reads the same answers with its tolerant schemas (core/listings/wire.ts,
 * core/listings/listing-detail.ts, core/schemas/*.ts: loose, nearly everything optional, so a server that adds a
 * field never breaks a screen); these are strict — an unknown, renamed or missing field fails — and the server's
 * serializers are typed from them (`z.input`), so changing one fails the server's typecheck before it fails a
 * client. The contract test (tests/server/contract/) validates real answers against both: the promise, and the
 * reader that must accept it.
 *
 * Not on the first page's download: only core/api/contract.ts and the server import this module.
 */

const iso = z.string().check(z.minLength(1), z.maxLength(64));
const rowId = z.int().check(z.positive());

/** The error answer every route may give (docs/api.md "Conventions"): a catalogue id, per-field ids, extra fields. */
export const errorAnswerSchema = z.looseObject({
  status: z.literal('error'),
  messageId: z.string().check(z.minLength(1), z.maxLength(200)),
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  retry_after: z.optional(z.number()),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** `{ status: 'success', messageId }`: the answer of most account writes. */
export const messageAnswerSchema = z.strictObject({ status: z.literal('success'), messageId: z.string() });

/** The success envelope `{ status: 'success', data }`, strict. */
export const dataAnswer = <T extends z.ZodMiniType>(data: T) => z.strictObject({ status: z.literal('success'), data });

/** An image as stored: the original and every optimised variant (docs/product/selling.md#photos). */
export const imageVariantsAnswerSchema = z.strictObject({
  original: z.string(),
  profile_small_webp: z.string(),
  profile_webp: z.string(),
  gallery_thumb_webp: z.string(),
  thumb_webp: z.string(),
  medium_webp: z.string(),
  lightbox_webp: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
export type ImageVariantsAnswer = z.input<typeof imageVariantsAnswerSchema>;

const optionalText = z.optional(z.string());

/** user_meta as anyone may see it: no phone numbers, no additional fields (docs/api.md "User"). */
export const publicUserMetaSchema = z.strictObject({
  display_name: optionalText,
  company_name: optionalText,
  first_name: optionalText,
  last_name: optionalText,
  profile_image: z.optional(imageVariantsAnswerSchema),
  /** A deleted account (the chat shows it as a deleted user). */
  deleted: z.optional(z.boolean()),
});
export type PublicUserMetaAnswer = z.input<typeof publicUserMetaSchema>;

/** user_meta as its owner sees it. */
export const accountUserMetaSchema = z.extend(publicUserMetaSchema, {
  phone_number: optionalText,
  whatsapp_phone_number: optionalText,
  viber_phone_number: optionalText,
  additional_fields: z.optional(z.record(z.string(), z.string())),
});

export const USER_ROLES = ['user', 'support', 'admin'] as const;

/** A user as anyone may see them: listing owners, user pages (docs/api.md "User", public). */
export const publicUserAnswerSchema = z.strictObject({
  id: rowId,
  slug: z.string(),
  full_name: z.nullable(z.string()),
  verified: z.boolean(),
  location: z.nullable(z.strictObject({ id: rowId })),
  account_type: z.enum(ACCOUNT_TYPES),
  is_support: z.boolean(),
  user_meta: publicUserMetaSchema,
  profile_image: z.nullable(imageVariantsAnswerSchema),
  created_at: z.string(),
});
export type PublicUserAnswer = z.input<typeof publicUserAnswerSchema>;

/** The signed-in user's own view (user-data, login, update). */
export const accountUserAnswerSchema = z.extend(publicUserAnswerSchema, {
  user_meta: accountUserMetaSchema,
  /** Null for an account registered by SMS. */
  email: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  email_verification_required: z.boolean(),
  email_verified_at: z.nullable(z.string()),
  phone_verified: z.boolean(),
  role: z.enum(USER_ROLES),
});
export type AccountUserAnswer = z.input<typeof accountUserAnswerSchema>;

const named = z.strictObject({ id: rowId, name: z.string(), slug: z.string() });

/** A listing as cards show it: lists, search, showcase, favourites, similar (server/listings/serialize.ts buildSummary). */
export const listingCardSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  name: z.string(),
  slug: z.string(),
  href: z.string(),
  status: z.enum(LISTING_STATUSES),
  category: named,
  subcategory: z.nullable(z.extend(named, { parent: named })),
  location: z.strictObject({
    country: z.strictObject({ code: z.literal('MK'), name: z.string() }),
    region: z.nullable(named),
    city: z.nullable(named),
  }),
  price: z.nullable(z.number()),
  price_type: z.enum(['fixed', 'agreement']),
  currency: z.strictObject({ code: z.enum(['EUR', 'MKD']) }),
  main_image: z.nullable(imageVariantsAnswerSchema),
  images_count: z.int().check(z.nonnegative()),
  excerpt: z.string(),
  user_type: z.enum(ACCOUNT_TYPES),
  company_name: z.nullable(z.string()),
  promoted: z.boolean(),
  /** Only while promoted (issue 21): when the promotion ends. */
  promoted_until: z.optional(iso),
  /** Only while a `highlight` package runs (decision 144). */
  highlighted: z.optional(z.literal(true)),
  views: z.int().check(z.nonnegative()),
  created_at: z.string(),
  published_at: z.nullable(z.string()),
  user: publicUserAnswerSchema,
});
export type ListingCardAnswer = z.input<typeof listingCardSchema>;

/** A listing's video (docs/api.md `POST /api/oglasi/manage/:id/video`). */
export const listingVideoAnswerSchema = z.strictObject({ url: z.string(), mime: z.string(), duration_seconds: z.optional(z.number()) });

/** A listing as its page, the owner's lists and the editor show it: the card plus the page's fields. */
export const listingDetailAnswerSchema = z.extend(listingCardSchema, {
  description: z.string(),
  rejection_reason: z.nullable(z.string()),
  images: z.array(imageVariantsAnswerSchema),
  video: z.nullable(listingVideoAnswerSchema),
  youtube_url: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  viber_phone: z.nullable(z.string()),
  whatsapp_phone: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  model: z.nullable(z.string()),
  features: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  updated_at: z.string(),
  expires_at: z.nullable(z.string()),
});
export type ListingDetailAnswer = z.input<typeof listingDetailAnswerSchema>;

/** `GET /api/oglasi` and `/api/oglasi/search`: a page of cards. */
export const listingPageAnswerSchema = z.strictObject({
  status: z.literal('success'),
  data: z.array(listingCardSchema),
  meta: z.strictObject({
    page: z.int().check(z.positive()),
    per_page: z.int().check(z.positive()),
    total: z.int().check(z.nonnegative()),
    last_page: z.int().check(z.positive()),
    sort: z.enum(LISTING_SORTS),
  }),
});
export type ListingPageAnswer = z.input<typeof listingPageAnswerSchema>;

/** A category with its subcategories, in the asker's language (`label` is the same name: older clients read it). */
const categoryItem = { id: rowId, name: z.string(), label: z.string(), slug: z.string(), icon: z.nullable(z.string()), listings_count: z.int().check(z.nonnegative()) };
export const categoryAnswerSchema = z.strictObject({ ...categoryItem, subcategories: z.array(z.strictObject(categoryItem)) });
export type CategoryAnswer = z.input<typeof categoryAnswerSchema>;
export const categoriesAnswerSchema = dataAnswer(z.array(categoryAnswerSchema));

/** A region with its towns. */
const placeItem = { id: rowId, name: z.string(), label: z.string(), slug: z.string() };
export const regionAnswerSchema = z.strictObject({ ...placeItem, cities: z.array(z.strictObject(placeItem)) });
export type RegionAnswer = z.input<typeof regionAnswerSchema>;
export const locationsAnswerSchema = dataAnswer(z.array(regionAnswerSchema));

const count = z.int().check(z.nonnegative());
/** The home page's numbers. */
export const homeStatsSchema = z.strictObject({
  total_listings: count,
  total_shops: count,
  new_listings: count,
  registered_users: count,
  /** The window `new_listings` counts, in days. */
  new_listings_days: z.int().check(z.positive()),
});
export type HomeStatsAnswer = z.input<typeof homeStatsSchema>;
export const homeStatsAnswerSchema = dataAnswer(homeStatsSchema);

/** `GET /api/users/:slug`: the public user with their place named, their active listings, since when. */
export const userPageAnswerSchema = dataAnswer(
  z.strictObject({
    user: z.extend(publicUserAnswerSchema, { location: z.nullable(named) }),
    active_listings: count,
    member_since: iso,
  }),
);
export type UserPageAnswer = z.input<typeof userPageAnswerSchema>;

/** `GET /api/oglasi/my-listings`: the owner's listings by tab, and each tab's count. */
const byTab = <T extends z.ZodMiniType>(item: T) =>
  z.strictObject({ active: item, moderation: item, rejected: item, draft: item, archived: item, expired: item });
/** One of the owner's listings: the page's fields and, once archived as sold, when (docs/product/trust.md "Reputation"). */
export const myListingAnswerSchema = z.extend(listingDetailAnswerSchema, { sold_at: z.nullable(iso) });
export type MyListingAnswer = z.input<typeof myListingAnswerSchema>;
export const myListingsAnswerSchema = z.strictObject({
  status: z.literal('success'),
  data: byTab(z.array(myListingAnswerSchema)),
  counts: byTab(count),
});
export type MyListingsAnswer = z.input<typeof myListingsAnswerSchema>;

/** `GET /api/favourites`: the saved listings, newest first; one no longer public is `available: false`, `listing: null`. */
export const favouritesAnswerSchema = dataAnswer(
  z.array(z.strictObject({ entity_id: rowId, created_at: iso, available: z.boolean(), listing: z.nullable(listingCardSchema) })),
);

/** `GET /api/auth/user/user-data`: the signed-in user and a bearer token, or both null. */
export const userDataAnswerSchema = z.union([
  z.strictObject({ status: z.literal('success'), user: accountUserAnswerSchema, token: z.string() }),
  z.strictObject({ status: z.literal('success'), user: z.null(), token: z.null() }),
]);

/** A successful sign-in (`POST /api/auth/user/auth`; SMS registration answers the same with its own messageId). */
export const signedInAnswerSchema = z.strictObject({
  status: z.literal('success'),
  messageId: z.string(),
  user: accountUserAnswerSchema,
  token: z.string(),
  is_new_user: z.boolean(),
  requires_terms: z.optional(z.boolean()),
});

/** `GET /api/verification/check-status`: the user's verification and their latest request. */
export const verificationCheckAnswerSchema = z.strictObject({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  verified: z.boolean(),
  request: z.nullable(
    z.strictObject({
      id: rowId,
      status: z.enum(['pending', 'approved', 'rejected']),
      status_text: z.string(),
      document_type: z.enum(DOCUMENT_TYPES),
      admin_note: z.nullable(z.string()),
      submitted_at: iso,
      processed_at: z.nullable(iso),
    }),
  ),
});

const dayContacts = z.strictObject({ phone: z.int(), whatsapp: z.int(), viber: z.int() });
/** `GET /api/oglasi/manage/:id/stats`: an own listing's views, contacts and saves over the window. */
export const listingStatsAnswerSchema = dataAnswer(
  z.strictObject({
    listing: z.strictObject({ id: rowId, title: z.string(), slug: z.string(), status: z.string() }),
    total_views: z.int(),
    window_days: z.int(),
    window_views: z.int(),
    daily: z.array(z.strictObject({ date: z.string(), views: z.int(), contacts: dayContacts, saves: z.int(), promoted: z.boolean() })),
    average_daily: z.number(),
    best_day: z.nullable(z.strictObject({ date: z.string(), views: z.int() })),
    window_contacts: dayContacts,
    window_saves: z.int(),
    promotions: z.array(z.strictObject({ package_code: z.string(), starts_at: iso, ends_at: iso })),
  }),
);

/** `GET /api/menus/location/:location`: a bare array of menus. */
export const menusAnswerSchema = z.array(z.strictObject({ id: rowId, name: z.string(), location: z.string(), pages: z.array(z.strictObject({ slug: z.string(), title: z.string() })) }));
/** `GET /api/pages/:slug`: an information page. */
export const infoPageAnswerSchema = dataAnswer(z.strictObject({ slug: z.string(), title: z.string(), content: z.string(), updated_at: iso }));

/** `GET /api/config/listing-limits`: the photo and video limits of the listing form. */
export const listingLimitsAnswerSchema = dataAnswer(z.strictObject({ max_photos: z.int(), max_image_bytes: z.int(), max_video_bytes: z.int(), max_video_seconds: z.int() }));

// Saved searches and notifications (issue 38; docs/api.md "Saved searches and notifications").

/** One saved search: its normalised query string, the list it opens, its names, e-mail choice and new matches. */
export const savedSearchAnswerSchema = z.strictObject({
  id: rowId,
  query: z.string(),
  path: z.string(),
  names: z.strictObject({ category: z.nullable(z.string()), location: z.nullable(z.string()) }),
  email_alerts: z.boolean(),
  new_count: z.int().check(z.nonnegative()),
  created_at: iso,
  last_seen_at: iso,
});
/** `GET /api/saved-searches`. */
export const savedSearchesAnswerSchema = z.strictObject({
  status: z.literal('success'),
  data: z.array(savedSearchAnswerSchema),
  settings: z.strictObject({ price_drop_email: z.boolean() }),
  limit: z.int(),
});
/** `PUT /api/saved-searches/:id`, `POST …/seen`. */
export const savedSearchOneAnswerSchema = dataAnswer(savedSearchAnswerSchema);
/** `POST /api/saved-searches`: 201 a new one, 200 the one already kept with the same filters (`created: false`). */
export const savedSearchCreatedAnswerSchema = z.strictObject({ status: z.literal('success'), data: savedSearchAnswerSchema, created: z.boolean() });
/** `GET /api/notifications`: the newest 30 and the unread count. */
export const notificationsAnswerSchema = z.strictObject({
  status: z.literal('success'),
  unread: z.int().check(z.nonnegative()),
  data: z.array(
    z.strictObject({
      id: rowId,
      kind: z.enum(['match', 'price_drop']),
      created_at: iso,
      read: z.boolean(),
      saved_search_id: z.nullable(rowId),
      old_price: z.nullable(z.number()),
      listing: z.strictObject({ id: rowId, title: z.string(), slug: z.string(), price: z.nullable(z.number()), currency: z.enum(['EUR', 'MKD']), price_type: z.enum(['fixed', 'agreement']) }),
    }),
  ),
});

/** The answer a schema promises, as the server writes it: `satisfies AnswerOf<typeof schema>` on a handler's body. */
export type AnswerOf<S extends z.ZodMiniType> = z.input<S>;
