import { z } from './zod-mini';
import { boundedList, idSchema, shortTextSchema } from './common';

const text = z.nullish(shortTextSchema);

// docs/product/browsing.md: "name or label" — at least one of them must be there to show the item.
const hasNameOrLabel = (item: { name?: string | null; label?: string | null }) =>
  (typeof item.name === 'string' && item.name.trim() !== '') || (typeof item.label === 'string' && item.label.trim() !== '');
const NAME_OR_LABEL = { message: 'name or label is required' };

/** docs/product/browsing.md region item (also used for cities). */
export const regionSchema = z
  .looseObject({ id: z.nullish(idSchema), name: text, label: text, slug: text, parent_id: z.nullish(idSchema) })
  .check(z.refine(hasNameOrLabel, NAME_OR_LABEL));
export type WireRegion = z.infer<typeof regionSchema>;

const categoryBase = z.looseObject({
  id: z.nullish(idSchema),
  name: text,
  label: text,
  slug: text,
  icon: text,
  parent_id: z.nullish(idSchema),
  listings_count: z.nullish(z.number()),
  regions: z.nullish(boundedList(regionSchema)),
});

/**
 * docs/product/browsing.md category item: name or label; some have a regions list; `subcategories` (the reference server's word,
 * GET /api/categories) nest one level. The one category schema of the client, the server's tests and the docs.
 */
export const categorySchema = z
  .extend(categoryBase, { subcategories: z.nullish(boundedList(categoryBase.check(z.refine(hasNameOrLabel, NAME_OR_LABEL)))) })
  .check(z.refine(hasNameOrLabel, NAME_OR_LABEL));
export type WireCategory = z.infer<typeof categorySchema>;

export const categoriesSchema = boundedList(categorySchema);
export const regionsSchema = boundedList(regionSchema);
