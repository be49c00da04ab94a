import type { ListingQuery } from './listing-query';

/**
 * The light half of the list contract (core/listings/listing-query.ts): the sorts, the order parameters are written
 * in, the writer and the page's sort and page — no schema library, so home's first download carries none of the
 * filters' rules (docs/decisions/094-home-javascript-by-module.md). The rules themselves (what each parameter may
 * be) are the schema module's; `tests/unit/core/listings/listing-query.test.ts` checks both halves agree.
 */
export const LISTING_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'relevance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The sorts a category, place or user page offers, its default first. */
export const BROWSE_SORTS: readonly ListingSort[] = ['newest', 'oldest', 'price_desc', 'price_asc'];
/** A search adds relevance, first and default. */
export const SEARCH_SORTS: readonly ListingSort[] = ['relevance', ...BROWSE_SORTS];
/** The deepest page a request may name (the server lists at most MAX_PAGE of them, server/listings/list-statement.ts). */
export const LIST_PAGE_MAX = 1000;
/** Attribute filters travel in the URL as `a.<key>=diesel,hybrid` or `a.<key>=2015..2020` (`2015..`, `..2020`). */
export const ATTRIBUTE_PARAM_PREFIX = 'a.';

/** A filter on one listing detail (core/listings/attributes.ts): some of its choices, or a range (either end open). */
export type AttributeFilter = { kind: 'choice'; values: string[] } | { kind: 'range'; min?: number; max?: number };

/** A filter's URL value (the inverse of attributes.ts's readAttributeFilter). */
export function attributeFilterValue(filter: AttributeFilter): string {
  return filter.kind === 'choice' ? filter.values.join(',') : `${filter.min ?? ''}..${filter.max ?? ''}`;
}

export type FixedParameter = 'q' | 'category' | 'location' | 'user' | 'price_min' | 'price_max' | 'currency' | 'photos' | 'verified' | 'seller' | 'sort' | 'as_of' | 'page';
/** The order parameters are written in: one query has one URL (caches, shared links, canonical addresses). */
export const PARAMETER_ORDER: readonly FixedParameter[] = ['q', 'category', 'location', 'user', 'price_min', 'price_max', 'currency', 'photos', 'verified', 'seller', 'sort', 'as_of', 'page'];

/** A `?page=` value: a whole number from 1 to LIST_PAGE_MAX, anything else page 1 (the schema's rule, without it). */
export function pageOf(value: string | null | undefined): number {
  const page = value === null || value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(page) && page >= 1 && page <= LIST_PAGE_MAX ? page : 1;
}

/** A `?sort=` value the page offers, or undefined (then the page's default shows). */
export function sortOf(value: string | null | undefined, sorts: readonly ListingSort[] = BROWSE_SORTS): ListingSort | undefined {
  return sorts.find((sort) => sort === value);
}

/** The sort a page shows: the query's, or the page's default. */
export function shownSort(query: { sort?: ListingSort | undefined }, sorts: readonly ListingSort[] = BROWSE_SORTS): ListingSort {
  return query.sort !== undefined && sorts.includes(query.sort) ? query.sort : sorts[0]!;
}

/** The query string of a query: parameters in one order, empty ones and page 1 left out. */
export function listingQueryParams(query: Partial<ListingQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of PARAMETER_ORDER) {
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

/** How many filters narrow a query (the filter button's count): price range, photos, verified, seller type, each attribute. */
export function activeFilterCount(query: Partial<ListingQuery>): number {
  return (
    (query.price_min !== undefined || query.price_max !== undefined ? 1 : 0) +
    (query.photos ? 1 : 0) +
    (query.verified ? 1 : 0) +
    (query.seller !== undefined ? 1 : 0) +
    Object.keys(query.attributes ?? {}).length
  );
}

/** Whether a query narrows or reorders the list beyond its page (such pages are not indexed: browse-head.ts). */
export function isRefinedQuery(query: Partial<ListingQuery>): boolean {
  return Object.keys(query.attributes ?? {}).length > 0 || PARAMETER_ORDER.some((name) => name !== 'page' && name !== 'category' && name !== 'location' && name !== 'user' && query[name] !== undefined);
}
