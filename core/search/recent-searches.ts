import type { StoragePort } from '../ports/storage';
import { Store } from '../store/store';
import { foldForSearch } from './search-text';

/** docs/product/browsing.md "Search everywhere": the device keeps the last 8 searches, newest first. */
export const RECENT_SEARCHES_MAX = 8;
/** The durable storage key (per device, not per account). */
export const RECENT_SEARCHES_KEY = 'oglasi.recentSearches';
/** A stored search longer than the search box allows is not one of ours: ignored. */
const MAX_QUERY_LENGTH = 200;

export type RecentSearchesState = readonly string[];
export const INITIAL_RECENT_SEARCHES: RecentSearchesState = [];

/** What the storage holds, read defensively: anything but an array of non-empty strings is ignored, entry by entry. */
export function readRecentSearches(raw: string | null): string[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const kept: string[] = [];
  for (const entry of parsed) {
    if (typeof entry !== 'string') continue;
    const query = entry.trim();
    if (query === '' || query.length > MAX_QUERY_LENGTH) continue;
    if (kept.some((seen) => sameSearch(seen, query))) continue;
    kept.push(query);
    if (kept.length === RECENT_SEARCHES_MAX) break;
  }
  return kept;
}

/** 'Голф', 'golf' and ' GOLF ' are one search: the newest spelling is kept. */
function sameSearch(a: string, b: string): boolean {
  return foldForSearch(a) === foldForSearch(b);
}

/**
 * The recent searches of this device (docs/product/browsing.md "Search everywhere"): remembered when a search is
 * made, shown when the search field is empty, cleared on request. Kept through the durable storage port; a
 * storage that fails to write (private mode, full) keeps the list for this page only.
 */
export class RecentSearches extends Store<RecentSearchesState> {
  constructor(private readonly storage: StoragePort) {
    super(readRecentSearches(storage.get(RECENT_SEARCHES_KEY)));
  }

  /** Puts a search first, dropping an earlier spelling of it and anything past the eighth. */
  remember(query: string): void {
    const trimmed = query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
    if (foldForSearch(trimmed) === '') return;
    const next = [trimmed, ...this.getSnapshot().filter((seen) => !sameSearch(seen, trimmed))].slice(0, RECENT_SEARCHES_MAX);
    this.save(next);
  }

  /** Forgets one search. */
  forget(query: string): void {
    this.save(this.getSnapshot().filter((seen) => seen !== query));
  }

  /** Forgets them all. */
  clear(): void {
    this.setState(INITIAL_RECENT_SEARCHES);
    try {
      this.storage.remove(RECENT_SEARCHES_KEY);
    } catch {
      // The list is gone from this page; the storage keeps what it could not remove.
    }
  }

  private save(next: string[]): void {
    this.setState(next);
    try {
      this.storage.set(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: remembered for this page only.
    }
  }
}
