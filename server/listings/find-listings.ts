import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { transliterate } from '../db/transliteration-sql';
import { listingCore, onlyPublic, withLookups, type ListingCoreQuery } from './listing-query';
import { serializeSummary, type ListingSummary } from './serialize';

/** SPEC §9: 21 listings per page, first page 1. */
export const PER_PAGE = 21;
export const SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'relevance'] as const;
/** strict_word_similarity at or above this counts as a match: one wrong letter in a 4–6 letter word passes. */
const TYPO_THRESHOLD = 0.4;
export type ListingSort = (typeof SORTS)[number];

export interface ListingFilters {
  categoryId?: number;
  /** A region id widens to its cities. */
  locationIds?: number[];
  userId?: number;
  query?: string;
  priceMinEur?: number;
  priceMaxEur?: number;
  sort: ListingSort;
  page: number;
}

export interface ListingPage {
  data: ListingSummary[];
  meta: { page: number; per_page: number; total: number; last_page: number; sort: ListingSort };
}

/**
 * The folded search words: Cyrillic and Latin alike become lowercase ASCII words (see transliteration-sql.ts).
 * Only [a-z0-9] survive, so nothing a user types can change the shape of the tsquery.
 */
export function searchWords(query: string): string[] {
  return transliterate(query.normalize('NFC'))
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** The WHERE of a list or search, on a listingCore query (only the listing and its owner are joined). */
function applyFilters(query: ListingCoreQuery, filters: ListingFilters, words: string[]): ListingCoreQuery {
  let q = onlyPublic(query);
  const { categoryId, locationIds, userId, priceMinEur, priceMaxEur } = filters;
  if (categoryId !== undefined) q = q.where(sql<SqlBool>`(l.category_id = ${categoryId} or l.subcategory_id = ${categoryId})`);
  if (locationIds !== undefined) q = q.where('l.location_id', 'in', locationIds.length > 0 ? locationIds : [-1]);
  if (userId !== undefined) q = q.where('l.user_id', '=', userId);
  if (priceMinEur !== undefined) q = q.where(sql<SqlBool>`l.price_eur >= ${priceMinEur}`);
  if (priceMaxEur !== undefined) q = q.where(sql<SqlBool>`l.price_eur <= ${priceMaxEur}`);
  if (words.length > 0) {
    const { tsquery, phrase } = searchTerms(words);
    // Full text (every word as a prefix, in title or description) or trigram similarity to whole words of the
    // title/brand/model (typos: "golv" → "golf", "skoda" → "shkoda"). The similarity is computed only where the
    // listing shares a trigram with the query (`search_trgm &&`, indexed; migration 0020): no shared trigram,
    // no similarity.
    q = q.where(
      sql<SqlBool>`(l.search_vector @@ to_tsquery('simple', ${tsquery}) or (l.search_trgm && show_trgm(${phrase}) and strict_word_similarity(${phrase}, l.search_latin) >= ${TYPO_THRESHOLD}))`,
    );
  }
  return q;
}

function searchTerms(words: string[]): { tsquery: string; phrase: string } {
  return { tsquery: words.map((word) => `${word}:*`).join(' & '), phrase: words.join(' ') };
}

/** ORDER BY of a sort, on the listing alias `l` (choosing the page) or the page alias `p` (keeping its order). */
function orderBy(sort: ListingSort, alias: 'l' | 'p') {
  const t = sql.table(alias);
  const newest = sql`${t}.published_at desc, ${t}.id desc`;
  switch (sort) {
    case 'relevance':
      return alias === 'l' ? sql`${sql.ref('rank')} desc, ${newest}` : sql`p.rank desc, ${newest}`;
    case 'price_desc':
      return sql`${t}.price_eur desc nulls last, ${newest}`;
    case 'price_asc':
      return sql`${t}.price_eur asc nulls last, ${newest}`;
    case 'oldest':
      return sql`${t}.published_at asc, ${t}.id asc`;
    default:
      return newest;
  }
}

export async function findListings(db: Kysely<Database>, filters: ListingFilters, supportEmail?: string): Promise<ListingPage> {
  const words = filters.query ? searchWords(filters.query) : [];
  const page = { page: filters.page, per_page: PER_PAGE, sort: filters.sort };
  if (filters.query && words.length === 0) return { data: [], meta: { ...page, total: 0, last_page: 1 } };
  const sort = filters.sort === 'relevance' && words.length === 0 ? 'newest' : filters.sort;

  // One statement: the page is chosen on the listing and its owner alone (the total rides along as a window
  // count, so the search filter runs once), then joined with its lookups.
  const { tsquery, phrase } = searchTerms(words);
  const chosen = applyFilters(listingCore(db), filters, words)
    .select([
      sql<string | number>`count(*) over ()`.as('total_count'),
      'l.price_eur',
      (sort === 'relevance'
        ? sql<number>`ts_rank(l.search_vector, to_tsquery('simple', ${tsquery})) + strict_word_similarity(${phrase}, l.search_latin)`
        : sql<number>`0`
      ).as('rank'),
    ])
    .orderBy(orderBy(sort, 'l'))
    .limit(PER_PAGE)
    .offset((filters.page - 1) * PER_PAGE);
  const rows = await withLookups(db, chosen).orderBy(orderBy(sort, 'p')).execute();
  let total = Number(rows[0]?.total_count ?? 0);
  if (rows.length === 0 && filters.page > 1) {
    // Past the last page there is no row to carry the count: ask for it.
    const countRow = await applyFilters(listingCore(db), filters, words)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    total = Number(countRow?.total ?? 0);
  }
  return {
    data: rows.map((row) => serializeSummary(row, supportEmail)),
    meta: { ...page, total, last_page: Math.max(1, Math.ceil(total / PER_PAGE)) },
  };
}
