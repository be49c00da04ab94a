import { CompiledQuery, type Kysely } from 'kysely';
import type { Language } from '../../core';
import type { Database } from '../db/schema';
import { cardExcerpt, cardsStatement, serializeCard, type CardRow } from './card';
import type { CardCache, CardVersion } from './card-cache';
import { catalogueOf, catalogueVersion, type Catalogue } from './catalogue';
import { estimateStatement, MAX_PAGE, MAX_RESULTS, PER_PAGE, pageStatement, searchQuery, uncountedLimit, type ListingFilters, type ListingSort } from './list-statement';
import { nearSpellings } from './search-spellings';
import { searchWords } from './search-words';
import { excerpt } from './serialize';

export { MAX_PAGE, MAX_RESULTS, PER_PAGE, SORTS, type ListingFilters, type ListingSort } from './list-statement';

/** What a list is read with besides its request: the server's remembered estimates and kept cards, and who and what language it answers. */
export interface ListContext {
  estimates: ListEstimates;
  cards: CardCache;
  /** Where a prepared list statement runs: connections that always take its generic plan (database.ts), if any. */
  planned?: Kysely<Database> | undefined;
  supportEmail?: string;
  language?: Language;
}

/** A page of a list: its cards as JSON bytes (card-cache.ts), in order, and what the contract says about the page. */
export interface ListingPage {
  cards: Buffer[];
  meta: { page: number; per_page: number; total: number; last_page: number; sort: ListingSort };
}

/** What a list asks for, with its category and place still as the client named them (slug or id). */
export interface ListingRequest extends Omit<ListingFilters, 'categoryId' | 'categoryLevel' | 'locationIds'> {
  category?: string;
  location?: string;
}

/** How often a list starts again after finding the catalogue changed under it before it gives up. */
const CATALOGUE_ATTEMPTS = 5;

/**
 * A page of listings (list-statement.ts: one statement, a prepared one per filter shape on PostgreSQL), its
 * category and place resolved from the in-process catalogue (catalogue.ts) — `notFound` for a slug it does not
 * hold. The statement reads the catalogue's version beside the rows; when it differs from the catalogue's own (the
 * seed or an admin changed categories or locations since it was loaded), the catalogue is reloaded and the list
 * asked again. The total is exact up to MAX_RESULTS; beyond it, the planner's estimate (see ListEstimates).
 */
export async function findListings(db: Kysely<Database>, request: ListingRequest, context: ListContext): Promise<ListingPage | 'notFound'> {
  const words = request.query ? searchWords(request.query) : [];
  const page = { page: request.page, per_page: PER_PAGE, sort: request.sort };
  if (request.query && words.length === 0) return { cards: [], meta: { ...page, total: 0, last_page: 1 } };
  const search = words.length > 0 ? searchQuery(words, await nearSpellings(db, words)) : undefined;
  let catalogue = await catalogueOf(db);
  for (let attempt = 1; ; attempt += 1) {
    const filters = resolveFilters(catalogue, request);
    const answer = filters === undefined ? await notFoundOrStale(db, catalogue) : await pageOf(db, catalogue, filters, search, context);
    if (answer !== 'stale') return answer;
    if (attempt >= CATALOGUE_ATTEMPTS) throw new Error('the catalogue kept changing while a list was read');
    catalogue = await catalogueOf(db, { reload: catalogue.version });
  }
}

/** The request's category and place as ids, from the catalogue; undefined when it holds no such slug. */
function resolveFilters(catalogue: Catalogue, request: ListingRequest): ListingFilters | undefined {
  const { category: categorySlug, location: locationSlug, ...rest } = request;
  const filters: ListingFilters = { ...rest };
  if (categorySlug !== undefined) {
    const category = catalogue.category(categorySlug);
    if (!category) return undefined;
    filters.categoryId = category.id;
    filters.categoryLevel = category.parent_id === null ? 'top' : 'sub';
  }
  if (locationSlug !== undefined) {
    const ids = catalogue.locationIds(locationSlug);
    if (!ids) return undefined;
    filters.locationIds = ids;
  }
  return filters;
}

/** An unknown slug is a 404 — unless the catalogue is out of date (one primary-key read tells). */
async function notFoundOrStale(db: Kysely<Database>, catalogue: Catalogue): Promise<'notFound' | 'stale'> {
  return (await catalogueVersion(db)) === catalogue.version ? 'notFound' : 'stale';
}

/** The page statement's one row (list-statement.ts): the count, the catalogue version, the page's cards' versions. */
type PageRow = { total_count: string | number | null; catalogue_version: string | null; cards: Array<[number, string, string]> | null };

async function pageOf(db: Kysely<Database>, catalogue: Catalogue, filters: ListingFilters, search: string | undefined, context: ListContext): Promise<ListingPage | 'stale'> {
  const { estimates } = context;
  const sort = filters.sort === 'relevance' && search === undefined ? 'newest' : filters.sort;
  // What the last minute's count says of this list: longer than MAX_RESULTS, its total is the planner's estimate
  // anyway and it is not counted (list-statement.ts, `counted`); longer than this page's read, it is counted apart
  // from the page (countsApart); otherwise, or unknown, it is counted from the page's matches.
  const known = estimates.remembered(filters, search);
  const long = known !== undefined && known > MAX_RESULTS;
  const apart = known !== undefined && !long && known > uncountedLimit(filters.page * PER_PAGE);
  const statement = pageStatement(filters, sort, search, undefined, { counted: !long, apart });
  const runner = statement.prepared ? (context.planned ?? db) : db;
  const { rows } = await runner.executeQuery<PageRow>(CompiledQuery.raw(statement.sql, statement.parameters));
  const first = rows[0];
  if ((first?.catalogue_version ?? '') !== catalogue.version) return 'stale';
  const versions = (first?.cards ?? []).map(([id, listing, owner]) => ({ id, listing, owner }));
  const cards = await cardsOf(db, catalogue, versions, context);
  if (cards === 'stale') return 'stale';
  // Relevance is counted all the same (list-statement.ts); an uncounted list was longer than MAX_RESULTS.
  const counted = first?.total_count !== null && first?.total_count !== undefined;
  let total = counted ? Number(first.total_count) : MAX_RESULTS + 1;
  if (total > MAX_RESULTS) total = Math.max(MAX_RESULTS + 1, await estimates.estimate(db, filters, search));
  else estimates.counted(filters, search, total);
  return {
    cards,
    meta: { page: filters.page, per_page: PER_PAGE, sort: filters.sort, total, last_page: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PER_PAGE))) },
  };
}

