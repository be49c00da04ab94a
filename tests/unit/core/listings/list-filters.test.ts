import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, attributeFamily, attributeValuesSchema, readAttributeFilter } from '../../../../core/listings/attributes';
import { activeFilterChips, familyOfList, filterableAttributes, toggleChoice, toggleSeller, withAttribute, withFlag, withoutFilters, withPrice, withSeller } from '../../../../core/listings/list-filters';
import { listingQueryFromSearch, listingQueryParams, readListingQuery } from '../../../../core/listings/listing-query';
import type { CategoryItem } from '../../../../core/listings/read-model';

const category = (slug: string, children: CategoryItem[] = []): CategoryItem => ({ id: slug, name: slug, slug, href: `/oglasi/kategorija/${slug}`, count: null, icon: null, children });
const CATEGORIES = [category('vozila', [category('avtomobili')]), category('nedviznosti', [category('stanovi')]), category('hobi')];

describe('listing details by category family (core/listings/attributes.ts)', () => {
  it('a subcategory has its parent\'s details; a category without its own has a condition only', () => {
    expect(familyOfList(CATEGORIES, 'avtomobili')).toBe('vehicles');
    expect(familyOfList(CATEGORIES, 'vozila')).toBe('vehicles');
    expect(familyOfList(CATEGORIES, 'stanovi')).toBe('realEstate');
    expect(familyOfList(CATEGORIES, 'hobi')).toBe('general');
    expect(familyOfList(CATEGORIES, undefined)).toBe('general');
    expect(attributeFamily('laptopi', 'kompjuteri')).toBe('computers');
    expect(ATTRIBUTES.general.map((definition) => definition.key)).toEqual(['condition']);
    expect(filterableAttributes('realEstate').map((definition) => definition.key)).toEqual(['area_m2', 'rooms', 'heating', 'furnished']);
  });

  it('the wizard and the server validate details with one schema: typed numbers, known choices', () => {
    const vehicles = attributeValuesSchema('vehicles');
    expect(vehicles.safeParse({ year: '2016', fuel: 'diesel', notes: 'free text passes' }).success).toBe(true);
    expect(vehicles.safeParse({ year: 2016.5 }).success).toBe(false);
    expect(vehicles.safeParse({ year: 1900 }).success).toBe(false);
    expect(vehicles.safeParse({ fuel: 'coal' }).success).toBe(false);
    expect(attributeValuesSchema('realEstate').safeParse({ rooms: 3, heating: 'heat_pump' }).success).toBe(true);
  });

  it('reads a filter from the URL: choices of a known detail, or a range inside its bounds', () => {
    expect(readAttributeFilter('fuel', 'diesel,hybrid,diesel')).toEqual({ kind: 'choice', values: ['diesel', 'hybrid'] });
    expect(readAttributeFilter('year', '2015..')).toEqual({ kind: 'range', min: 2015 });
    expect(readAttributeFilter('floor', '-1..3')).toEqual({ kind: 'range', min: -1, max: 3 });
    for (const [key, raw] of [['fuel', 'coal'], ['year', '2020..2010'], ['year', '..'], ['year', 'x..2'], ['nope', '1..2'], ['year', '1800..']]) {
      expect(readAttributeFilter(key!, raw!)).toBeNull();
    }
  });
});

describe('the filter bar (core/listings/list-filters.ts)', () => {
  const query = listingQueryFromSearch('q=golf&sort=oldest&page=3&price_max=8000&photos=1&a.fuel=diesel&a.year=2015..');

  it('every filter is a removable chip; removing one keeps the others, the search and the sort, on page 1', () => {
    const chips = activeFilterChips(query);
    expect(chips.map((chip) => chip.key)).toEqual(['price', 'photos', 'a.fuel', 'a.year']);
    expect(chips[0]).toMatchObject({ kind: 'price', max: 8000, currency: 'EUR' });
    expect(listingQueryParams(chips[2]!.without)).toEqual({ q: 'golf', price_max: '8000', photos: '1', 'a.year': '2015..', sort: 'oldest' });
    expect(listingQueryParams(withoutFilters(query))).toEqual({ q: 'golf', sort: 'oldest' });
  });

  it('changes build the next query, and the server reads it back as the same filters', () => {
    let next = toggleChoice(query, 'fuel', 'hybrid');
    next = withAttribute(next, 'gearbox', { kind: 'choice', values: ['automatic'] });
    next = withFlag(withPrice(next, 1000, 500000, 'MKD'), 'verified', true);
    const params = listingQueryParams(next);
    expect(params).toMatchObject({ price_min: '1000', price_max: '500000', currency: 'MKD', verified: '1', 'a.fuel': 'diesel,hybrid', 'a.gearbox': 'automatic' });
    expect(params.page).toBeUndefined();
    const read = readListingQuery(params);
    expect(read?.attributes).toEqual({ fuel: { kind: 'choice', values: ['diesel', 'hybrid'] }, gearbox: { kind: 'choice', values: ['automatic'] }, year: { kind: 'range', min: 2015 } });
    expect(toggleChoice(toggleChoice(next, 'fuel', 'diesel'), 'fuel', 'hybrid').attributes?.fuel).toBeUndefined();
  });

  it('the seller type is one removable chip; choosing it, or the other, or clearing it goes back to page 1', () => {
    const company = listingQueryFromSearch('category=vozila&verified=1&seller=company&sort=oldest&page=4&a.fuel=diesel');
    const chips = activeFilterChips(company);
    expect(chips.map((chip) => chip.key)).toEqual(['verified', 'seller', 'a.fuel']);
    expect(chips[1]).toMatchObject({ kind: 'seller', seller: 'company' });
    expect(listingQueryParams(chips[1]!.without)).toEqual({ category: 'vozila', verified: '1', 'a.fuel': 'diesel', sort: 'oldest' });
    expect(listingQueryParams(withoutFilters(company))).toEqual({ category: 'vozila', sort: 'oldest' });
    expect(withSeller(company, 'private')).toMatchObject({ seller: 'private', page: 1 });
    expect(withSeller(company, undefined)).not.toHaveProperty('seller');
    // The pressed chip: the other type replaces it, the same one clears it.
    expect(toggleSeller(company, 'private').seller).toBe('private');
    expect(toggleSeller(company, 'company')).not.toHaveProperty('seller');
    expect(toggleSeller(listingQueryFromSearch('page=3'), 'private')).toEqual({ page: 1, seller: 'private' });
    expect(readListingQuery(listingQueryParams(withSeller(company, 'private')))?.seller).toBe('private');
  });

  it('the server refuses a malformed filter where the page reading its URL drops it', () => {
    expect(readListingQuery({ 'a.fuel': 'coal' })).toBeNull();
    expect(readListingQuery({ seller: 'bogus' })).toBeNull();
    expect(listingQueryFromSearch('seller=bogus&photos=1')).toEqual({ page: 1, photos: '1' });
    expect(readListingQuery({ 'a.fuel': ['diesel', 'petrol'] })).toBeNull();
    expect(listingQueryFromSearch('a.fuel=coal&a.year=2015..').attributes).toEqual({ year: { kind: 'range', min: 2015 } });
  });
});
