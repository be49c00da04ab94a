import type { AttributeFilter } from '../listings/listing-query-params';
import { listingQueryParams } from '../listings/listing-query-params';
import type { ListingQuery } from '../listings/listing-query';
import { categoryPath, listingPath, locationPath } from '../routes/paths';
import { ROUTES } from '../routes/routes';

/**
 * A saved search (docs/product/browsing.md "Saved searches") is a stored list query: the filters of a category,
 * place or search page — never its page, sort or snapshot instant. Normalised here, once, for the client and the
 * server alike, so the same filters are the same saved search whatever order they were chosen in.
 */

/** How many saved searches one account may keep (docs/product/browsing.md "Saved searches"). */
export const SAVED_SEARCH_LIMIT = 20;

/** What a saved search holds: a list query without page, sort and snapshot. */
export type SavedQuery = Omit<ListingQuery, 'page' | 'sort' | 'as_of'>;

const sortedChoice = (filter: AttributeFilter): AttributeFilter =>
  filter.kind === 'choice' ? { kind: 'choice', values: [...new Set(filter.values)].sort() } : { kind: 'range', ...(filter.min !== undefined ? { min: filter.min } : {}), ...(filter.max !== undefined ? { max: filter.max } : {}) };

/**
 * The one spelling of a query's filters: page, sort and `as_of` dropped; the words trimmed with their spaces
 * collapsed; the currency kept only beside a price, and euros (the default) left out; each choice's values sorted and
 * once; a seller's page (`user`) is not a saved search and is left out.
 */
export function normaliseSavedQuery(query: Partial<ListingQuery>): SavedQuery {
  const out: SavedQuery = {};
  const q = query.q?.replace(/\s+/g, ' ').trim();
  if (q) out.q = q;
  if (query.category) out.category = query.category.trim();
  if (query.location) out.location = query.location.trim();
  if (query.price_min !== undefined) out.price_min = query.price_min;
  if (query.price_max !== undefined) out.price_max = query.price_max;
  if ((out.price_min !== undefined || out.price_max !== undefined) && query.currency === 'MKD') out.currency = 'MKD';
  if (query.photos) out.photos = '1';
  if (query.verified) out.verified = '1';
  if (query.seller !== undefined) out.seller = query.seller;
  const keys = Object.keys(query.attributes ?? {}).sort();
  if (keys.length > 0) out.attributes = Object.fromEntries(keys.map((key) => [key, sortedChoice(query.attributes![key]!)]));
  return out;
}

/** The canonical query string of a saved search: one set of filters, one string (the server's key of it). */
export function savedQueryString(query: Partial<ListingQuery>): string {
  return new URLSearchParams(listingQueryParams({ ...normaliseSavedQuery(query), page: 1 })).toString();
}

/** Whether a list can be saved: it names a category, a place, search words or a filter (not the whole site). */
export function isSavableQuery(query: Partial<ListingQuery>): boolean {
  const saved = normaliseSavedQuery(query);
  return Object.keys(saved).length > 0;
}

/**
 * The list page a saved search opens: the search page when it has words, else the category page, the place page or
 * the category-in-a-place page, with the other filters in the query string.
 */
export function savedSearchPath(query: SavedQuery): string {
  const { category, location, ...rest } = query;
  if (query.q) {
    const params = new URLSearchParams(listingQueryParams({ ...query, page: 1 })).toString();
    return `${ROUTES.search}?${params}`;
  }
  const path = category && location ? listingPath(location, category) : category ? categoryPath(category) : location ? locationPath(location) : ROUTES.search;
  const params = new URLSearchParams(listingQueryParams({ ...rest, page: 1 })).toString();
  return params ? `${path}?${params}` : path;
}
