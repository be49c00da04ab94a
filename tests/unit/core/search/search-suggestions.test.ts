import { NEVER, Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryItem } from '../../../../core/listings/read-model';
import type { HttpRequest } from '../../../../core/ports/http';
import { SearchSuggestions, SUGGESTIONS_DEBOUNCE_MS } from '../../../../core/search/search-suggestions';
import { matchesWordPrefixes } from '../../../../core/search/search-text';
import { FakeClock, FakeHttp, httpFailures } from '../../../fakes';

const PATH = '/api/search/suggestions';

const category = (id: number, name: string, slug: string, children: CategoryItem[] = []): CategoryItem => ({
  id, name, slug, href: `/oglasi/kategorija/${slug}`, count: 1, icon: null, children,
});
const CATEGORIES = [
  category(1, 'Возила', 'vozila', [category(11, 'Автомобили', 'avtomobili'), category(12, 'Мотори', 'motori')]),
  category(2, 'Електроника', 'elektronika', [category(21, 'Мобилни телефони', 'mobilni-telefoni')]),
];

let current: SearchSuggestions | null = null;
afterEach(() => current?.dispose());

function setup() {
  const http = new FakeHttp();
  const clock = new FakeClock();
  const suggestions = new SearchSuggestions({ http, clock });
  current = suggestions;
  suggestions.setCategories(CATEGORIES);
  return { http, clock, suggestions };
}

describe('matching across alphabets (the search\'s transliteration)', () => {
  it.each([
    ['Автомобили', 'avto', true],
    ['Автомобили', 'авто', true],
    ['Мобилни телефони', 'mob tel', true],
    ['Мобилни телефони', 'телефони мобилни', true],
    ['Škoda Octavia', 'шкода', true],
    ['Шкода', 'škoda', true],
    ['Возила', 'ozila', false],
    ['Возила', '', false],
  ])('%s ~ %s → %s', (text, query, expected) => {
    expect(matchesWordPrefixes(text, query)).toBe(expected);
  });
});

describe('SearchSuggestions (docs/product/browsing.md "Search everywhere")', () => {
  it('suggests matching categories at once, in either alphabet, with the parent of a subcategory', () => {
    const { suggestions } = setup();
    suggestions.input('avto');
    expect(suggestions.getSnapshot().categories).toEqual([{ name: 'Автомобили', parent: 'Возила', href: '/oglasi/kategorija/avtomobili' }]);
    suggestions.input('ВОЗ');
    expect(suggestions.getSnapshot().categories).toEqual([{ name: 'Возила', parent: null, href: '/oglasi/kategorija/vozila' }]);
  });

  it('asks the server 200 ms after the last keystroke, once, with the latest query', async () => {
    const { http, clock, suggestions } = setup();
    http.on('GET', PATH, (request: HttpRequest) => ({ status: 'success', data: { terms: [`${(request.payload as { q: string }).q}-term`] } }));
    suggestions.input('go');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS - 1);
    suggestions.input('gol');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(http.callsTo('GET', PATH)).toHaveLength(0);
    expect(suggestions.getSnapshot().loading).toBe(true);
    await clock.advance(1);
    expect(http.callsTo('GET', PATH).map((call) => call.payload)).toEqual([{ q: 'gol' }]);
    expect(suggestions.getSnapshot()).toMatchObject({ query: 'gol', terms: ['gol-term'], loading: false });
  });

  it('does not ask for fewer than 2 characters, and empties the terms', async () => {
    const { http, clock, suggestions } = setup();
    http.on('GET', PATH, { status: 'success', data: { terms: ['golf'] } });
    suggestions.input('go');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS);
    expect(suggestions.getSnapshot().terms).toEqual(['golf']);
    suggestions.input('g');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS * 5);
    expect(http.callsTo('GET', PATH)).toHaveLength(1);
    expect(suggestions.getSnapshot()).toMatchObject({ terms: [], categories: [], loading: false });
  });

  it('cancels the request of an older query when a newer one is asked (switchMap)', async () => {
    const { http, clock, suggestions } = setup();
    let cancelled = 0;
    // The first answer never comes (a slow network): asking for the next query must drop it.
    http.once('GET', PATH, new Observable(() => () => (cancelled += 1)));
    http.once('GET', PATH, { status: 'success', data: { terms: ['stan'] } });
    suggestions.input('st');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS);
    expect(cancelled).toBe(0);
    suggestions.input('sta');
    expect(cancelled).toBe(1);
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS);
    expect(http.callsTo('GET', PATH).map((call) => call.payload)).toEqual([{ q: 'st' }, { q: 'sta' }]);
    expect(suggestions.getSnapshot()).toMatchObject({ query: 'sta', terms: ['stan'], loading: false });
  });

  it('keeps the shown terms that still fit while the next answer comes, and drops the rest', async () => {
    const { http, clock, suggestions } = setup();
    http.once('GET', PATH, { status: 'success', data: { terms: ['golf', 'gorenje'] } });
    suggestions.input('go');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS);
    http.once('GET', PATH, NEVER);
    suggestions.input('гол');
    expect(suggestions.getSnapshot()).toMatchObject({ terms: ['golf'], loading: true });
  });

  it('leaves the terms empty, without a toast, when the request fails or the answer is malformed', async () => {
    const { http, clock, suggestions } = setup();
    http.once('GET', PATH, httpFailures.rateLimit());
    suggestions.input('golf');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS);
    expect(suggestions.getSnapshot()).toMatchObject({ terms: [], loading: false });
    http.once('GET', PATH, { status: 'success', data: { terms: 'golf' } });
    suggestions.input('golf 7');
    await clock.advance(SUGGESTIONS_DEBOUNCE_MS);
    expect(suggestions.getSnapshot()).toMatchObject({ terms: [], loading: false });
  });

  it('matches categories that arrive after the query was typed', () => {
    const http = new FakeHttp();
    const suggestions = new SearchSuggestions({ http, clock: new FakeClock() });
    current = suggestions;
    suggestions.input('мот');
    expect(suggestions.getSnapshot().categories).toEqual([]);
    suggestions.setCategories(CATEGORIES);
    expect(suggestions.getSnapshot().categories).toEqual([{ name: 'Мотори', parent: 'Возила', href: '/oglasi/kategorija/motori' }]);
  });
});
