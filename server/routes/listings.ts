import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { currentUser } from '../auth/current-user';
import { findListings, ListEstimates, listingPageAnswer, type ListingPage, type ListingRequest } from '../listings/find-listings';
import { CardCache } from '../listings/card-cache';
import { readListingQuery } from '../../core/listings/listing-query';
import { eurosOf } from '../../core/format/price';
import { listingCore, onlyPublic, precompiledListingLookup, withLookups } from '../listings/listing-query';
import { resolveUserId } from '../listings/resolve';
import { serializeDetail, serializeSummary } from '../listings/serialize';
import { notFound, sendError } from '../http/replies';
import { cachedJson } from '../http/read-cache';
import { findShowcase } from '../listings/showcase';
import { localizeListings } from '../listings/localize';
import { requestLanguage } from '../text/texts';
import type { Language } from '../../core';
import { cleanSearchText } from '../../core/validation/text-input';

const slugParam = z.string().trim().min(1).max(120);

const SIMILAR_COUNT = 8;

/**
 * A list query's text as read (docs/api.md "Text input"): NUL, control and invisible characters are dropped, not
 * refused — `?user=ana-3%00` lists Ana's listings — and a name left empty by that is as if absent. Over-long text
 * is left for the schema to refuse.
 */
function cleanListQuery(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const cleaned: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string' || value.length > 1_000) cleaned[key] = value;
    else {
      const text = cleanSearchText(value);
      if (text !== '' || !['category', 'location', 'user'].includes(key)) cleaned[key] = text;
    }
  }
  return cleaned;
}

