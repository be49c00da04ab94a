import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { transliterate } from '../db/transliteration-sql';
import { OWN_COLUMNS, withLookups } from './listing-query';
import { serializeSummary, type ListingSummary } from './serialize';

/** SPEC §9: 21 listings per page, first page 1. */
export const PER_PAGE = 21;
/**
 * The deepest page a list goes (docs/scaling.md, "Data"): OFFSET reads and skips every row before the page, so
 * it is bounded — 100 pages of 21 is 2,100 listings; past them a visitor narrows the filters instead. The total
 * is counted exactly up to MAX_RESULTS and estimated beyond it.
 */
export const MAX_PAGE = 100;
export const MAX_RESULTS = MAX_PAGE * PER_PAGE;
export const SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'relevance'] as const;
export type ListingSort = (typeof SORTS)[number];

export interface ListingFilters {
  categoryId?: number;
  /** Whether categoryId is a top-level category or a subcategory, when known. */
  categoryLevel?: 'top' | 'sub';
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

/**
 * Public, on the listing row alone (what the partial indexes of migration 0034 hold): active, not expired, and an
 * owner who is not banned — checked against the few banned users (users_banned_idx, hashed once a query) rather than
 * by joining every candidate row's owner. Same rows as listing-query's onlyPublic.
 */
const PUBLIC_LISTING = sql<SqlBool>`l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and l.user_id not in (select b.id from users as b where b.banned)`;

/** The WHERE of a list or search, on the listing alone. */
function applyFilters<Q extends { where(expression: Expression<SqlBool>): Q }>(query: Q, filters: ListingFilters, words: string[]): Q {
  let q = query.where(PUBLIC_LISTING);
  const { categoryId, categoryLevel, locationIds, userId, priceMinEur, priceMaxEur } = filters;
  // A listing's category_id is always top-level and its subcategory_id that category's child (listing-input.ts), so
  // a known level needs one column — and one index; an unknown one checks both.
  if (categoryId !== undefined) {
    if (categoryLevel === 'top') q = q.where(sql<SqlBool>`l.category_id = ${categoryId}`);
    else if (categoryLevel === 'sub') q = q.where(sql<SqlBool>`l.subcategory_id = ${categoryId}`);
    else q = q.where(sql<SqlBool>`(l.category_id = ${categoryId} or l.subcategory_id = ${categoryId})`);
  }
  if (locationIds !== undefined) {
    const ids = locationIds.length > 0 ? locationIds : [-1];
    q = q.where(ids.length === 1 ? sql<SqlBool>`l.location_id = ${ids[0]}` : sql<SqlBool>`l.location_id in (${sql.join(ids)})`);
  }
  if (userId !== undefined) q = q.where(sql<SqlBool>`l.user_id = ${userId}`);
  if (priceMinEur !== undefined) q = q.where(sql<SqlBool>`l.price_eur >= ${priceMinEur}`);
  if (priceMaxEur !== undefined) q = q.where(sql<SqlBool>`l.price_eur <= ${priceMaxEur}`);
  if (words.length > 0) {
    const { tsquery, phrase } = searchTerms(words);
    // Full text (every word as a prefix, in title or description) or a typo of whole words of the title/brand/model
    // ("golv" → "golf", "skoda" → "shkoda"): `<<%` is strict_word_similarity(phrase, search_latin) >= the session's
    // pg_trgm.strict_word_similarity_threshold (0.4, set on every connection by server/db/database.ts), answered
    // from the trigram index of search_latin, which keeps only listings sharing enough of the phrase's trigrams.
    q = q.where(sql<SqlBool>`(l.search_vector @@ to_tsquery('simple', ${tsquery}) or ${phrase} <<% l.search_latin)`);
  }
  return q;
}

function searchTerms(words: string[]): { tsquery: string; phrase: string } {
  return { tsquery: words.map((word) => `${word}:*`).join(' & '), phrase: words.join(' ') };
}

/** ORDER BY of a sort, on a query whose rows have id, published_at, price_eur (and rank, when searching). */
function orderBy(sort: ListingSort, alias: string) {
  const t = sql.table(alias);
  const newest = sql`${t}.published_at desc, ${t}.id desc`;
  switch (sort) {
    case 'relevance':
      return sql`${t}.rank desc, ${newest}`;
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

/**
 * A page in one statement, in three steps:
 * 1. `m`: the first MAX_PAGE pages of matches — ids and sort keys only, in the sort's order, straight from one of
 *    migration 0034's partial indexes (an index-only scan that stops after MAX_RESULTS + 1 rows); a search by
 *    relevance takes the newest MAX_RESULTS + 1 matches and ranks those;
 * 2. the page: 21 of those, by OFFSET (never past MAX_RESULTS);
 * 3. only the page's rows are read in full and joined with their owner and lookups.
 * The total is `m`'s size: exact up to MAX_RESULTS; beyond it, the planner's estimate (see estimateTotal).
 */
export async function findListings(db: Kysely<Database>, filters: ListingFilters, supportEmail?: string): Promise<ListingPage> {
  const words = filters.query ? searchWords(filters.query) : [];
  const page = { page: filters.page, per_page: PER_PAGE, sort: filters.sort };
  if (filters.query && words.length === 0) return { data: [], meta: { ...page, total: 0, last_page: 1 } };
  const sort = filters.sort === 'relevance' && words.length === 0 ? 'newest' : filters.sort;
  const { tsquery, phrase } = searchTerms(words);
  const filtered = applyFilters(db.selectFrom('listings as l'), filters, words);
  // Relevance ranks the newest MAX_RESULTS + 1 matches (all of them, unless a word is in thousands of listings):
  // ranking every match of a common word cost ~30 µs a row, half a second at 100,000 listings.
  const matches =
    sort === 'relevance'
      ? db
          .selectFrom(filtered.select(['l.id', 'l.published_at', 'l.price_eur', 'l.search_vector', 'l.search_latin']).orderBy(orderBy('newest', 'l')).limit(MAX_RESULTS + 1).as('c'))
          .select([
            'c.id', 'c.published_at', 'c.price_eur',
            sql<number>`ts_rank(c.search_vector, to_tsquery('simple', ${tsquery})) + strict_word_similarity(${phrase}, c.search_latin)`.as('rank'),
          ])
      : filtered.select(['l.id', 'l.published_at', 'l.price_eur', sql<number>`0`.as('rank')]).orderBy(orderBy(sort, 'l')).limit(MAX_RESULTS + 1);
  const offset = (filters.page - 1) * PER_PAGE;
  const query = db
    .with('m', () => matches)
    .selectFrom((qb) => qb.selectFrom('m').selectAll().orderBy(orderBy(sort, 'm')).limit(PER_PAGE).offset(offset).as('pick'))
    .innerJoin('listings as l', 'l.id', 'pick.id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([...OWN_COLUMNS, 'l.category_id', 'l.subcategory_id', 'l.location_id', 'l.price_eur', 'pick.rank'])
    .select(sql<string | number>`(select count(*) from m)`.as('total_count'));
  const rows = await withLookups(db, query).orderBy(orderBy(sort, 'p')).execute();
  let total = rows.length > 0 ? Number(rows[0]?.total_count ?? 0) : undefined;
  // Past the last page there is no row to carry the count: ask for it (bounded the same way).
  if (total === undefined) {
    total = offset === 0 ? 0 : Number((await db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  }
  if (total > MAX_RESULTS) total = Math.max(MAX_RESULTS + 1, await estimateTotal(db, filters, words));
  return {
    data: rows.map((row) => serializeSummary(row, supportEmail)),
    meta: { ...page, total, last_page: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PER_PAGE))) },
  };
}

/** Estimates are remembered for a minute per database and filter set (the statistics behind them change slower). */
const ESTIMATE_TTL_MS = 60_000;
const estimates = new WeakMap<Kysely<Database>, Map<string, { total: number; until: number }>>();

/** How many listings match, as the planner estimates it from the table's statistics: no scan. */
async function estimateTotal(db: Kysely<Database>, filters: ListingFilters, words: string[]): Promise<number> {
  const { page: _page, sort: _sort, ...rest } = filters;
  const key = JSON.stringify({ ...rest, words });
  let known = estimates.get(db);
  if (!known) estimates.set(db, (known = new Map()));
  const hit = known.get(key);
  if (hit && hit.until > Date.now()) return hit.total;
  const plan = await applyFilters(db.selectFrom('listings as l'), filters, words).select('l.id').explain('json');
  const root = (plan[0]?.['QUERY PLAN'] as unknown as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined)?.[0];
  const total = Math.round(root?.Plan?.['Plan Rows'] ?? 0);
  if (known.size >= 1_000) known.clear();
  known.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
  return total;
}
