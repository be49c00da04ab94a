import type { AccountType } from '../../core/accounts/account-types';
import type { AttributeFilter } from '../../core/listings/attributes';
import { LISTING_SORTS, type ListingSort as CoreListingSort } from '../../core/listings/listing-query';
import { PAGE_SIZES } from '../../core/routes/page-sizes';
import { markPrepared } from '../db/named-statements';
import { CARD_VERSION_COLUMNS } from './card';
import { CATALOGUE_VERSION_SQL } from './catalogue';

/** Listings per page (core/routes/page-sizes.ts), first page 1. */
export const PER_PAGE = PAGE_SIZES.listings;
/**
 * The deepest page a list goes (docs/scaling.md, "Data"): OFFSET reads and skips every row before the page, so
 * it is bounded — 100 pages of 21 is 2,100 listings; past them a visitor narrows the filters instead. The total
 * is counted exactly up to MAX_RESULTS and estimated beyond it.
 */
export const MAX_PAGE = 100;
export const MAX_RESULTS = MAX_PAGE * PER_PAGE;
export const SORTS = LISTING_SORTS;
export type ListingSort = CoreListingSort;

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
  /** Only listings with at least one photo. */
  withPhotos?: boolean;
  /** Only listings whose seller's identity is verified. */
  verifiedSellers?: boolean;
  /** Only private sellers' listings, or only companies' (the listing's own `user_type`). */
  sellerType?: AccountType;
  /** Filters on the listing's details (core/listings/attributes.ts), by key. */
  attributes?: Readonly<Record<string, AttributeFilter>>;
  /** A snapshot: only listings published at or before this instant, to the millisecond (`?as_of=`, pages that stay put). */
  publishedUntil?: Date;
  sort: ListingSort;
  page: number;
}

/**
 * Public, on the listing row alone (what the partial indexes of migration 0034 hold): active, not expired, and an
 * owner who is not banned — checked against the few banned users (users_banned_idx, hashed once a query) rather than
 * by joining every candidate row's owner. Same rows as listing-query's onlyPublic.
 */
export const PUBLIC_LISTING = `l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and l.user_id not in (select b.id from users as b where b.banned)`;

/** A statement's text and its parameters, `$1…` in order. */
export interface Statement {
  sql: string;
  parameters: unknown[];
  /** A named prepared statement whose generic plan suits every value (planOnce). */
  prepared?: true;
}

class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/**
 * The tsquery of the folded search words: every word as a prefix, or one of its near spellings among the listings'
 * words (search-spellings.ts) — "golv" finds "golf", "skoda" "shkoda". Words and spellings are [a-z0-9] only, so
 * nothing a user types can change the tsquery's shape.
 */
