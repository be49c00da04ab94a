import { PUBLISHABLE_STATUSES, statusesAllowing, type ListingAction } from '../../core/listings/statuses';
import { canRenew } from '../../core/selling/row-actions';
import { listingDecisionBodySchema } from '../../core/admin/decision-bodies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import type { ImageVariants, ListingStatus } from '../db/schema';
import { requireAdmin, requireUser } from '../auth/current-user';
import type { UserRow } from '../accounts/users';
import { readForm } from '../http/form';
import { sendError, sendValidationError } from '../http/replies';
import { cleanBodyText, refuseCharacters } from '../http/text-fields';
import { ImageRejected, storeImageVariants } from '../media/variants';
import { listingBase } from '../listings/listing-query';
import { serializeDetail } from '../listings/serialize';
import { LISTING_LIFETIME_DAYS, readListingInput } from '../listings/listing-input';
import { arrangeGallery } from '../listings/gallery-order';
import { dailyInteractions, skopjeDateAt } from '../listings/daily-interactions';
import { slugify } from '../text/slug';
import { audit } from '../admin/audit';
import type { AnswerOf, listingStatsAnswerSchema } from '../../core/api/answers';
import { enqueueSafely } from '../alerts/jobs';
import { lastPublicPriceAfter, lockPriceState, priceDropJob } from '../listings/public-price';

const DAY = 24 * 3600 * 1000;
/** docs/product/selling.md stats window. */
const STATS_DAYS = 15;

/** docs/product/selling.md: verified users publish at once; everyone else's listing waits for moderation. */
export const publishedStatus = (user: UserRow): ListingStatus => (user.verified ? 'active' : 'moderation');

async function ownListing(context: ApiContext, request: FastifyRequest, reply: FastifyReply) {
  const user = await requireUser(context, request, reply);
  if (!user) return undefined;
  const id = Number((request.params as { id: string }).id);
  const listing = Number.isInteger(id) && id > 0 && id < 2_147_483_647
    ? await context.database.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  // Someone else's listing is answered like a missing one: no probing of what exists.
  if (!listing || listing.user_id !== user.id) {
    sendError(reply, 404, 'notFound');
    return undefined;
  }
  return { user, listing };
}

async function storeImages(context: ApiContext, files: Buffer[], reply: FastifyReply): Promise<ImageVariants[] | undefined> {
  const stored: ImageVariants[] = [];
  try {
    for (const bytes of files) stored.push(await storeImageVariants(bytes, context.config.uploadsDir, 'listings'));
    return stored;
  } catch (error) {
    if (error instanceof ImageRejected) {
      sendValidationError(reply, error.messageId, { images: [error.messageId] });
      return undefined;
    }
    throw error;
  }
}

/**
 * Listing writes (docs/product/selling.md lifecycle; paths in docs/api.md): create (draft, or published to moderation/active),
 * edit, archive, reactivate, renew, and the owner's 15-day statistics.
 */
