import { sql, type Kysely } from 'kysely';
import type { AttributeFilter } from '../../core/listings/attributes';
import type { Database } from '../db/schema';
import { PUBLIC_LISTING } from '../listings/list-statement';

/** The listing being matched, as the matching reads it (one primary-key read). */
interface MatchedListing {
  id: number;
  user_id: number;
  category_id: number;
  subcategory_id: number | null;
  location_id: number | null;
  price_eur: string | null;
  features: Record<string, unknown> | string;
  with_photos: boolean;
  verified: boolean;
  user_type: string;
  vector: string;
}

interface Candidate {
  id: number;
  user_id: number;
  email_alerts: boolean;
  attributes: Record<string, AttributeFilter> | string | null;
}

export interface MatchOutcome {
  /** Saved searches the candidate selection examined (the index's share of all of them). */
  examined: number;
  /** New (saved search, listing) pairs written now; a repeat of the job writes none. */
  matched: number;
  /** Of those, the saved searches whose owners asked for e-mail: their digests are due. */
  emailSearchIds: number[];
}

const parseJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A listing's details against a saved search's detail filters: the same rule as a list's (list-statement.ts). */
export function attributesMatch(filters: Record<string, AttributeFilter> | null, features: Record<string, unknown>): boolean {
  for (const [key, filter] of Object.entries(filters ?? {})) {
    const value = features[key];
    if (filter.kind === 'choice') {
      if (value === undefined || value === null || !filter.values.includes(String(value))) return false;
    } else {
      if (typeof value !== 'number') return false;
      if (filter.min !== undefined && value < filter.min) return false;
      if (filter.max !== undefined && value > filter.max) return false;
    }
  }
  return true;
}

/**
 * Matches one listing that has just become public against the saved searches (docs/product/browsing.md "Saved
 * searches"; migrations 0095, 0110): the candidates come from the category index — searches of the listing's category
 * or subcategory, or of none — and are narrowed in the same statement by place, price, photos, verified seller, seller
 * type (the listing's own `user_type`, as a list filters by) and words (the listing's own tsvector against each
 * search's tsquery); the detail filters are checked here. The owner's own searches never match. Each new pair is
 * written once (alert_matches' key), with its bell notification in the same transaction (one per user and listing), so
 * a job that runs twice notifies once.
 */
export async function matchListing(db: Kysely<Database>, listingId: number): Promise<MatchOutcome> {
  const { rows } = await sql<MatchedListing>`
    select l.id, l.user_id, l.category_id, l.subcategory_id, l.location_id, l.price_eur, l.features,
      (jsonb_typeof(l.images) = 'array' and jsonb_array_length(l.images) > 0) as with_photos, u.verified, l.user_type, l.search_vector::text as vector
    from listings as l inner join users as u on u.id = l.user_id
    where l.id = ${listingId} and ${sql.raw(PUBLIC_LISTING)}`.execute(db);
  const listing = rows[0];
  if (!listing) return { examined: 0, matched: 0, emailSearchIds: [] };
  const categories = [listing.category_id, ...(listing.subcategory_id !== null ? [listing.subcategory_id] : [])];
  const price = listing.price_eur === null ? null : Number(listing.price_eur);
  const { rows: candidates } = await sql<Candidate>`
    select s.id, s.user_id, s.email_alerts, s.filters -> 'attributes' as attributes
    from saved_searches as s
    where (s.category_id = any(${categories}::int[]) or s.category_id is null)
      and (s.location_ids is null or ${listing.location_id}::int = any(s.location_ids))
      and (s.price_min_eur is null or s.price_min_eur <= ${price}::numeric)
      and (s.price_max_eur is null or s.price_max_eur >= ${price}::numeric)
      and (not s.with_photos or ${listing.with_photos}::boolean)
      and (not s.verified_sellers or ${listing.verified}::boolean)
      and (s.seller_type is null or s.seller_type = ${listing.user_type}::text)
      and (s.words is null or ${listing.vector}::tsvector @@ to_tsquery('simple', s.words))
      and s.user_id <> ${listing.user_id}`.execute(db);
  const features = parseJson<Record<string, unknown>>(listing.features) ?? {};
  const matching = candidates.filter((candidate) => attributesMatch(parseJson(candidate.attributes), features));
  if (matching.length === 0) return { examined: candidates.length, matched: 0, emailSearchIds: [] };
  const written = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('alert_matches')
      .values(matching.map((candidate) => ({ saved_search_id: candidate.id, listing_id: listing.id })))
      .onConflict((conflict) => conflict.doNothing())
      .returning('saved_search_id')
      .execute();
    const fresh = new Set(inserted.map((row) => row.saved_search_id));
    const users = new Map<number, number>();
    for (const candidate of matching) if (fresh.has(candidate.id) && !users.has(candidate.user_id)) users.set(candidate.user_id, candidate.id);
    if (users.size > 0) {
      await trx
        .insertInto('notifications')
        .values([...users].map(([userId, searchId]) => ({ user_id: userId, kind: 'match' as const, listing_id: listing.id, saved_search_id: searchId })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    return fresh;
  });
  return {
    examined: candidates.length,
    matched: written.size,
    emailSearchIds: matching.filter((candidate) => written.has(candidate.id) && candidate.email_alerts).map((candidate) => candidate.id),
  };
}
