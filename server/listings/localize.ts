import type { Kysely } from 'kysely';
import type { Language } from '../../core';
import type { Database } from '../db/schema';
import { COUNTRY_NAMES, currentCatalogue, nameIn, type Catalogue } from './catalogue';
import type { ListingSummary } from './serialize';

/** `localizeListing` over a list, with the current catalogue; Macedonian costs nothing (the rows' own names). */
export async function localizeListings<T extends ListingSummary>(db: Kysely<Database>, listings: T[], language: Language): Promise<T[]> {
  if (language === 'mk' || listings.length === 0) return listings;
  const catalogue = await currentCatalogue(db);
  return listings.map((listing) => localizeListing(listing, catalogue, language));
}

/**
 * A serialised listing (a summary or its detail) with its category, subcategory, region and town named in `language`
 * (migration 0070), from the in-process catalogue, which holds both names of every row. Macedonian is what the
 * database rows already say: the listing is returned as it is. A row the catalogue does not hold yet (added since
 * it was loaded) keeps the name it came with.
 */
export function localizeListing<T extends ListingSummary>(listing: T, catalogue: Catalogue, language: Language): T {
  if (language === 'mk') return listing;
  const category = (named: { id: number; name: string; slug: string }) => {
    const row = catalogue.categoryById(named.id);
    return { ...named, name: row ? nameIn(row, language) : named.name };
  };
  const place = (named: { id: number; name: string; slug: string } | null) => {
    if (named === null) return null;
    const row = catalogue.locationById(named.id);
    return { ...named, name: row ? nameIn(row, language) : named.name };
  };
  const top = category(listing.category);
  return {
    ...listing,
    category: top,
    subcategory: listing.subcategory ? { ...category(listing.subcategory), parent: top } : null,
    location: {
      country: { ...listing.location.country, name: COUNTRY_NAMES[language] },
      region: place(listing.location.region),
      city: place(listing.location.city),
    },
  };
}
