import { z } from './zod-mini';
import { boundedList, idSchema, imageSchema, shortTextSchema, timestampSchema } from './common';

const text = z.nullish(shortTextSchema);
const longText = z.string().check(z.maxLength(2_000));

/** docs/product/accounts.md menu page and menu; docs/product/accounts.md GET /api/menus/location/{location} answers an array of menus. */
const nonEmptyText = shortTextSchema.check(z.minLength(1));
export const menuPageSchema = z.looseObject({ slug: nonEmptyText, title: nonEmptyText });
export const menuSchema = z.looseObject({
  id: z.nullish(idSchema),
  name: text,
  title: text,
  location: text,
  pages: boundedList(menuPageSchema),
});
/** An array of menus, or a location-keyed map of them (docs/product/accounts.md "location-keyed list of menus"). */
export const menusResponseSchema = z.union([boundedList(menuSchema), z.record(z.string().check(z.maxLength(100)), boundedList(menuSchema))]);
export type WireMenu = z.infer<typeof menuSchema>;

/** A favourite, and the answer of GET /api/favourites: status and a data list (docs/product/selling.md saved listings). */
export const favouriteSchema = z.looseObject({ entity_id: idSchema });
export const favouritesResponseSchema = z.looseObject({
  status: z.nullish(z.union([shortTextSchema, z.boolean()])),
  data: boundedList(favouriteSchema),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

/** docs/product/accounts.md verification statuses: pending, rejected (retry allowed), verified or approved. */
export const VERIFICATION_REQUEST_STATUSES = ['pending', 'rejected', 'approved', 'verified'] as const;
export const DOCUMENT_TYPES = ['id_card', 'passport', 'driving_licence'] as const;

/** docs/product/accounts.md verification status response: status, and request (status, status_text). */
export const verificationStatusResponseSchema = z.looseObject({
  status: z.nullish(z.union([shortTextSchema, z.boolean()])),
  request: z.nullish(z.looseObject({ status: text, status_text: z.nullish(longText) })),
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;

/** docs/product/accounts.md verification request as the server keeps and shows it. */
export const verificationRequestSchema = z.looseObject({
  id: z.nullish(idSchema),
  name: shortTextSchema,
  surname: shortTextSchema,
  email: shortTextSchema,
  phone: shortTextSchema,
  document_type: z.enum(DOCUMENT_TYPES),
  front_image: z.nullish(imageSchema),
  back_image: z.nullish(imageSchema),
  terms_accepted: z.nullish(z.boolean()),
  status: z.nullish(z.enum(VERIFICATION_REQUEST_STATUSES)),
  submitted_at: z.nullish(timestampSchema),
  processed_at: z.nullish(timestampSchema),
  admin_note: z.nullish(longText),
});
export type WireVerificationRequest = z.infer<typeof verificationRequestSchema>;

/** docs/product/accounts.md profile-completion task (the click action is the client's, not on the wire). */
export const onboardingTaskSchema = z.looseObject({
  id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: shortTextSchema,
  description: z.nullish(longText),
  completed: z.boolean(),
  status: text,
});
export type WireOnboardingTask = z.infer<typeof onboardingTaskSchema>;