export function searchQuery(words: string[], spellings: ReadonlyMap<string, readonly string[]> = new Map()): string {
  return words
    .map((word) => {
      const near = spellings.get(word) ?? [];
      return near.length === 0 ? `${word}:*` : `(${[`${word}:*`, ...near].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The WHERE of a list or search, on the listing `l` alone. Its text depends only on which filters are set (and a
 * location's being one place or several), never on their values: one statement text per filter shape.
 */
function whereClause(filters: ListingFilters, search: string | undefined, p: Parameters): string {
  const parts = [PUBLIC_LISTING];
  const { categoryId, categoryLevel, locationIds, userId, priceMinEur, priceMaxEur, publishedUntil } = filters;
  // A listing's category_id is always top-level and its subcategory_id that category's child (listing-input.ts), so
  // a known level needs one column — and one index; an unknown one checks both.
  if (categoryId !== undefined) {
    if (categoryLevel === 'top') parts.push(`l.category_id = ${p.add(categoryId, '::int')}`);
    else if (categoryLevel === 'sub') parts.push(`l.subcategory_id = ${p.add(categoryId, '::int')}`);
    else {
      const id = p.add(categoryId, '::int');
      parts.push(`(l.category_id = ${id} or l.subcategory_id = ${id})`);
    }
  }
  if (locationIds !== undefined) {
    const ids = locationIds.length > 0 ? locationIds : [-1];
    parts.push(ids.length === 1 ? `l.location_id = ${p.add(ids[0], '::int')}` : `l.location_id = any(${p.add(ids, '::int[]')})`);
  }
  if (userId !== undefined) parts.push(`l.user_id = ${p.add(userId, '::int')}`);
  if (priceMinEur !== undefined) parts.push(`l.price_eur >= ${p.add(priceMinEur, '::numeric')}`);
  if (priceMaxEur !== undefined) parts.push(`l.price_eur <= ${p.add(priceMaxEur, '::numeric')}`);
  if (filters.withPhotos) parts.push(`jsonb_typeof(l.images) = 'array' and jsonb_array_length(l.images) > 0`);
  if (filters.verifiedSellers) parts.push(`l.user_id in (select v.id from users as v where v.verified)`);
  if (filters.sellerType !== undefined) parts.push(`l.user_type = ${p.add(filters.sellerType, '::text')}`);
  // Details live in the listing's `features`, typed (attributes.ts). Keys and choices are checked against the
  // definitions before they get here, and go in as parameters all the same; a value of the wrong JSON type never
  // matches. A choice is a path of equalities, which migration 0114's GIN index answers.
  for (const key of Object.keys(filters.attributes ?? {}).sort()) {
    const filter = filters.attributes![key]!;
    if (filter.kind === 'choice') {
      parts.push(`l.features @? ${p.add(choicePath(key, filter.values), '::jsonpath')}`);
      continue;
    }
    const name = p.add(key, '::text');
    const typed = `jsonb_typeof(l.features -> ${name}) = 'number'`;
    if (filter.min !== undefined) parts.push(`(${typed} and (l.features -> ${name})::numeric >= ${p.add(filter.min, '::numeric')})`);
    if (filter.max !== undefined) parts.push(`(${typed} and (l.features -> ${name})::numeric <= ${p.add(filter.max, '::numeric')})`);
  }
  // A range on the date sorts' own key (their index scans start at the snapshot). The instant is a card's
  // published_at to the millisecond, the column's to the microsecond: the snapshot takes in its whole millisecond.
  if (publishedUntil !== undefined) parts.push(`l.published_at < ${p.add(publishedUntil, '::timestamptz')} + interval '1 millisecond'`);
  // Every word (or a near spelling of it) in the title, brand, model or description, from the full-text index.
  if (search !== undefined) parts.push(`l.search_vector @@ to_tsquery('simple', ${p.add(search, '::text')})`);
  return parts.join(' and ');
}

/** `$."fuel" ? (@ == "diesel" || @ == "lpg")`: a detail that is one of the choices (JSON string literals, escaped as such). */
export function choicePath(key: string, values: readonly string[]): string {
  return `$.${JSON.stringify(key)} ? (${values.map((value) => `@ == ${JSON.stringify(value)}`).join(' || ')})`;
}

/** ORDER BY of a sort, on rows (alias `t`) with id, published_at, price_eur (and rank, when searching). */
function orderBy(sort: ListingSort, t: string): string {
  const newest = `${t}.published_at desc, ${t}.id desc`;
  switch (sort) {
    case 'relevance':
      return `${t}.rank desc, ${newest}`;
    case 'price_desc':
      return `${t}.price_eur desc nulls last, ${newest}`;
    case 'price_asc':
      return `${t}.price_eur asc nulls last, ${newest}`;
    case 'oldest':
      return `${t}.published_at asc, ${t}.id asc`;
    default:
      return newest;
  }
}

/** Prepared-statement names, one per statement text (the same text always gets the same name in a process). */
const names = new Map<string, string>();

/**
 * Promoted listings come first in a category and in a search (issue 21, decision 141), taking the first place in
 * turn: the time is cut into windows of PROMOTION_ROTATION_MS and in window `w` the promoted listings, in id order,
 * are rotated by `w` — so with k of them, each is first once every k windows, and all of them stay before the rest.
 */
export const PROMOTION_ROTATION_MS = 5 * 60_000;

/** The rotation window of an instant (decision 141). */
export function promotionWindow(atMs: number): number {
  return Math.floor(atMs / PROMOTION_ROTATION_MS);
}

/** A category's list or a search, not an owner's: the lists promotions buy a place in. */
export function promotesFirst(filters: ListingFilters, search: string | undefined): boolean {
  return filters.userId === undefined && (filters.categoryId !== undefined || search !== undefined);
}

/**
 * A page in one statement, in three steps:
 * 1. `m`: the first MAX_PAGE pages of matches — ids and sort keys only, in the sort's order, straight from one of
 *    migration 0034's partial indexes (an index-only scan that stops after MAX_RESULTS + 1 rows); a search by
 *    relevance takes the newest MAX_RESULTS + 1 matches and ranks those;
 * 2. the page: 21 of those, by OFFSET (never past MAX_RESULTS);
 * 3. only the page's rows are read — their row versions and their owner's (CARD_VERSION_COLUMNS, card.ts), no card
 *    columns: a page's cards are kept as JSON per version (card-cache.ts), and those a server does not hold yet are
 *    read by id afterwards (cardsStatement, card.ts).
 * The statement returns one row: `total_count` (the size of s below, or of m; for the lists counted apart
 * (countsApart) the number of matches, up to MAX_RESULTS + 1), the catalogue version it ran against,
 * and `cards`, the page's [id, listing version, owner version] in order as one JSON array (null when the page is
 * empty): one small JSON value, not 21 rows (node-postgres spends per row, per column and per value).
 * In a category or a search (promotesFirst) the matches promoted now (`pr`, read from the small partial index
 * listings_promoted of migration 0041) come first — tier 0, in the window's rotation (`slot`) — and the other
 * matches follow in the sort's order (tier 1): `s` is that sequence, counted and paged instead of `m`. With no
 * promoted match `s` is `m` and the page is the same, row for row.
 * The statement's text depends only on which filters are set and the sort; those whose plan suits every value
 * (planOnce) run as named prepared statements on PostgreSQL, planned once per connection instead of on every request.
 *
 * `counted: false` is for a list already known to be longer than MAX_RESULTS (find-listings.ts: its total is the
 * planner's estimate anyway): `m` then stops at the end of the page asked for instead of counting MAX_RESULTS + 1
 * matches (uncountedLimit), and `total_count` is null. Page 3 of a big category reads 64 index entries instead of
 * 2,101. The page is the same: the promoted matches are at most what `m` loses to `pr`, so `s`'s first
 * offset + PER_PAGE rows are among `pr` and `m`'s first offset + PER_PAGE. Relevance is always counted: it
 * ranks the newest MAX_RESULTS + 1.
 */
export function pageStatement(
  filters: ListingFilters,
  sort: ListingSort,
  search: string | undefined,
  rotation = promotionWindow(Date.now()),
  { counted = true, apart = false }: { counted?: boolean; apart?: boolean } = {},
): Statement {
  const p = new Parameters();
  const where = whereClause(filters, search, p);
  // Past MAX_PAGE a page is empty: the MAX_RESULTS + 1st match only tells that there are more, it is never shown.
  const offsetValue = filters.page > MAX_PAGE ? MAX_RESULTS + 1 : (filters.page - 1) * PER_PAGE;
  const ranked = sort === 'relevance' && search !== undefined;
  const countedApart = apart && counted && !ranked && countsApart(filters, search);
  // Read to the page's end, or as far as counting needs (MAX_RESULTS + 1) when the count is taken from the page's matches.
  const limit = (counted && !countedApart) || ranked ? MAX_RESULTS + 1 : uncountedLimit(offsetValue + PER_PAGE);
  let matches: string;
  if (ranked) {
    // Relevance ranks the newest MAX_RESULTS + 1 matches (all of them, unless a word is in thousands of listings):
    // ranking every match of a common word cost ~30 µs a row, half a second at 100,000 listings.
    matches = `select c.id, c.published_at, c.price_eur, ts_rank(c.search_vector, to_tsquery('simple', ${p.add(search, '::text')})) as rank from (select l.id, l.published_at, l.price_eur, l.search_vector from listings as l where ${where} order by ${orderBy('newest', 'l')} limit ${MAX_RESULTS + 1}) as c`;
  } else {
    matches = `select l.id, l.published_at, l.price_eur, 0 as rank from listings as l where ${where} order by ${orderBy(sort, 'l')} limit ${limit}`;
  }
  let ctes = `with m as (${matches})`;
  let source = 'm';
  let order = (t: string) => orderBy(sort, t);
  if (promotesFirst(filters, search)) {
    const window = p.add(rotation, '::bigint');
    ctes +=
      `, pr as (select l.id, l.published_at, l.price_eur, row_number() over (order by l.id) as n, count(*) over () as k from listings as l where ${where} and l.promoted_until > now()), ` +
      `s as (select pr.id, pr.published_at, pr.price_eur, 0 as rank, 0 as tier, mod(pr.n - 1 + pr.k - mod(${window}, pr.k), pr.k) as slot from pr ` +
      `union all select m.id, m.published_at, m.price_eur, m.rank, 1, 0 from m where not exists (select 1 from pr where pr.id = m.id))`;
    source = 's';
    order = (t: string) => `${t}.tier, ${t}.slot, ${orderBy(sort, t)}`;
  }
  const offset = p.add(offsetValue, '::int');
  const total = countedApart
    ? `(select count(*) from (select 1 from listings as l where ${where} limit ${MAX_RESULTS + 1}) as c)`
    : counted || ranked
      ? `(select count(*) from ${source})`
      : 'null::bigint';
  const text =
    `${ctes} ` +
    `select ${total} as total_count, ${CATALOGUE_VERSION_SQL} as catalogue_version, (select json_agg(json_build_array(p.id, p.lv, p.uv) order by ${order('p')}) from (` +
    `select pick.*, ${CARD_VERSION_COLUMNS} from (select * from ${source} order by ${order(source)} limit ${PER_PAGE} offset ${offset}) as pick ` +
    `inner join listings as l on l.id = pick.id inner join users as u on u.id = l.user_id` +
    `) as p) as cards`;
  if (!planOnce(filters, sort, search)) return { sql: text, parameters: p.values };
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `oglasi_list_${names.size + 1}`));
  return { sql: markPrepared(name, text), parameters: p.values, prepared: true };
}

/**
 * Whether a list can be counted apart from its page (`apart`, asked by find-listings.ts for a list it last counted
 * longer than the page's read): its matches in no order, up to MAX_RESULTS + 1, beside a page read only to its end —
 * the same number as the sequence's (the promoted matches are among the matches) without materialising, deduplicating
 * and sorting up to 2,101 rows for a page of 21. For a list of a category, a place or an owner, whose matches an index
 * hands over cheaply: EXPLAIN ANALYZE at 100,000 listings, a category or a place of 1,000–2,100 listings 3.1–6.2 ms →
 * 1.1–1.7 ms (docs/scaling.md "Budgets", eleventh session). Not for a search or a list narrowed by price, details,
 * photos or seller: each match there costs a test of its own (a tsquery, the details' JSON), and the count's second
 * pass over the candidates cost more than the sort it saves (Возила filtered 9 → 14 ms). Nor for a list no longer
 * than the page's read: one pass reads it all (a subcategory in a town, 124 listings: 1.4 → 1.8 ms apart).
 */
function countsApart(filters: ListingFilters, search: string | undefined): boolean {
  return (
    search === undefined &&
    filters.priceMinEur === undefined &&
    filters.priceMaxEur === undefined &&
    Object.keys(filters.attributes ?? {}).length === 0 &&
    !filters.withPhotos &&
    !filters.verifiedSellers &&
    filters.sellerType === undefined
  );
}

/**
 * How far an uncounted `m` reads: the end of the page, rounded up to a power of two. A literal, not a parameter — a
 * generic plan cannot know a parameter's LIMIT and assumes a tenth of the table, which would keep every execution on
 * a custom plan — and rounded, so a shape has eight statement texts (32 … 2,101), not one per page.
 */
export function uncountedLimit(end: number): number {
  return Math.min(MAX_RESULTS + 1, 2 ** Math.ceil(Math.log2(Math.max(end, 1))));
}

/**
 * Whether one plan serves every value of a shape, so it can be a prepared statement whose generic plan PostgreSQL
 * keeps (after five custom ones): no filter, or one category, or one city in date order — each read in its sort's
 * order from a partial index of migrations 0034/0051, whatever the value — or a category in a place or a region, in
 * any order: the matches of a category are bounded by the category's size, and the generic plans (the pair's matches
 * from migration 0115's category-in-a-place index, or the (sub)category's, then sorted) measured no slower than the
 * plans made per request for every pair tried, the largest (Возила in the Скопје region, 39,000 listings) included,
 * and 1–5 ms faster for most (docs/scaling.md "Budgets", eighth session). A category with a price range too (with
 * details and a place, as before): planning was half of a filtered page's database time, and with PostgreSQL choosing
 * between the custom and the generic plan the filtered Возила pages cost 1,289 instead of 2,507 µs of PostgreSQL on
 * the spread data, 9,026 instead of 8,532 on the head-heavy one (docs/scaling.md "Budgets", ninth session). Not for
 * the rest: the best plan of a place or region alone sorted by price, a price range without a category, an owner or a search depends on how
 * many listings the values match (a generic plan chosen for an average town sorted Skopje's 30,000 listings by price:
 * 72 ms instead of 3), so they are planned on every request.
 */
function planOnce(filters: ListingFilters, sort: ListingSort, search: string | undefined): boolean {
  if (search !== undefined || filters.userId !== undefined) return false;
  const { categoryId, categoryLevel, locationIds } = filters;
  if (categoryId !== undefined) return categoryLevel !== undefined;
  if (filters.priceMinEur !== undefined || filters.priceMaxEur !== undefined) return false;
  if (locationIds === undefined) return true;
  return locationIds.length === 1 && (sort === 'newest' || sort === 'oldest');
}

/** `explain (format json)` of a filter: the planner's estimate of how many listings match, with no scan. */
export function estimateStatement(filters: ListingFilters, search: string | undefined): Statement {
  const p = new Parameters();
  const where = whereClause(filters, search, p);
  return { sql: `explain (format json) select l.id from listings as l where ${where}`, parameters: p.values };
}
