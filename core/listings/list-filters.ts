import type { AccountType } from '../accounts/account-types';
import { ATTRIBUTES, attributeFamily, type AttributeDefinition, type AttributeFamily, type AttributeFilter } from './attributes';
import type { ListingQuery } from './listing-query';
import type { CategoryItem } from './read-model';

/**
 * The filter bar's rules (docs/product/browsing.md "Filters"): which filters a list offers, the chips of the active
 * ones (each removable on its own), and the query a change makes. The UI renders these; every change goes back to
 * page 1 and keeps the rest of the query (sort, place, search words), so the URL stays the one source of the list.
 */

/** The family of the category a list shows (by its slug, or its parent's when it is a subcategory). */
export function familyOfList(categories: readonly CategoryItem[], categorySlug: string | undefined): AttributeFamily {
  if (!categorySlug) return 'general';
  for (const top of categories) {
    if (top.slug === categorySlug) return attributeFamily(top.slug);
    if (top.children.some((child) => child.slug === categorySlug)) return attributeFamily(categorySlug, top.slug);
  }
  return attributeFamily(categorySlug);
}

/** The subcategories a category page offers as chips (with their listing counts), or none for a subcategory. */
export function subcategoryChips(categories: readonly CategoryItem[], categorySlug: string | undefined): readonly CategoryItem[] {
  return categories.find((top) => top.slug === categorySlug)?.children ?? [];
}

/** The details a family's lists filter by. */
export function filterableAttributes(family: AttributeFamily): readonly AttributeDefinition[] {
  return ATTRIBUTES[family].filter((definition) => definition.filter);
}

/** An active filter as the bar shows it: what it is (the UI words it from the catalogue) and the query without it. */
export type FilterChip = (
  | { kind: 'price'; min?: number; max?: number; currency: 'EUR' | 'MKD' }
  | { kind: 'photos' | 'verified' }
  | { kind: 'seller'; seller: AccountType }
  | { kind: 'choice'; attribute: string; values: readonly string[] }
  | { kind: 'range'; attribute: string; min?: number; max?: number }
) & { key: string; without: ListingQuery };

/** The active filters as removable chips, in the bar's order: price, photos, verified, seller type, then each detail. */
export function activeFilterChips(query: ListingQuery): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.price_min !== undefined || query.price_max !== undefined) {
    chips.push({ key: 'price', kind: 'price', ...bounds(query.price_min, query.price_max), currency: query.currency ?? 'EUR', without: withPrice(query, undefined, undefined, undefined) });
  }
  if (query.photos) chips.push({ key: 'photos', kind: 'photos', without: withFlag(query, 'photos', false) });
  if (query.verified) chips.push({ key: 'verified', kind: 'verified', without: withFlag(query, 'verified', false) });
  if (query.seller !== undefined) chips.push({ key: 'seller', kind: 'seller', seller: query.seller, without: withSeller(query, undefined) });
  for (const [attribute, filter] of Object.entries(query.attributes ?? {})) {
    const without = withAttribute(query, attribute, undefined);
    if (filter.kind === 'choice') chips.push({ key: `a.${attribute}`, kind: 'choice', attribute, values: filter.values, without });
    else chips.push({ key: `a.${attribute}`, kind: 'range', attribute, ...bounds(filter.min, filter.max), without });
  }
  return chips;
}

const bounds = (min: number | undefined, max: number | undefined) => ({ ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });

/** The query with the price range set (or cleared), back on page 1. */
export function withPrice(query: ListingQuery, min: number | undefined, max: number | undefined, currency: 'EUR' | 'MKD' | undefined): ListingQuery {
  const next: ListingQuery = { ...query, page: 1 };
  delete next.price_min;
  delete next.price_max;
  delete next.currency;
  if (min !== undefined) next.price_min = min;
  if (max !== undefined) next.price_max = max;
  if ((min !== undefined || max !== undefined) && currency === 'MKD') next.currency = 'MKD';
  return next;
}

/** The query with "only with photos" / "only verified sellers" on or off, back on page 1. */
export function withFlag(query: ListingQuery, flag: 'photos' | 'verified', on: boolean): ListingQuery {
  const next: ListingQuery = { ...query, page: 1 };
  if (on) next[flag] = '1';
  else delete next[flag];
  return next;
}

/** The query with only private sellers' or only companies' listings (or either: `undefined`), back on page 1. */
export function withSeller(query: ListingQuery, seller: AccountType | undefined): ListingQuery {
  const next: ListingQuery = { ...query, page: 1 };
  if (seller !== undefined) next.seller = seller;
  else delete next.seller;
  return next;
}

/** The seller-type choice pressed: the other type replaces it, pressing the chosen one again clears it. */
export function toggleSeller(query: ListingQuery, seller: AccountType): ListingQuery {
  return withSeller(query, query.seller === seller ? undefined : seller);
}

/** The query with one detail's filter set (or removed: `undefined`, or a choice with nothing chosen), back on page 1. */
export function withAttribute(query: ListingQuery, key: string, filter: AttributeFilter | undefined): ListingQuery {
  const attributes = { ...query.attributes };
  const empty = !filter || (filter.kind === 'choice' ? filter.values.length === 0 : filter.min === undefined && filter.max === undefined);
  if (empty) delete attributes[key];
  else attributes[key] = filter;
  const next: ListingQuery = { ...query, page: 1, attributes };
  if (Object.keys(attributes).length === 0) delete next.attributes;
  return next;
}

/** One choice of a detail toggled in the query's filter on it. */
export function toggleChoice(query: ListingQuery, key: string, value: string): ListingQuery {
  const current = query.attributes?.[key];
  const values = current?.kind === 'choice' ? current.values : [];
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return withAttribute(query, key, { kind: 'choice', values: next });
}

/** The query without any filter (its place, category, search words and sort stay). */
export function withoutFilters(query: ListingQuery): ListingQuery {
  let next = withPrice(query, undefined, undefined, undefined);
  next = withSeller(withFlag(withFlag(next, 'photos', false), 'verified', false), undefined);
  delete next.attributes;
  return next;
}