/**
 * The page's cards as JSON bytes, in the page's order: those the server keeps for these versions (card-cache.ts),
 * the others read by id in one statement, serialised and kept. A listing deleted between the two statements is left
 * out; a row read newer than the page's version is shown (and kept) as read.
 */
async function cardsOf(db: Kysely<Database>, catalogue: Catalogue, versions: CardVersion[], context: ListContext): Promise<Buffer[] | 'stale'> {
  const { cards: kept, supportEmail, language = 'mk' } = context;
  const found = versions.map((version) => kept.get(language, version, catalogue.version));
  const missing = versions.filter((_, index) => found[index] === undefined).map((version) => version.id);
  if (missing.length === 0) return found as Buffer[];
  const { rows } = await db.executeQuery<{ cards: CardRow[] | null }>(CompiledQuery.raw(cardsStatement, [missing]));
  const read = new Map<number, Buffer>();
  for (const row of rows[0]?.cards ?? []) {
    const text = cardExcerpt(row.description, row.description_cut) ?? excerpt(await fullDescription(db, row.id));
    const summary = serializeCard(row, catalogue, text, supportEmail, language);
    if (!summary) return 'stale';
    read.set(row.id, kept.set(language, { id: row.id, listing: row.lv ?? '', owner: row.uv ?? '' }, catalogue.version, row, summary));
  }
  const cards: Buffer[] = [];
  versions.forEach((version, index) => {
    const card = found[index] ?? read.get(version.id);
    if (card) cards.push(card);
  });
  return cards;
}

const PAGE_START = Buffer.from('{"status":"success","data":[');
const COMMA = Buffer.from(',');

/**
 * A list's answer as JSON bytes, as the contract has it (`listingPageAnswerSchema`, core/api/answers.ts: status,
 * data, meta): the cards' kept bytes joined, never parsed and serialised again.
 */
export function listingPageAnswer(page: ListingPage): Buffer {
  const parts: Buffer[] = [PAGE_START];
  page.cards.forEach((card, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(Buffer.from(`],"meta":${JSON.stringify(page.meta)}}`));
  return Buffer.concat(parts);
}

/** The whole description, for the rare card whose prefix cannot tell its excerpt (card.ts, cardExcerpt). */
async function fullDescription(db: Kysely<Database>, id: number): Promise<string> {
  return (await db.selectFrom('listings').select('description').where('id', '=', id).executeTakeFirst())?.description ?? '';
}

/** Sizes are remembered for a minute per filter set (the statistics behind an estimate change slower). */
const ESTIMATE_TTL_MS = 60_000;

/** How many lists a server remembers the size of: every filter set read in a minute, ~200 bytes each. */
const REMEMBERED_LISTS = 10_000;

/**
 * The sizes of lists, remembered by one server (its routes make one) for a minute: the planner's estimate of a list
 * longer than MAX_RESULTS (its pages are then read uncounted: decision 167), or the last exact count of a shorter one
 * (it only steers how the next page is counted, never the total shown: list-statement.ts, countsApart). Not per
 * database handle: a server started over a database another one emptied and filled again (the test suites share one
 * handle) must not show the old server's totals for a minute.
 */
export class ListEstimates {
  readonly #known = new Map<string, { total: number; until: number }>();

  /** The size remembered for this list, counted or estimated under a minute ago. */
  remembered(filters: ListingFilters, search: string | undefined): number | undefined {
    const hit = this.#known.get(estimateKey(filters, search));
    return hit && hit.until > Date.now() ? hit.total : undefined;
  }

  /** Remembers a list's exact count (MAX_RESULTS or fewer). */
  counted(filters: ListingFilters, search: string | undefined, total: number): void {
    this.#remember(estimateKey(filters, search), total);
  }

  /** How many listings match, as the planner estimates it from the table's statistics: no scan. */
  async estimate(db: Kysely<Database>, filters: ListingFilters, search: string | undefined): Promise<number> {
    const remembered = this.remembered(filters, search);
    if (remembered !== undefined && remembered > MAX_RESULTS) return remembered;
    const statement = estimateStatement(filters, search);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(statement.sql, statement.parameters));
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
    const total = Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
    this.#remember(estimateKey(filters, search), Math.max(MAX_RESULTS + 1, total));
    return total;
  }

  /** The newest last: when full, the list remembered longest ago makes room (not all of them, long lists' estimates included). */
  #remember(key: string, total: number): void {
    this.#known.delete(key);
    if (this.#known.size >= REMEMBERED_LISTS) {
      const oldest = this.#known.keys().next().value;
      if (oldest !== undefined) this.#known.delete(oldest);
    }
    this.#known.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
  }

  get size(): number {
    return this.#known.size;
  }
}

/** A list's key among the estimates: its filters without the page and the sort. */
function estimateKey(filters: ListingFilters, search: string | undefined): string {
  const { page: _page, sort: _sort, ...rest } = filters;
  return JSON.stringify({ ...rest, search });
}
