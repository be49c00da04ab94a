import { z } from './zod-mini';

/**
 * Building blocks of the docs/product/browsing.md wire schemas. Objects are "loose": unknown extra fields pass through, so a
 * server that adds fields never breaks the client; a missing required field is a typed error (see parse.ts).
 * Bounds keep a hostile payload from making the client allocate without limit.
 */
export const WIRE_LIMITS = { shortText: 500, longText: 100_000, url: 2_048, list: 10_000 } as const;

/** An entity id: a non-negative integer or an opaque string. */
export const idSchema = z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1), z.maxLength(100))]);
export type Id = z.infer<typeof idSchema>;

export const shortTextSchema = z.string().check(z.maxLength(WIRE_LIMITS.shortText));
export const longTextSchema = z.string().check(z.maxLength(WIRE_LIMITS.longText));
export const urlSchema = z.string().check(z.maxLength(WIRE_LIMITS.url));

/** ISO 8601 / SQL-style text, or epoch milliseconds (z.number() itself refuses NaN and ±Infinity). */
export const timestampSchema = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()]);

/** A numeric value that may arrive as a number or as exact decimal text (PostgreSQL numeric). */
export const numericSchema = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/), z.maxLength(32))]);

/** docs/product/selling.md image variants: an original URL plus optimised variants by width; any may be missing. */
export const imageVariantsSchema = z.looseObject({
  original: z.nullish(urlSchema),
  profile_small_webp: z.nullish(urlSchema),
  profile_webp: z.nullish(urlSchema),
  gallery_thumb_webp: z.nullish(urlSchema),
  thumb_webp: z.nullish(urlSchema),
  medium_webp: z.nullish(urlSchema),
  lightbox_webp: z.nullish(urlSchema),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
});
export type WireImageVariants = z.infer<typeof imageVariantsSchema>;

/** Where a bare URL is allowed instead of the variants object. */
export const imageSchema = z.union([urlSchema, imageVariantsSchema]);

/** A list capped at WIRE_LIMITS.list entries. */
export const boundedList = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(WIRE_LIMITS.list));