/** Listing reads: lists by category/location/user, search, a listing by slug, similar listings (views: listing-views.ts). */
export async function registerListingRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const { supportEmail } = context.config;
  const estimates = new ListEstimates();
  const cards = new CardCache();
  const listingBySlug = precompiledListingLookup(db, 'oglasi_listing_by_slug_v2', (query, slug: string) => query.where('l.slug', '=', slug), 'sample-slug');
  const listingById = precompiledListingLookup(db, 'oglasi_listing_by_id_v2', (query, id: number) => query.where('l.id', '=', id), 1);

  const formerAddress = async (slug: string) => {
    if (/^\d{1,9}$/.test(slug)) return listingById(Number(slug));
    const former = /-(\d{1,9})$/.test(slug) ? await db.selectFrom('listing_slugs').select('listing_id').where('slug', '=', slug).executeTakeFirst() : undefined;
    return former ? listingById(former.listing_id) : undefined;
  };

  type ListResult = { error: 'invalidRequest' | 'notFound' } | { page: ListingPage };
  const list = async (raw: unknown, searching: boolean, language: Language): Promise<ListResult> => {
    const input = readListingQuery(cleanListQuery(raw) as Record<string, unknown>);
    if (!input) return { error: 'invalidRequest' };
    // A price range in denars is compared by its euro value, at the rate prices are stored in euros with.
    const toEur = (amount: number) => eurosOf(amount, input.currency ?? 'EUR');
    const query = input.q?.trim() ?? '';
    const request: ListingRequest = {
      page: input.page,
      sort: input.sort ?? (searching && query ? 'relevance' : 'newest'),
      ...(query ? { query } : {}),
      ...(input.price_min !== undefined ? { priceMinEur: toEur(input.price_min) } : {}),
      ...(input.price_max !== undefined ? { priceMaxEur: toEur(input.price_max) } : {}),
      ...(input.photos ? { withPhotos: true } : {}),
      ...(input.verified ? { verifiedSellers: true } : {}),
      ...(input.seller !== undefined ? { sellerType: input.seller } : {}),
      ...(input.attributes ? { attributes: input.attributes } : {}),
      ...(input.as_of !== undefined ? { publishedUntil: new Date(input.as_of) } : {}),
      // Category and place are resolved by findListings, from the in-process catalogue.
      ...(input.category ? { category: input.category } : {}),
      ...(input.location ? { location: input.location } : {}),
    };
    if (input.user) {
      const userId = await resolveUserId(db, input.user);
      if (userId === undefined) return { error: 'notFound' };
      request.userId = userId;
    }
    const page = await findListings(db, request, { estimates, cards, planned: context.database.planned, supportEmail, language });
    return page === 'notFound' ? { error: 'notFound' } : { page };
  };

  for (const [path, searching] of [['/oglasi', false], ['/oglasi/search', true]] as const) {
    api.get(path, async (request, reply) =>
      cachedJson(context.readCache, request, reply, async () => {
        const result = await list(request.query, searching, requestLanguage(request));
        if ('error' in result) {
          sendError(reply, result.error === 'notFound' ? 404 : 422, result.error);
          return undefined;
        }
        return { json: listingPageAnswer(result.page), store: true };
      }),
    );
  }

  // The home page's showcase (decision 144): listings with a showcase promotion running, in rotation, at most 8.
  api.get('/oglasi/showcase', async (request, reply) =>
    cachedJson(context.readCache, request, reply, async () => ({ body: { status: 'success', data: await findShowcase(db, supportEmail, requestLanguage(request)) }, store: true })),
  );

  // The listing page is /oglas/[...slug]: the client may pass the whole remainder; the last segment is the slug.
  api.get('/oglasi/listing/*', async (request, reply) => cachedJson(context.readCache, request, reply, async () => {
    const rest = (request.params as { '*': string })['*'] ?? '';
    const slug = cleanSearchText(rest.split('/').filter(Boolean).pop() ?? '');
    if (!slugParam.safeParse(slug).success) return void notFound(reply);
    // The exact slug first (an index lookup); then the listing's bare id, or a slug it had before its title changed
    // (listing_slugs, migration 0090) — the page redirects either to the current slug. Other words before an id
    // name no listing: 404 (docs/decisions/125-reach-search-engines.md).
    const row = (await listingBySlug(slug)) ?? (await formerAddress(slug));
    if (!row) return void notFound(reply);
    const isPublic = row.status === 'active' && !row.user_banned && (row.expires_at === null || new Date(row.expires_at).getTime() > Date.now());
    if (!isPublic) {
      // docs/product/listing-page.md: a listing in moderation (or any non-public state) is visible only to its owner (and admins).
      const viewer = await currentUser(context, request);
      if (!viewer || viewer.banned || (viewer.id !== row.user_id && viewer.role !== 'admin')) {
        // A listing that was public and no longer is (archived by its seller or with a deleted account, expired,
        // its seller banned) is gone for good as far as a visitor knows: 410, with its id for similar listings
        // (docs/decisions/125-reach-search-engines.md). One never published stays a plain 404.
        if (row.published_at !== null && row.status !== 'draft' && row.status !== 'moderation' && row.status !== 'rejected') {
          reply.code(410).send({ status: 'error', messageId: 'gone.title', data: { id: row.id } });
          return undefined;
        }
        return void notFound(reply);
      }
    }
    // Only what every visitor may see is cached; an owner's view of a hidden listing never is.
    // Category and place in the request's language (the read cache keys by it too).
    const [detail] = await localizeListings(db, [serializeDetail(row, supportEmail)], requestLanguage(request));
    return { body: { status: 'success', data: detail }, store: isPublic };
  }));

  api.get('/oglasi/listing-id/:id/similar', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return notFound(reply);
    // One statement: the target listing `t` picks its neighbours — same subcategory (else category), nearest
    // first: same city, then the newest — and only the chosen few are joined with their lookups.
    const chosen = onlyPublic(listingCore(db).innerJoin('listings as t', (join) => join.on('t.id', '=', id)))
      .where(sql<SqlBool>`l.id <> t.id and case when t.subcategory_id is not null then l.subcategory_id = t.subcategory_id else l.category_id = t.category_id end`)
      .select(sql<number>`case when l.location_id = t.location_id then 0 else 1 end`.as('distance'))
      .orderBy(sql`distance`)
      .orderBy('l.published_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(SIMILAR_COUNT);
    const rows = await withLookups(db, chosen).orderBy(sql`p.distance, p.published_at desc, p.id desc`).execute();
    // No neighbours: tell a listing without any from one that does not exist.
    if (rows.length === 0 && !(await db.selectFrom('listings').select('id').where('id', '=', id).executeTakeFirst())) return notFound(reply);
    reply.header('Vary', 'Cookie');
    return { status: 'success', data: await localizeListings(db, rows.map((row) => serializeSummary(row, supportEmail)), requestLanguage(request)) };
  });
}
