import { z } from 'zod';

/**
 * Building blocks of the SPEC §3 wire schemas. Objects are "loose": unknown extra fields pass through, so a
 * server that adds fields never breaks the client; a missing required field is a typed error (see parse.ts).
 * Bounds keep a hostile payload from making the client allocate without limit.
 */
export const WIRE_LIMITS = { shortText: 500, longText: 100_000, url: 2_048, list: 10_000 } as const;

/** An entity id: a non-negative integer or an opaque string. */
export const idSchema = z.union([z.number().int().nonnegative(), z.string().min(1).max(100)]);
export type Id = z.infer<typeof idSchema>;

export const shortTextSchema = z.string().max(WIRE_LIMITS.shortText);
export const longTextSchema = z.string().max(WIRE_LIMITS.longText);
export const urlSchema = z.string().max(WIRE_LIMITS.url);

/** ISO 8601 / SQL-style text, or epoch milliseconds. */
export const timestampSchema = z.union([z.string().min(1).max(64), z.number().finite()]);

/** A numeric value that may arrive as a number or as exact decimal text (PostgreSQL numeric). */
export const numericSchema = z.union([z.number().finite(), z.string().regex(/^-?\d+(\.\d+)?$/).max(32)]);

/** SPEC §3 image variants: an original URL plus optimised variants by width; any may be missing. */
export const imageVariantsSchema = z.looseObject({
  original: urlSchema.nullish(),
  profile_small_webp: urlSchema.nullish(),
  profile_webp: urlSchema.nullish(),
  gallery_thumb_webp: urlSchema.nullish(),
  thumb_webp: urlSchema.nullish(),
  medium_webp: urlSchema.nullish(),
  lightbox_webp: urlSchema.nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});
export type WireImageVariants = z.infer<typeof imageVariantsSchema>;

/** Where SPEC allows a bare URL instead of the variants object. */
export const imageSchema = z.union([urlSchema, imageVariantsSchema]);

/** A list capped at WIRE_LIMITS.list entries. */
export const boundedList = <T extends z.ZodType>(item: T) => z.array(item).max(WIRE_LIMITS.list);
