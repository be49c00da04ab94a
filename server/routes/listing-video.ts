import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { ListingStatus } from '../db/schema';
import { requireUser } from '../auth/current-user';
import { sendError, sendValidationError } from '../http/replies';
import { listingBase } from '../listings/listing-query';
import { serializeDetail } from '../listings/serialize';
import { VideoRejected, removeVideo, storeVideo } from '../media/video';
import { enqueueSafely } from '../alerts/jobs';
import { lastPublicPriceAfter, lockPriceState, priceDropJob } from '../listings/public-price';
import { publishedStatus } from './listing-write';

async function ownedListing(context: ApiContext, request: FastifyRequest, reply: FastifyReply) {
  const user = await requireUser(context, request, reply);
  if (!user) return undefined;
  const id = Number((request.params as { id: string }).id);
  const listing = Number.isInteger(id) && id > 0 && id < 2_147_483_647
    ? await context.database.db.selectFrom('listings').select(['id', 'user_id', 'status', 'video']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!listing || listing.user_id !== user.id) {
    sendError(reply, 404, 'notFound');
    return undefined;
  }
  return { user, listing };
}

/**
 * A listing's own video (docs/product/selling.md: MP4/MOV/WEBM, 100 MB, 90 s): uploaded as the multipart field `video`, streamed
 * to disk, checked by content and container duration, served from /uploads/ with range requests. Replacing or
 * removing it deletes the old file. Like any edit, a new video on a live listing of a non-verified owner sends the
 * listing back to moderation.
 */
export async function registerListingVideoRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const detail = async (id: number) => serializeDetail(await listingBase(db).where('l.id', '=', id).executeTakeFirstOrThrow(), context.config.supportEmail);
  const nextStatus = (status: ListingStatus, user: Parameters<typeof publishedStatus>[0]): ListingStatus =>
    status === 'active' || status === 'rejected' ? publishedStatus(user) : status;

  api.post('/oglasi/manage/:id/video', async (request, reply) => {
    const owned = await ownedListing(context, request, reply);
    if (!owned) return reply;
    if (!request.isMultipart()) return sendError(reply, 400, 'invalidRequest');
    const file = await request.file({ limits: { fileSize: context.config.maxVideoBytes, files: 1 } });
    if (!file || file.fieldname !== 'video') {
      file?.file.resume();
      return sendError(reply, 400, 'invalidRequest');
    }
    let stored;
    try {
      stored = await storeVideo(file.file, context.config.uploadsDir);
    } catch (error) {
      if (error instanceof VideoRejected) {
        const errors = { video: [error.messageId] };
        return error.messageId === 'validation.videoTooLarge' ? sendError(reply, 413, error.messageId, { errors }) : sendValidationError(reply, error.messageId, errors);
      }
      throw error;
    }
    const id = owned.listing.id;
    const changed = await db.transaction().execute(async (trx) => {
      // Under the row's lock: the price the public saw is kept while it waits in moderation (server/listings/public-price.ts).
      const before = await lockPriceState(trx, id);
      if (!before) return undefined;
      const next = nextStatus(before.status, owned.user);
      const row = await trx
        .updateTable('listings')
        .set({ video: JSON.stringify(stored), status: next, rejection_reason: null, updated_at: new Date(), last_public_price_eur: lastPublicPriceAfter(before, next) })
        .where('id', '=', id)
        .returning(['price_eur'])
        .executeTakeFirstOrThrow();
      return { madePublic: next === 'active' && before.status !== 'active', drop: priceDropJob(id, before, next, row.price_eur) };
    });
    if (!changed) {
      await removeVideo(stored.url, context.config.uploadsDir);
      return sendError(reply, 404, 'notFound');
    }
    await removeVideo(owned.listing.video?.url, context.config.uploadsDir);
    context.readCache?.clear();
    // Public again (a verified owner's rejected listing), as for any other way back (docs/product/browsing.md "Saved searches").
    if (changed.madePublic) await enqueueSafely(context.alerts, { name: 'match', listingId: id });
    if (changed.drop) await enqueueSafely(context.alerts, changed.drop);
    return { status: 'success', data: await detail(id) };
  });

  api.delete('/oglasi/manage/:id/video', async (request, reply) => {
    const owned = await ownedListing(context, request, reply);
    if (!owned) return reply;
    await db.updateTable('listings').set({ video: null, updated_at: new Date() }).where('id', '=', owned.listing.id).execute();
    await removeVideo(owned.listing.video?.url, context.config.uploadsDir);
    context.readCache?.clear();
    return { status: 'success', data: await detail(owned.listing.id) };
  });
}
