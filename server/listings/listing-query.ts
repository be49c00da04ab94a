import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The one place that joins a listing with what a card or a page shows: its category and subcategory, city and
 * region, and owner. Every public listing read starts here, so what a listing looks like on the wire is the
 * same everywhere (serializeListing).
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
      'l.id', 'l.user_id', 'l.title', 'l.slug', 'l.status', 'l.rejection_reason', 'l.price', 'l.price_type', 'l.currency',
      'l.description', 'l.images', 'l.video', 'l.youtube_url', 'l.contact_phone', 'l.viber_phone', 'l.whatsapp_phone',
      'l.brand', 'l.model', 'l.features', 'l.user_type', 'l.company_name', 'l.views', 'l.promoted_until', 'l.created_at',
      'l.updated_at', 'l.published_at', 'l.expires_at',
      'c.id as category_id', 'c.name as category_name', 'c.slug as category_slug',
      'sc.id as subcategory_id', 'sc.name as subcategory_name', 'sc.slug as subcategory_slug',
      'city.id as city_id', 'city.name as city_name', 'city.slug as city_slug', 'city.kind as city_kind',
      'region.id as region_id', 'region.name as region_name', 'region.slug as region_slug',
      'u.slug as user_slug', 'u.full_name as user_full_name', 'u.verified as user_verified', 'u.user_meta as user_meta',
      'u.account_type as user_account_type', 'u.created_at as user_created_at', 'u.role as user_role', 'u.email as user_email',
      'u.phone_number as user_phone_number', 'u.location_id as user_location_id', 'u.banned as user_banned',
    ]);
}

export type ListingQuery = ReturnType<typeof listingBase>;
export type ListingJoinedRow = Awaited<ReturnType<ListingQuery['executeTakeFirstOrThrow']>>;

/** Publicly visible: active, not expired, owner not banned. */
export function onlyPublic(query: ListingQuery): ListingQuery {
  return query
    .where('l.status', '=', 'active')
    .where((eb) => eb.or([eb('l.expires_at', 'is', null), eb('l.expires_at', '>', sql<Date>`now()`)]))
    .where('u.banned', '=', false);
}

/**
 * A listingBase query with one parameter, compiled once and run with a new value each time: building and
 * compiling the 45-column join with kysely costs about as much CPU as PGlite takes to answer it.
 */
export function precompiledListingLookup<V>(db: Kysely<Database>, build: (query: ListingQuery, sample: V) => ListingQuery, sample: V) {
  const template = build(listingBase(db), sample).compile();
  // The value must be the query's only parameter, or swapping it in would put it in the wrong place.
  if (template.parameters.length !== 1 || template.parameters[0] !== sample) throw new Error('a precompiled lookup takes exactly one parameter');
  return async (value: V): Promise<ListingJoinedRow | undefined> => {
    const result = await db.executeQuery<ListingJoinedRow>({ ...template, parameters: [value] });
    return result.rows[0];
  };
}
