import type { ClockPort } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { StoragePort } from '../ports/storage';
import { portToken } from '../ports/token';
import { RecentSearches } from './recent-searches';
import { SearchSuggestions } from './search-suggestions';

export interface SearchBoxDeps {
  http: HttpPort;
  clock: ClockPort;
  /** The durable storage: the recent searches are the device's. */
  storage: StoragePort;
}

/**
 * The search fields' part (docs/product/browsing.md "Search everywhere"), loaded when a search field is first
 * focused or the phone's search sheet opens: the device's recent searches, one list for every field, and a
 * suggestions use case per field.
 */
export class SearchBox {
  readonly recent: RecentSearches;

  constructor(private readonly deps: SearchBoxDeps) {
    this.recent = new RecentSearches(deps.storage);
  }

  /** A suggestions use case for one field; the field disposes it when it goes. */
  createSuggestions(): SearchSuggestions {
    return new SearchSuggestions({ http: this.deps.http, clock: this.deps.clock });
  }

  dispose(): void {
    this.recent.dispose();
  }
}

export const SEARCH_BOX = portToken<SearchBox>('SearchBox');
