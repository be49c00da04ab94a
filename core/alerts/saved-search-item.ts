import { listingQueryFromSearch } from '../listings/listing-query';
import { normaliseSavedQuery, type SavedQuery } from './saved-search';
import type { WireSavedSearch } from './wire';

/** A saved search as the screens show it (docs/product/browsing.md "Saved searches"). */
export interface SavedSearchItem {
  id: number;
  /** Its filters, read back from the stored query string. */
  query: SavedQuery;
  /** The list page it opens. */
  path: string;
  /** The category's and the place's names, in the reader's language (null when the search names none). */
  categoryName: string | null;
  locationName: string | null;
  emailAlerts: boolean;
  /** Listings that matched since the user last opened it. */
  newCount: number;
}

export function savedSearchItem(wire: WireSavedSearch): SavedSearchItem {
  return {
    id: wire.id,
    query: normaliseSavedQuery(listingQueryFromSearch(wire.query)),
    path: wire.path,
    categoryName: wire.names?.category ?? null,
    locationName: wire.names?.location ?? null,
    emailAlerts: wire.email_alerts,
    newCount: wire.new_count,
  };
}
