import { z } from './zod-mini';

/**
 * The catalogue's wire shapes — the one definition the home page, the wizard, the place pickers, the server's first
 * paint (server/web/browse-head.ts) and the contract tests read (docs/api.md `GET /api/categories`,
 * `GET /api/locations`). Kept light: the home page validates the categories with it on its first download.
 */

/** A category: top-level ones carry their subcategories (one level deep); unknown fields pass. */
export interface WireCategory {
  id: number | string;
  name: string;
  slug: string;
  icon?: string | null | undefined;
  parent_id?: number | string | null | undefined;
  listings_count?: number | null | undefined;
  subcategories?: WireCategory[] | null | undefined;
}

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());

export const categorySchema: z.ZodMiniType<WireCategory> = z.lazy(() =>
  z.looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    icon: text,
    parent_id: z.nullish(id),
    listings_count: z.nullish(z.number()),
    subcategories: z.nullish(z.array(categorySchema)),
  }),
);
export const categoriesSchema = z.array(categorySchema);

/** A place: a town, or a region of North Macedonia with its towns (`label` is a display name where one differs). */
export const placeSchema = z.looseObject({ id: z.number(), name: z.string(), label: z.nullish(z.string()), slug: z.string() });
export const regionSchema = z.extend(placeSchema, { cities: z.nullish(z.array(placeSchema)) });
export const regionsSchema = z.array(regionSchema);
export type WireRegion = z.infer<typeof regionSchema>;
