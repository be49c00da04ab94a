import { describe, expect, it } from 'vitest';
import { activeFilterCount, BROWSE_SORTS, isRefinedQuery, LISTING_QUERY_FIELDS, listingQueryFromSearch, listingQueryParams, listingQuerySchema, SEARCH_SORTS, shownSort } from '../../../../core/listings/listing-query';
import { pageOf, sortOf } from '../../../../core/listings/listing-query-params';

/** The list contract (core/listings/listing-query.ts): what the client builds is what the server parses. */
describe('the list query contract', () => {
  it('writes one query string per query: fixed order, no empty values, no page 1', () => {
    expect(listingQueryParams({ page: 1, sort: 'price_asc', category: 'vozila', q: '', price_max: 8000 })).toEqual({ category: 'vozila', price_max: '8000', sort: 'price_asc' });
    expect(Object.keys(listingQueryParams({ sort: 'oldest', q: 'golf', page: 3, location: 'skopje' }))).toEqual(['q', 'location', 'sort', 'page']);
  });

  it('the server parses exactly what the client writes, round trip', () => {
    const query = { q: 'голф 7', category: 'avtomobili', location: 'skopje', price_min: 1000, price_max: 8000, sort: 'price_desc' as const, page: 4 };
    const parsed = listingQuerySchema.safeParse(listingQueryParams(query));
    expect(parsed.success && parsed.data).toEqual(query);
    expect(listingQueryFromSearch(new URLSearchParams(listingQueryParams(query)))).toEqual(query);
  });

  it('the server refuses a parameter that breaks its rule; a page URL drops it instead', () => {
    const bads: Record<string, string>[] = [{ page: '0' }, { page: 'x' }, { page: '1001' }, { sort: 'cheapest' }, { price_min: '-1' }, { category: 'x'.repeat(121) }, { as_of: 'yesterday' }, { seller: 'bogus' }, { seller: 'Company' }];
    for (const bad of bads) {
      expect(listingQuerySchema.safeParse(bad).success).toBe(false);
      const params = new URLSearchParams(bad as Record<string, string>);
      const read = listingQueryFromSearch(params);
      expect(read.page).toBe(1);
      expect(Object.keys(read)).toEqual(['page']);
    }
  });

  it('a sort a page does not offer is its default; search defaults to relevance', () => {
    expect(listingQueryFromSearch('sort=relevance', BROWSE_SORTS).sort).toBeUndefined();
    expect(listingQueryFromSearch('sort=relevance', SEARCH_SORTS).sort).toBe('relevance');
    expect(shownSort({}, BROWSE_SORTS)).toBe('newest');
    expect(shownSort({}, SEARCH_SORTS)).toBe('relevance');
    expect(shownSort({ sort: 'oldest' }, BROWSE_SORTS)).toBe('oldest');
  });

  it('sorting or a price range refines a page; its place, category or page number does not', () => {
    expect(isRefinedQuery({ page: 3, category: 'vozila', location: 'skopje' })).toBe(false);
    expect(isRefinedQuery({ page: 1, sort: 'oldest' })).toBe(true);
    expect(isRefinedQuery({ page: 1, price_max: 100 })).toBe(true);
    expect(isRefinedQuery({ page: 1, category: 'vozila', seller: 'company' })).toBe(true);
  });

  it('the seller type: private or company, written with the other filters and read back the same on both sides', () => {
    const query = { category: 'vozila', photos: '1' as const, seller: 'company' as const, sort: 'oldest' as const, page: 2 };
    expect(Object.keys(listingQueryParams(query))).toEqual(['category', 'photos', 'seller', 'sort', 'page']);
    const parsed = listingQuerySchema.safeParse(listingQueryParams(query));
    expect(parsed.success && parsed.data).toEqual(query);
    expect(listingQueryFromSearch('seller=private').seller).toBe('private');
    expect(activeFilterCount({ seller: 'private' })).toBe(1);
    expect(activeFilterCount({ seller: 'company', verified: '1', price_max: 10 })).toBe(3);
    expect(activeFilterCount({ category: 'vozila' })).toBe(0);
  });

  it('the light readers home uses read a page and a sort exactly as the schema does', () => {
    for (const raw of ['1', '2', '1000', '1001', '0', '-3', '2.5', 'x', '', ' 7 ', '1e2']) {
      const schema = LISTING_QUERY_FIELDS.page.safeParse(raw);
      expect({ raw, page: pageOf(raw) }).toEqual({ raw, page: schema.success && raw.trim() !== '' ? schema.data : 1 });
    }
    for (const raw of ['newest', 'relevance', 'price_asc', 'cheapest', '']) {
      expect(sortOf(raw, SEARCH_SORTS)).toBe(LISTING_QUERY_FIELDS.sort.safeParse(raw).success ? raw : undefined);
    }
  });
});
