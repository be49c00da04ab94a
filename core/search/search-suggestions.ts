import { catchError, distinctUntilChanged, map, of, startWith, Subject, switchMap, timer, type Subscription } from 'rxjs';
import { clockScheduler, type ClockPort } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { CategoryItem } from '../listings/read-model';
import { Store } from '../store/store';
import { foldForSearch, matchesWordPrefixes } from './search-text';
import { SEARCH_SUGGESTIONS_PATH, SUGGESTIONS_MAX_LENGTH, SUGGESTIONS_MAX_TERMS, SUGGESTIONS_MIN_LENGTH, searchSuggestionsClientSchema } from './suggestions-wire';

/** docs/product/browsing.md "Search everywhere": the popular terms are asked for 200 ms after the last keystroke. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
/** At most this many categories are suggested. */
export const SUGGESTED_CATEGORIES_MAX = 4;

export interface CategorySuggestion {
  name: string;
  /** The parent's name for a subcategory ('Возила'), null for a top category. */
  parent: string | null;
  href: string;
}

export interface SearchSuggestionsState {
  /** The query as typed. */
  query: string;
  /** Categories whose name matches the query (at once, from the categories already loaded). */
  categories: readonly CategorySuggestion[];
  /** Popular terms from the server for the query (after the debounce). */
  terms: readonly string[];
  /** True while the terms for the current query are being asked for. */
  loading: boolean;
}

export const INITIAL_SEARCH_SUGGESTIONS: SearchSuggestionsState = { query: '', categories: [], terms: [], loading: false };

export interface SearchSuggestionsDeps {
  http: HttpPort;
  clock: ClockPort;
}

/** A query worth suggesting for: trimmed, 2 characters or more, at most the server's limit. */
function askable(query: string): string | null {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  return trimmed.length >= SUGGESTIONS_MIN_LENGTH ? trimmed.slice(0, SUGGESTIONS_MAX_LENGTH) : null;
}

/**
 * Suggestions as someone types in a search field (docs/product/browsing.md "Search everywhere"): the matching
 * categories at once, the popular terms from the server 200 ms after the last keystroke, for queries of two
 * characters or more; a newer keystroke cancels the request of an older one (switchMap), and a failed request
 * only leaves the terms empty — a suggestion is never worth a toast. One instance per search field.
 */
export class SearchSuggestions extends Store<SearchSuggestionsState> {
  private readonly input$ = new Subject<string>();
  private readonly subscription: Subscription;
  private categoryList: readonly CategoryItem[] = [];

  constructor(private readonly deps: SearchSuggestionsDeps) {
    super(INITIAL_SEARCH_SUGGESTIONS);
    const scheduler = clockScheduler(deps.clock);
    this.subscription = this.input$
      .pipe(
        map(askable),
        distinctUntilChanged(),
        switchMap((query) => {
          if (query === null) return of({ query, terms: [] as readonly string[], loading: false });
          // The debounce: a newer query unsubscribes this timer (and a request under way) through switchMap.
          return timer(SUGGESTIONS_DEBOUNCE_MS, scheduler).pipe(
            switchMap(() => this.fetchTerms(query)),
            map((terms) => ({ query, terms, loading: false })),
            startWith({ query, terms: this.termsStillValidFor(query), loading: true }),
          );
        }),
      )
      .subscribe(({ terms, loading }) => this.patch({ terms, loading }));
  }

  /** The field's text changed. */
  input(query: string): void {
    this.patch({ query, categories: this.matchCategories(query) });
    this.input$.next(query);
  }

  /** The categories the suggestions are taken from (the list already loaded for the page, in its language). */
  setCategories(categories: readonly CategoryItem[]): void {
    if (categories === this.categoryList) return;
    this.categoryList = categories;
    this.patch({ categories: this.matchCategories(this.getSnapshot().query) });
  }

  override dispose(): void {
    this.subscription.unsubscribe();
    this.input$.complete();
    super.dispose();
  }

  private matchCategories(query: string): CategorySuggestion[] {
    if (askable(query) === null) return [];
    const found: CategorySuggestion[] = [];
    for (const top of this.categoryList) {
      if (matchesWordPrefixes(top.name, query)) found.push({ name: top.name, parent: null, href: top.href });
      for (const child of top.children) {
        if (matchesWordPrefixes(child.name, query)) found.push({ name: child.name, parent: top.name, href: child.href });
      }
    }
    return found.slice(0, SUGGESTED_CATEGORIES_MAX);
  }

  /** While the next answer is on its way, the terms shown keep those that still start like the query (no flicker). */
  private termsStillValidFor(query: string): readonly string[] {
    const folded = foldForSearch(query);
    return this.getSnapshot().terms.filter((term) => foldForSearch(term).startsWith(folded));
  }

  private fetchTerms(query: string) {
    return this.deps.http.request<unknown>({ path: SEARCH_SUGGESTIONS_PATH, method: 'GET', payload: { q: query }, redirectOnUnauthenticated: false }).pipe(
      map((body) => {
        const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : undefined;
        const parsed = searchSuggestionsClientSchema.safeParse(data);
        return parsed.success ? parsed.data.terms.filter((term) => term.trim() !== '').slice(0, SUGGESTIONS_MAX_TERMS) : [];
      }),
      catchError(() => of([] as string[])),
    );
  }
}
