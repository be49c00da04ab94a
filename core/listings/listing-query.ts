import { z } from '../schemas/zod-mini';
import { ATTRIBUTE_PARAM_PREFIX, attributeFilterValue, readAttributeFilter, type AttributeFilter } from './attributes';

/**
 * What a list or a search asks for — the one contract of `GET /api/oglasi` and `GET /api/oglasi/search` (docs/api.md):
 * the server parses a request with `listingQuerySchema`, the client builds one with `listingQueryParams`, a page
 * reads its URL with `listingQueryFromSearch`, and the server's first paint of a category or place page reads the
 * same URL the same way (server/web/browse-head.ts). A new filter is a field here plus its uses.
 */
export const LISTING_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'relevance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The sorts a category, place or user page offers, its default first. */
export const BROWSE_SORTS: readonly ListingSort[] = ['newest', 'oldest', 'price_desc', 'price_asc'];
/** A search adds relevance, first and default. */
export const SEARCH_SORTS: readonly ListingSort[] = ['relevance', ...BROWSE_SORTS];
/** The deepest page a request may name (the server lists at most MAX_PAGE of them, server/listings/list-statement.ts). */
export const LIST_PAGE_MAX = 1000;

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
  /** Pages that stay put while listings arrive: only those published at or before this instant. */
  as_of: z.iso.datetime({ offset: true }),
} as const;

type Fields = typeof LISTING_QUERY_FIELDS;
type FieldName = keyof Fields;

/** The request's parameters as the server accepts them: one that breaks its rule makes the request 422. */
export const listingQuerySchema = z.object({
  page: z._default(LISTING_QUERY_FIELDS.page, 1),
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
  as_of: z.optional(LISTING_QUERY_FIELDS.as_of),
});
/** A request: its fixed parameters, and its attribute filters (`a.<key>`, core/listings/attributes.ts) by key. */
export type ListingQuery = z.output<typeof listingQuerySchema> & { attributes?: Readonly<Record<string, AttributeFilter>> };

/**
 * A request's parameters as the server reads them: the fixed ones by the schema, the attribute filters by their
 * definitions; any parameter that breaks its rule makes the request 422 (`null` here).
 */
export function readListingQuery(raw: Record<string, unknown>): ListingQuery | null {
  const parsed = listingQuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  const query: ListingQuery = parsed.data;
  for (const [name, value] of Object.entries(raw)) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const filter = typeof value === 'string' ? readAttributeFilter(name.slice(ATTRIBUTE_PARAM_PREFIX.length), value) : null;
    if (!filter) return null;
    query.attributes = { ...query.attributes, [name.slice(ATTRIBUTE_PARAM_PREFIX.length)]: filter };
  }
  return query;
}

/** The order parameters are written in: one query has one URL (caches, shared links, canonical addresses). */
const ORDER: readonly FieldName[] = ['q', 'category', 'location', 'user', 'price_min', 'price_max', 'currency', 'photos', 'verified', 'sort', 'as_of', 'page'];

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

/** The sort a page shows: the query's, or the page's default. */
export function shownSort(query: Pick<ListingQuery, 'sort'>, sorts: readonly ListingSort[] = BROWSE_SORTS): ListingSort {
  return query.sort !== undefined && sorts.includes(query.sort) ? query.sort : sorts[0]!;
}

/** The query string of a query: parameters in one order, empty ones and page 1 left out. */
export function listingQueryParams(query: Partial<ListingQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ORDER) {
    if (name === 'sort') {
      // Attribute filters sit with the other filters, before the sort and the page, in key order.
      for (const key of Object.keys(query.attributes ?? {}).sort()) params[`${ATTRIBUTE_PARAM_PREFIX}${key}`] = attributeFilterValue(query.attributes![key]!);
    }
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    if (name === 'page' && value === 1) continue;
    params[name] = String(value);
  }
  return params;
}

/** How many filters narrow a query (the filter button's count): price range, photos, verified, each attribute. */
export function activeFilterCount(query: Partial<ListingQuery>): number {
  return (
    (query.price_min !== undefined || query.price_max !== undefined ? 1 : 0) +
    (query.photos ? 1 : 0) +
    (query.verified ? 1 : 0) +
    Object.keys(query.attributes ?? {}).length
  );
}

/** Whether a query narrows or reorders the list beyond its page (such pages are not indexed: browse-head.ts). */
export function isRefinedQuery(query: Partial<ListingQuery>): boolean {
  return Object.keys(query.attributes ?? {}).length > 0 || ORDER.some((name) => name !== 'page' && name !== 'category' && name !== 'location' && name !== 'user' && query[name] !== undefined);
}
