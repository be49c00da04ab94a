import { describe, expect, it } from 'vitest';
import { isSavableQuery, normaliseSavedQuery, savedQueryString, savedSearchPath, SAVED_SEARCH_LIMIT } from '../../../../core/alerts/saved-search';
import { listingQueryFromSearch } from '../../../../core/listings/listing-query';

/** docs/product/browsing.md "Saved searches": one spelling of a set of filters. */
describe('saved search rules', () => {
  it('the same filters, in any order, with page, sort and snapshot, are the same saved search', () => {
    const a = listingQueryFromSearch('a.fuel=petrol,diesel&price_max=9000&sort=price_asc&page=3&as_of=2026-11-20T10:00:00Z');
    const b = listingQueryFromSearch('price_max=9000&a.fuel=diesel,petrol,diesel');
    expect(savedQueryString({ ...a, category: 'vozila' })).toBe(savedQueryString({ ...b, category: 'vozila' }));
    expect(savedQueryString({ ...a, category: 'vozila' })).toBe('category=vozila&price_max=9000&a.fuel=diesel%2Cpetrol');
  });

  it('words are trimmed and their spaces collapsed; euros are the default currency; a currency without a price is dropped', () => {
    expect(normaliseSavedQuery({ page: 1, q: '  голф   дизел ' })).toEqual({ q: 'голф дизел' });
    expect(normaliseSavedQuery({ page: 1, category: 'vozila', currency: 'MKD' })).toEqual({ category: 'vozila' });
    expect(normaliseSavedQuery({ page: 1, price_min: 100, currency: 'EUR' })).toEqual({ price_min: 100 });
    expect(normaliseSavedQuery({ page: 1, price_min: 6150, currency: 'MKD' })).toEqual({ price_min: 6150, currency: 'MKD' });
    expect(normaliseSavedQuery({ page: 1, user: 'ana-3', category: 'vozila' })).toEqual({ category: 'vozila' });
  });

  it('keeps the seller type: only companies is another saved search than everyone, and it opens with it', () => {
    const company = listingQueryFromSearch('seller=company&category=vozila&sort=oldest');
    expect(normaliseSavedQuery(company)).toEqual({ category: 'vozila', seller: 'company' });
    expect(savedQueryString(company)).toBe('category=vozila&seller=company');
    expect(savedQueryString(company)).not.toBe(savedQueryString(listingQueryFromSearch('category=vozila')));
    expect(isSavableQuery({ page: 1, seller: 'private' })).toBe(true);
    expect(savedSearchPath(normaliseSavedQuery(company))).toBe('/oglasi/kategorija/vozila?seller=company');
  });

  it('only a list that names something can be saved; at most 20 per account', () => {
    expect(isSavableQuery({ page: 2, sort: 'oldest' })).toBe(false);
    expect(isSavableQuery({ page: 1, q: '   ' })).toBe(false);
    expect(isSavableQuery({ page: 1, location: 'skopje' })).toBe(true);
    expect(isSavableQuery({ page: 1, photos: '1' })).toBe(true);
    expect(SAVED_SEARCH_LIMIT).toBe(20);
  });

  it('opens the list it was saved from', () => {
    expect(savedSearchPath({ category: 'vozila', price_max: 9000 })).toBe('/oglasi/kategorija/vozila?price_max=9000');
    expect(savedSearchPath({ location: 'skopje' })).toBe('/oglasi/skopje');
    expect(savedSearchPath({ category: 'vozila', location: 'bitola' })).toBe('/oglasi/bitola/vozila');
    expect(savedSearchPath({ q: 'голф', category: 'vozila' })).toBe('/oglasi/prebaruvanje?q=%D0%B3%D0%BE%D0%BB%D1%84&category=vozila');
  });
});