export async function registerListingWriteRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  // A listing write may change any cached public read (its page, lists, search, home counts): start afresh, so
  // the owner sees the change at once rather than within the micro-cache's TTL.
  const changed = () => context.readCache?.clear();
  // A listing that has just become public is matched against the saved searches, off the request path (issue 38).
  const published = (listingId: number) => enqueueSafely(context.alerts, { name: 'match', listingId });
  const maxPhotos = context.config.maxListingPhotos;
  const tooMany = (reply: FastifyReply) => sendValidationError(reply, 'validation.galleryTooMany', { images: ['validation.galleryTooMany'] });
  const detail = async (id: number) => serializeDetail(await listingBase(db).where('l.id', '=', id).executeTakeFirstOrThrow(), context.config.supportEmail);

  const readInput = async (request: FastifyRequest, reply: FastifyReply) => {
    // One more than allowed is read, so an over-full upload is refused rather than silently cut.
    const read = await readForm(request, [], { field: 'images', max: maxPhotos + 1 });
    if (!read.ok) {
      sendError(reply, read.messageId === 'imageTooLarge' ? 413 : 400, read.messageId);
      return undefined;
    }
    // A JSON body's `features` object is validated as it is (server/listings/features.ts), never re-serialised.
    const body = request.isMultipart() ? undefined : (request.body as Record<string, unknown> | undefined);
    const rawFeatures = body && typeof body.features === 'object' && body.features !== null ? body.features : read.form.fields.features;
    const input = await readListingInput(db, read.form.fields, rawFeatures);
    if (!input.ok) {
      sendValidationError(reply, input.textRefused ? 'invalidCharacters' : 'invalidRequest', input.errors);
      return undefined;
    }
    return { values: input.values, fields: read.form.fields, images: read.form.fileLists.images ?? [] };
  };

  api.post('/oglasi/create', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const input = await readInput(request, reply);
    if (!input) return reply;
    const draft = input.fields.draft === 'true' || input.fields.draft === '1';
    if (!draft && input.images.length === 0) return sendValidationError(reply, 'validation.galleryRequired', { images: ['validation.galleryRequired'] });
    if (input.images.length > maxPhotos) return tooMany(reply);
    const images = await storeImages(context, input.images, reply);
    if (!images) return reply;
    const status: ListingStatus = draft ? 'draft' : publishedStatus(user);
    const now = new Date();
    const row = await db
      .insertInto('listings')
      .values({
        ...input.values,
        features: JSON.stringify(input.values.features),
        user_id: user.id,
        slug: `new-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
        status,
        images: JSON.stringify(images),
        user_type: input.values.user_type ?? user.account_type,
        company_name: input.values.user_type ? (input.values.company_name ?? null) : (user.user_meta?.company_name ?? null),
        published_at: status === 'active' ? now : null,
        expires_at: status === 'active' ? new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('listings').set({ slug: `${slugify(input.values.title)}-${row.id}` }).where('id', '=', row.id).execute();
    changed();
    if (status === 'active') await published(row.id);
    return reply.code(201).send({ status: 'success', data: await detail(row.id) });
  });

  api.put('/oglasi/manage/:id', async (request, reply) => {
    const owned = await ownListing(context, request, reply);
    if (!owned) return reply;
    const input = await readInput(request, reply);
    if (!input) return reply;
    const current = Array.isArray(owned.listing.images) ? owned.listing.images : [];
    const kept = input.fields.replace_images === 'true' ? [] : arrangeGallery(current, input.fields.image_order);
    if (!kept) return sendValidationError(reply, 'invalidRequest', { image_order: ['invalidRequest'] });
    if (kept.length + input.images.length > maxPhotos) return tooMany(reply);
    const images = await storeImages(context, input.images, reply);
    if (!images) return reply;
    const gallery = [...kept, ...images];
    if (owned.listing.status !== 'draft' && gallery.length === 0) return sendValidationError(reply, 'validation.galleryRequired', { images: ['validation.galleryRequired'] });
    // The slug follows the title; the old one is kept, so its address redirects here (migration 0090).
    const slug = `${slugify(input.values.title)}-${owned.listing.id}`;
    const edited = await db.transaction().execute(async (trx) => {
      // The status and prices as they are now, locked: an approval meanwhile is seen (server/listings/public-price.ts).
      const before = await lockPriceState(trx, owned.listing.id);
      if (!before) return undefined;
      // An edit by an unverified user goes back through moderation; drafts stay drafts.
      const status: ListingStatus = before.status === 'active' || before.status === 'rejected' ? publishedStatus(owned.user) : before.status;
      if (slug !== owned.listing.slug) {
        await trx.insertInto('listing_slugs').values({ slug: owned.listing.slug, listing_id: owned.listing.id }).onConflict((conflict) => conflict.column('slug').doNothing()).execute();
        await trx.deleteFrom('listing_slugs').where('slug', '=', slug).execute();
      }
      const row = await trx
        .updateTable('listings')
        .set({
          ...input.values,
          slug,
          features: JSON.stringify(input.values.features),
          images: JSON.stringify(gallery),
          status,
          rejection_reason: null,
          updated_at: new Date(),
          last_public_price_eur: lastPublicPriceAfter(before, status),
        })
        .where('id', '=', owned.listing.id)
        .returning(['price_eur'])
        .executeTakeFirstOrThrow();
      return { status, drop: priceDropJob(owned.listing.id, before, status, row.price_eur) };
    });
    if (!edited) return sendError(reply, 404, 'notFound');
    changed();
    if (edited.status === 'active') {
      // An edit of a public listing may make it match searches it did not (the pairs already written stay once), and
      // a lower price than the public last saw tells everyone who saved it (docs/product/browsing.md "Saved searches").
      await published(owned.listing.id);
      if (edited.drop) await enqueueSafely(context.alerts, edited.drop);
    }
    return { status: 'success', data: await detail(owned.listing.id) };
  });

  const transition = (action: ListingAction | 'publish', allowed: readonly ListingStatus[]) =>
    api.post(`/oglasi/manage/:id/${action}`, async (request, reply) => {
      const owned = await ownListing(context, request, reply);
      if (!owned) return reply;
      const { listing, user } = owned;
      // An active listing past its expiry is expired for its owner (my listings shows it there): act on that.
      const current: ListingStatus = listing.status === 'active' && listing.expires_at !== null && new Date(listing.expires_at).getTime() <= Date.now() ? 'expired' : listing.status;
      if (!allowed.includes(current)) return sendError(reply, 409, 'invalidRequest', { current_status: current });
      // Renewing changes something only in the listing's last week or once it has expired (core/selling/row-actions.ts).
      if (action === 'renew' && !canRenew({ status: current, expiresAt: listing.expires_at === null ? null : new Date(listing.expires_at).toISOString() }, Date.now())) {
        return sendError(reply, 409, 'invalidRequest', { current_status: current });
      }
      if (action === 'publish' && (!Array.isArray(listing.images) || listing.images.length === 0)) {
        return sendValidationError(reply, 'validation.galleryRequired', { images: ['validation.galleryRequired'] });
      }
      const now = new Date();
      const expires = new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY);
      const next: ListingStatus = action === 'archive' ? 'archived' : publishedStatus(user);
      const moved = await db.transaction().execute(async (trx) => {
        // Checked above on the row as read; changed since (an approval, another tab), the change is refused.
        const before = await lockPriceState(trx, listing.id);
        if (!before || before.status !== listing.status) return undefined;
        const row = await trx
          .updateTable('listings')
          .set({
            status: next,
            updated_at: now,
            // Archived as sold (issue 43: it opens the ratings of its conversations); any other change clears it.
            sold_at: action === 'archive' && (request.body as { sold?: unknown } | undefined)?.sold === true ? now : null,
            last_public_price_eur: lastPublicPriceAfter(before, next),
            ...(next === 'active' && action !== 'archive' ? { published_at: action === 'activate' && listing.published_at ? listing.published_at : now, expires_at: expires } : {}),
          })
          .where('id', '=', listing.id)
          .returning(['price_eur'])
          .executeTakeFirstOrThrow();
        return { drop: priceDropJob(listing.id, before, next, row.price_eur) };
      });
      if (!moved) {
        const latest = await db.selectFrom('listings').select(['status']).where('id', '=', listing.id).executeTakeFirst();
        return latest ? sendError(reply, 409, 'invalidRequest', { current_status: latest.status }) : sendError(reply, 404, 'notFound');
      }
      changed();
      if (next === 'active' && action !== 'archive') await published(listing.id);
      // Public again at a lower price than the public last saw (an edit while archived or in moderation).
      if (moved.drop) await enqueueSafely(context.alerts, moved.drop);
      return { status: 'success', data: await detail(listing.id) };
    });
  // Exactly the statuses my listings offers each button on (core/listings/statuses.ts).
  for (const action of ['archive', 'activate', 'renew'] as const) transition(action, statusesAllowing(action));
  transition('publish', PUBLISHABLE_STATUSES);

  api.get('/oglasi/manage/:id/stats', async (request, reply) => {
    const owned = await ownListing(context, request, reply);
    if (!owned) return reply;
    // One instant for the whole answer: the views' days and the interactions' days are the same Skopje days.
    const at = new Date();
    const today = skopjeDateAt(at);
    const { rows } = await sql<{ day: string; views: number | string }>`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.views, 0) as views
      from generate_series(${today} - ${STATS_DAYS - 1}::int, ${today}, interval '1 day') as d(day)
      left join listing_daily_views v on v.listing_id = ${owned.listing.id} and v.day = d.day::date
      order by d.day`.execute(db);
    const interactions = await dailyInteractions(db, owned.listing.id, STATS_DAYS, at);
    const daily = rows.map((r) => ({ date: r.day, views: Number(r.views), ...interactions.of(r.day) }));
    const total = daily.reduce((sum, d) => sum + d.views, 0);
    const best = daily.reduce((top, d) => (d.views > top.views ? d : top), daily[0] ?? { date: '', views: 0 });
    return {
      status: 'success',
      data: {
        listing: { id: owned.listing.id, title: owned.listing.title, slug: owned.listing.slug, status: owned.listing.status },
        total_views: owned.listing.views,
        window_days: STATS_DAYS,
        window_views: total,
        daily,
        average_daily: Math.round((total / STATS_DAYS) * 10) / 10,
        best_day: best.views > 0 ? { date: best.date, views: best.views } : null,
        window_contacts: interactions.contacts,
        window_saves: interactions.saves,
        promotions: interactions.promotions,
      },
    } satisfies AnswerOf<typeof listingStatsAnswerSchema>;
  });

  // Moderation (docs/product/selling.md: 30–60 minutes): admins approve or reject listings waiting in moderation.
  api.post('/admin/listings/:id/moderate', async (request, reply) => {
    const admin = await requireAdmin(context, request, reply);
    if (!admin) return reply;
    const id = Number((request.params as { id: string }).id);
    // The contract's schema (core), which the request was already held to before this handler.
    const parsed = listingDecisionBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendError(reply, 422, 'invalidRequest');
    const body = parsed.data;
    const cleaned = cleanBodyText(body.reason, 'multiline');
    if (cleaned === false) return refuseCharacters(reply, { reason: ['invalidCharacters'] });
    const reason = cleaned ?? '';
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || (body.decision === 'reject' && !reason)) return sendError(reply, 422, 'invalidRequest');
    const now = new Date();
    // One decision per listing in moderation, even with two admins at once (the update takes it only while it is
    // still in moderation), written with its audit line in one transaction. The row is locked first: the price the
    // public last saw is read and cleared by the one approval that makes the listing public (server/listings/public-price.ts).
    const decided = await db.transaction().execute(async (trx) => {
      const before = await lockPriceState(trx, id);
      if (!before || before.status !== 'moderation') return undefined;
      const next: ListingStatus = body.decision === 'approve' ? 'active' : 'rejected';
      const row = await trx
        .updateTable('listings')
        .set(
          next === 'active'
            ? { status: next, published_at: now, expires_at: new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY), rejection_reason: null, updated_at: now }
            : { status: next, rejection_reason: reason, updated_at: now },
        )
        .set({ last_public_price_eur: lastPublicPriceAfter(before, next) })
        .where('id', '=', id)
        .where('status', '=', 'moderation')
        .returning(['id', 'price_eur'])
        .executeTakeFirst();
      if (!row) return undefined;
      await audit(trx, admin, { action: body.decision === 'approve' ? 'listing.approve' : 'listing.reject', targetType: 'listing', targetId: id, note: reason || null });
      return { drop: priceDropJob(id, before, next, row.price_eur) };
    });
    if (!decided) {
      const listing = await db.selectFrom('listings').select(['status']).where('id', '=', id).executeTakeFirst();
      if (!listing) return sendError(reply, 404, 'notFound');
      return sendError(reply, 409, 'invalidRequest', { current_status: listing.status });
    }
    changed();
    if (body.decision === 'approve') await published(id);
    // Approved at a lower price than the public saw before the edit that sent it here.
    if (decided.drop) await enqueueSafely(context.alerts, decided.drop);
    return { status: 'success', data: await detail(id) };
  });

  api.get('/admin/listings', async (request, reply) => {
    const admin = await requireAdmin(context, request, reply);
    if (!admin) return reply;
    const rows = await listingBase(db).where('l.status', '=', 'moderation').orderBy('l.updated_at', 'asc').limit(100).execute();
    return { status: 'success', data: rows.map((row) => serializeDetail(row, context.config.supportEmail)) };
  });
}
