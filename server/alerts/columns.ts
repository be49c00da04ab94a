import type { Kysely } from 'kysely';
import type { AccountType } from '../../core/accounts/account-types';
import type { Language } from '../../core';
import { eurosOf } from '../../core/format/price';
import type { SavedQuery } from '../../core/alerts/saved-search';
import type { Database } from '../db/schema';
import { currentCatalogue, nameIn, type Catalogue } from '../listings/catalogue';
import { searchWords } from '../listings/search-words';
import { searchQuery } from '../listings/list-statement';

/** The columns a saved search is matched by (migrations 0095, 0110), resolved from its query when it is saved. */
export interface MatchColumns {
  category_id: number | null;
  location_ids: number[] | null;
  price_min_eur: number | null;
  price_max_eur: number | null;
  words: string | null;
  with_photos: boolean;
  verified_sellers: boolean;
  seller_type: AccountType | null;
}

/**
 * A saved query's matching columns: its category and place as ids from the in-process catalogue (a region widens to
 * its towns, as a list does), its price bounds in euros, its words as the list's tsquery (every word as a prefix;
 * near spellings are a list's, not an alert's). `notFound` for a category or place the catalogue does not hold,
 * `noWords` for search text that folds to no word (a list of it is empty; so would its alerts be).
 */
export async function matchColumns(db: Kysely<Database>, query: SavedQuery): Promise<MatchColumns | 'notFound' | 'noWords'> {
  const catalogue = await currentCatalogue(db);
  let category_id: number | null = null;
  if (query.category !== undefined) {
    const category = catalogue.category(query.category);
    if (!category) return 'notFound';
    category_id = category.id;
  }
  let location_ids: number[] | null = null;
  if (query.location !== undefined) {
    const ids = catalogue.locationIds(query.location);
    if (!ids) return 'notFound';
    location_ids = ids;
  }
  let words: string | null = null;
  if (query.q !== undefined) {
    const folded = searchWords(query.q);
    if (folded.length === 0) return 'noWords';
    words = searchQuery(folded);
  }
  const currency = query.currency ?? 'EUR';
  return {
    category_id,
    location_ids,
    price_min_eur: query.price_min !== undefined ? eurosOf(query.price_min, currency) : null,
    price_max_eur: query.price_max !== undefined ? eurosOf(query.price_max, currency) : null,
    words,
    with_photos: query.photos === '1',
    verified_sellers: query.verified === '1',
    seller_type: query.seller ?? null,
  };
}

/** The category's and the place's names of a saved query, in `language` (null when it names none or they are gone). */
export function savedQueryNames(catalogue: Catalogue, query: SavedQuery, language: Language): { category: string | null; location: string | null } {
  const category = query.category !== undefined ? catalogue.category(query.category) : undefined;
  const locationId = query.location !== undefined ? catalogue.locationIds(query.location)?.[0] : undefined;
  const location = locationId !== undefined ? catalogue.locationById(locationId) : undefined;
  return { category: category ? nameIn(category, language) : null, location: location ? nameIn(location, language) : null };
}

/** A saved search named in words for an e-mail's subject: its words, category and place ("„голф“, Возила, Скопје"). */
export function savedQueryTitle(catalogue: Catalogue, query: SavedQuery, language: Language): string {
  const names = savedQueryNames(catalogue, query, language);
  const parts = [query.q ?? null, names.category, names.location].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : '—';
}
