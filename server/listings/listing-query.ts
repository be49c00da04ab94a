import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { markPrepared } from '../db/named-statements';

/** A listing's own columns and its owner's, as every listing read selects them. */
export const OWN_COLUMNS = [
  'l.id', 'l.user_id', 'l.title', 'l.slug', 'l.status', 'l.rejection_reason', 'l.price', 'l.price_type', 'l.currency',
  'l.description', 'l.images', 'l.video', 'l.youtube_url', 'l.contact_phone', 'l.viber_phone', 'l.whatsapp_phone',
  'l.brand', 'l.model', 'l.features', 'l.user_type', 'l.company_name', 'l.views', 'l.promoted_until', 'l.highlighted_until', 'l.created_at',
  'l.updated_at', 'l.published_at', 'l.expires_at',
  'u.slug as user_slug', 'u.full_name as user_full_name', 'u.verified as user_verified', 'u.user_meta as user_meta',
  'u.account_type as user_account_type', 'u.created_at as user_created_at', 'u.role as user_role', 'u.email as user_email',
  'u.phone_number as user_phone_number', 'u.location_id as user_location_id', 'u.banned as user_banned',
] as const;

/**
 * The one place that joins a listing with what a card or a page shows: its category and subcategory, city and
 * region, and owner. Every public listing read starts here (or from listingCore + withLookups for pages of
 * lists), so what a listing looks like on the wire is the same everywhere (serializeListing).
 */
export function listingBase(db: Kysely<Database>) {
  return db
    .selectFrom('listings as l')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .leftJoin('categories as sc', 'sc.id', 'l.subcategory_id')
    .leftJoin('locations as city', 'city.id', 'l.location_id')
    .leftJoin('locations as region', 'region.id', 'city.parent_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      ...OWN_COLUMNS,
      'c.id as category_id', 'c.name as category_name', 'c.slug as category_slug',
      'sc.id as subcategory_id', 'sc.name as subcategory_name', 'sc.slug as subcategory_slug',
      'city.id as city_id', 'city.name as city_name', 'city.slug as city_slug', 'city.kind as city_kind',
      'region.id as region_id', 'region.name as region_name', 'region.slug as region_slug',
    ]);
}

export type ListingQuery = ReturnType<typeof listingBase>;
export type ListingJoinedRow = Awaited<ReturnType<ListingQuery['executeTakeFirstOrThrow']>>;

/**
 * A listing with its owner only: what filters and sorts need. A page of a list is chosen here and joined with
 * its lookups afterwards (withLookups): planning one six-table join over every filter and index costs PGlite
 * more than running it, and the lookups only matter for the page's rows.
 */
export function listingCore(db: Kysely<Database>) {
  return db
    .selectFrom('listings as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([...OWN_COLUMNS, 'l.category_id', 'l.subcategory_id', 'l.location_id']);
}

export type ListingCoreQuery = ReturnType<typeof listingCore>;

/** The rows of a listingCore query (as subquery `p`) with their category, subcategory, city and region. */
export function withLookups<O extends { category_id: number; subcategory_id: number | null; location_id: number | null }>(
  db: Kysely<Database>,
  page: SelectQueryBuilder<never, never, O>,
) {
  return db
    .selectFrom(page.as('p'))
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as sc', 'sc.id', 'p.subcategory_id')
    .leftJoin('locations as city', 'city.id', 'p.location_id')
    .leftJoin('locations as region', 'region.id', 'city.parent_id')
    .selectAll('p')
    .select([
      'c.name as category_name', 'c.slug as category_slug', 'sc.name as subcategory_name', 'sc.slug as subcategory_slug',
      'city.id as city_id', 'city.name as city_name', 'city.slug as city_slug', 'city.kind as city_kind',
      'region.id as region_id', 'region.name as region_name', 'region.slug as region_slug',
    ]);
}

/** Publicly visible: active, not expired, owner not banned. */
const PUBLIC = sql<SqlBool>`l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and u.banned = false`;

export function onlyPublic<Q extends { where(expression: Expression<SqlBool>): Q }>(query: Q): Q {
  return query.where(PUBLIC);
}

/** A timestamp read as `Date` (a column of its own) or as its ISO 8601 text (inside a JSON value). */
type DateOrText<T> = T extends Date ? Date | string : T;

/**
 * A listingBase row as the serialisers take it: its timestamps either `Date`s (a row of columns) or ISO 8601
 * strings (a row read as one JSON value: precompiledListingLookup). Every reader of them takes both.
 */
export type ListingRow = { [K in keyof ListingJoinedRow]: DateOrText<ListingJoinedRow[K]> };

/**
 * A listingBase query with one parameter, compiled once and run with a new value each time: building and
 * compiling the 45-column join with kysely costs about as much CPU as PGlite takes to answer it. `name` names the
 * prepared statement (server/db/named-statements.ts): one name per build (a new name when the statement changes).
 *
 * The row comes back as one JSON value (`to_json` of the join), not 60 columns: node-postgres spends per column of
 * every statement — the row description's parsing, a parser per column, an empty row as a dictionary-mode object
 * copied for each row, a string and a parse per value — about 80 µs of a listing page's ~250 µs of CPU; one JSON
 * column is one JSON.parse (docs/scaling.md, "Fifth round"). The keys are the columns' names; values are what the
 * columns would give, except timestamps, which are ISO 8601 text (`2026-11-27T02:02:45.123456+00:00`): `new Date`
 * of it is the same instant, to the millisecond, as the driver's parse of the column (all 10^6 microsecond
 * fractions checked), so every answer is the same byte for byte. numeric (price) is a JSON number instead of a
 * string: `Number` of either is the same.
 */
export function precompiledListingLookup<V>(db: Kysely<Database>, name: string, build: (query: ListingQuery, sample: V) => ListingQuery, sample: V) {
  const compiled = db.selectFrom(build(listingBase(db), sample).as('x')).select(sql<ListingRow>`to_json(x)`.as('listing')).compile();
  // On PostgreSQL also a named prepared statement: planning the join costs several times its execution.
  const template = { ...compiled, sql: markPrepared(name, compiled.sql) };
  // The value must be the query's only parameter, or swapping it in would put it in the wrong place.
  if (template.parameters.length !== 1 || template.parameters[0] !== sample) throw new Error('a precompiled lookup takes exactly one parameter');
  return async (value: V): Promise<ListingRow | undefined> => {
    const result = await db.executeQuery<{ listing: ListingRow }>({ ...template, parameters: [value] });
    return result.rows[0]?.listing;
  };
}
