import { z } from '../schemas/zod-mini';
import { ACCOUNT_TYPES } from '../accounts/account-types';
import { readAttributeFilter } from './attributes';
import { ATTRIBUTE_PARAM_PREFIX, LIST_PAGE_MAX, LISTING_SORTS, BROWSE_SORTS, PARAMETER_ORDER, type AttributeFilter, type ListingSort } from './listing-query-params';

/**
 * What a list or a search asks for — the one contract of `GET /api/oglasi` and `GET /api/oglasi/search` (docs/api.md):
 * the server parses a request with `listingQuerySchema`, the client builds one with `listingQueryParams`, a page
 * reads its URL with `listingQueryFromSearch`, and the server's first paint of a category or place page reads the
 * same URL the same way (server/web/browse-head.ts). A new filter is a field here plus its uses.
 */
export { LISTING_SORTS, BROWSE_SORTS, SEARCH_SORTS, LIST_PAGE_MAX, shownSort, listingQueryParams, activeFilterCount, isRefinedQuery, type ListingSort } from './listing-query-params';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;
const slug = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const amount = z.coerce.number().check(z.minimum(0), z.maximum(1e12));

/** Each parameter's rule, on its own: the strict schema is made of these, and the lenient URL reader applies them one by one. */
export const LISTING_QUERY_FIELDS = {
  page: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIST_PAGE_MAX)),
  sort: z.enum(LISTING_SORTS),
  q: z.string().check(z.maxLength(200)),
  category: slug,
  location: slug,
  user: slug,
  /** A price range, in `currency` (euros when absent); every listing is compared by its euro value (docs/api.md). */
  price_min: amount,
  price_max: amount,
  currency: z.enum(['EUR', 'MKD']),
  /** Only listings with at least one photo. */
  photos: z.literal('1'),
  /** Only listings of sellers whose identity is verified. */
  verified: z.literal('1'),
  /** Only private sellers' listings, or only companies' (the listing's `user_type`). */
  seller: z.enum(ACCOUNT_TYPES),
  /** Pages that stay put while listings arrive: only those published at or before this instant. */
  // An ISO instant with its offset; checked with a plain pattern and Date rather than zod's ISO format, whose
  // parser would ride along in the first download of every list page.
  as_of: z.string().check(z.regex(ISO_INSTANT), z.refine((value) => !Number.isNaN(Date.parse(value)))),
} as const;

type FieldName = keyof typeof LISTING_QUERY_FIELDS;

/** The request's parameters as the server accepts them: one that breaks its rule makes the request 422. */
export const listingQuerySchema = z.object({
  page: z.optional(LISTING_QUERY_FIELDS.page),
  sort: z.optional(LISTING_QUERY_FIELDS.sort),
  q: z.optional(LISTING_QUERY_FIELDS.q),
  category: z.optional(LISTING_QUERY_FIELDS.category),
  location: z.optional(LISTING_QUERY_FIELDS.location),
  user: z.optional(LISTING_QUERY_FIELDS.user),
  price_min: z.optional(LISTING_QUERY_FIELDS.price_min),
  price_max: z.optional(LISTING_QUERY_FIELDS.price_max),
  currency: z.optional(LISTING_QUERY_FIELDS.currency),
  photos: z.optional(LISTING_QUERY_FIELDS.photos),
  verified: z.optional(LISTING_QUERY_FIELDS.verified),
  seller: z.optional(LISTING_QUERY_FIELDS.seller),
  as_of: z.optional(LISTING_QUERY_FIELDS.as_of),
});
/** A request: its fixed parameters, and its attribute filters (`a.<key>`, core/listings/attributes.ts) by key. */
export type ListingQuery = Omit<z.output<typeof listingQuerySchema>, 'page'> & { page: number; attributes?: Readonly<Record<string, AttributeFilter>> };

/**
 * A request's parameters as the server reads them: the fixed ones by the schema, the attribute filters by their
 * definitions; any parameter that breaks its rule makes the request 422 (`null` here).
 */
export function readListingQuery(raw: Record<string, unknown>): ListingQuery | null {
  const parsed = listingQuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  const query: ListingQuery = { ...parsed.data, page: parsed.data.page ?? 1 };
  for (const [name, value] of Object.entries(raw)) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const filter = typeof value === 'string' ? readAttributeFilter(name.slice(ATTRIBUTE_PARAM_PREFIX.length), value) : null;
    if (!filter) return null;
    query.attributes = { ...query.attributes, [name.slice(ATTRIBUTE_PARAM_PREFIX.length)]: filter };
  }
  return query;
}

const ORDER: readonly FieldName[] = PARAMETER_ORDER;

/**
 * A page's URL read as a query: each parameter by its own rule, and one that breaks it is left out (a bad page is
 * page 1; a sort the page does not offer is its default), so a hand-edited or stale link still shows a list.
 */
export function listingQueryFromSearch(search: URLSearchParams | string, sorts: readonly ListingSort[] = BROWSE_SORTS): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: ListingQuery = { page: 1 };
  const target = query as Record<FieldName, unknown>;
  for (const name of ORDER) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const parsed = LISTING_QUERY_FIELDS[name].safeParse(raw);
    if (parsed.success) target[name] = parsed.data;
  }
  if (query.sort !== undefined && !sorts.includes(query.sort)) delete query.sort;
  for (const [name, value] of params) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const key = name.slice(ATTRIBUTE_PARAM_PREFIX.length);
    const filter = readAttributeFilter(key, value);
    if (filter) query.attributes = { ...query.attributes, [key]: filter };
  }
  return query;
}




