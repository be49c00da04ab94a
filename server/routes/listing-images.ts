import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { galleryOrderBodySchema } from '../../core/schemas/listing';
import type { ApiContext } from '../context';
import type { Database, ImageVariants, ListingStatus } from '../db/schema';
import type { UserRow } from '../accounts/users';
import { requireUser } from '../auth/current-user';
import { sendError, sendValidationError } from '../http/replies';
import { listingBase } from '../listings/listing-query';
import { serializeDetail } from '../listings/serialize';
import { MAX_IMAGE_BYTES } from '../media/image-types';
import { resolveUploadPath } from '../media/optimizer';
import { ImageRejected, storeImageVariants } from '../media/variants';
import { enqueueSafely } from '../alerts/jobs';
import { lastPublicPriceAfter, priceDropJob } from '../listings/public-price';
import { publishedStatus } from './listing-write';

const listingId = (request: FastifyRequest): number | undefined => {
  const id = Number((request.params as { id: string }).id);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : undefined;
};


/** A gallery change on a live listing of an unverified owner sends it back through moderation, like any edit. */
const statusAfterChange = (status: ListingStatus, user: UserRow): ListingStatus => (status === 'active' || status === 'rejected' ? publishedStatus(user) : status);

/**
 * The listing wizard's photos, one at a time (issue 18: each photo uploads as soon as it is picked, with its own
 * progress, and can be cancelled, retried, removed and reordered):
 * - POST   /api/oglasi/manage/:id/images          multipart field `image` → appended; answers the listing and `image`
 * - PUT    /api/oglasi/manage/:id/images          { order: [original URL…] } → that order, the first is the main photo
 * - DELETE /api/oglasi/manage/:id/images?url=…    → that photo removed (its files too)
 * Photos are named by their original URL, not by position: two uploads finishing while the owner drags a third
 * cannot make a reorder remove or misplace a photo. Each change locks the listing row, so concurrent uploads all
 * land and the configured maximum holds.
 */
export async function registerListingImageRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const maxPhotos = context.config.maxListingPhotos;
  const detail = async (id: number) => serializeDetail(await listingBase(db).where('l.id', '=', id).executeTakeFirstOrThrow(), context.config.supportEmail);

  /** Runs `change` on the owner's locked listing; someone else's listing is answered like a missing one. */
  async function changeGallery(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (gallery: ImageVariants[]) => { gallery: ImageVariants[] } | { refuse: () => FastifyReply },
  ): Promise<unknown> {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = listingId(request);
    if (id === undefined) return sendError(reply, 404, 'notFound');
    const outcome = await db.transaction().execute(async (trx: Transaction<Database>) => {
      const row = await trx.selectFrom('listings').select(['id', 'user_id', 'status', 'images', 'price_eur', 'last_public_price_eur']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row || row.user_id !== user.id) return { missing: true as const };
      const current = Array.isArray(row.images) ? row.images : [];
      const changed = change(current);
      if ('refuse' in changed) return { refuse: changed.refuse };
      const next = statusAfterChange(row.status, user);
      const updated = await trx
        .updateTable('listings')
        // The price the public saw is kept while it waits in moderation (server/listings/public-price.ts).
        .set({ images: JSON.stringify(changed.gallery), status: next, rejection_reason: null, updated_at: new Date(), last_public_price_eur: lastPublicPriceAfter(row, next) })
        .where('id', '=', id)
        .returning(['price_eur'])
        .executeTakeFirstOrThrow();
      return {
        removed: current.filter((image) => !changed.gallery.some((kept) => kept.original === image.original)),
        madePublic: next === 'active' && row.status !== 'active',
        drop: priceDropJob(id, row, next, updated.price_eur),
      };
    });
    if ('missing' in outcome) return sendError(reply, 404, 'notFound');
    if ('refuse' in outcome && outcome.refuse) return outcome.refuse();
    for (const image of outcome.removed) removeImageFiles(image, context.config.uploadsDir);
    context.readCache?.clear();
    // Public again (a verified owner's rejected listing): matched against the saved searches, and a lower price
    // than the public last saw is announced, as for any other way back (docs/product/browsing.md "Saved searches").
    if (outcome.madePublic) await enqueueSafely(context.alerts, { name: 'match', listingId: id });
    if (outcome.drop) await enqueueSafely(context.alerts, outcome.drop);
    return { status: 'success', data: await detail(id) };
  }

  api.post('/oglasi/manage/:id/images', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = listingId(request);
    const owned = id === undefined ? undefined : await db.selectFrom('listings').select(['user_id', 'images']).where('id', '=', id).executeTakeFirst();
    if (!owned || owned.user_id !== user.id) return sendError(reply, 404, 'notFound');
    if (!request.isMultipart()) return sendError(reply, 400, 'invalidRequest');
    // Refused before the bytes are read when the gallery is already full (checked again under the lock).
    if (Array.isArray(owned.images) && owned.images.length >= maxPhotos) {
      return sendValidationError(reply, 'validation.galleryTooMany', { images: ['validation.galleryTooMany'] });
    }
    let bytes: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'image') {
        file?.file.resume();
        return sendError(reply, 400, 'invalidRequest');
      }
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, 'imageTooLarge', { errors: { images: ['imageTooLarge'] } });
      throw error;
    }
    let stored: ImageVariants;
    try {
      stored = await storeImageVariants(bytes, context.config.uploadsDir, 'listings');
    } catch (error) {
      if (error instanceof ImageRejected) return sendValidationError(reply, error.messageId, { images: [error.messageId] });
      throw error;
    }
    const answer = await changeGallery(request, reply, (gallery) =>
      gallery.length >= maxPhotos
        ? { refuse: () => sendValidationError(reply, 'validation.galleryTooMany', { images: ['validation.galleryTooMany'] }) }
        : { gallery: [...gallery, stored] },
    );
    // A photo that did not make it into the gallery leaves no file behind.
    if (reply.statusCode >= 400) {
      removeImageFiles(stored, context.config.uploadsDir);
      return answer;
    }
    // Which photo is this upload's: several may land at once, and each answer holds the whole gallery.
    return { ...(answer as object), image: stored };
  });

  api.put('/oglasi/manage/:id/images', async (request, reply) => {
    const parsed = galleryOrderBodySchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 422, 'invalidRequest');
    const order = parsed.data.order;
    return changeGallery(request, reply, (gallery) => {
      const named = order.map((url) => gallery.find((image) => image.original === url));
      if (named.some((image) => image === undefined) || new Set(order).size !== order.length) {
        return { refuse: () => sendValidationError(reply, 'invalidRequest', { order: ['invalidRequest'] }) };
      }
      // Photos the order does not name (one that landed while the owner was dragging) keep their place at the end.
      return { gallery: [...(named as ImageVariants[]), ...gallery.filter((image) => !order.includes(image.original))] };
    });
  });

  api.delete('/oglasi/manage/:id/images', async (request, reply) => {
    const url = (request.query as { url?: unknown }).url;
    if (typeof url !== 'string' || url === '' || url.length > 300) return sendError(reply, 422, 'invalidRequest');
    return changeGallery(request, reply, (gallery) =>
      gallery.some((image) => image.original === url) ? { gallery: gallery.filter((image) => image.original !== url) } : { refuse: () => sendError(reply, 404, 'notFound') },
    );
  });
}

/**
 * A removed photo's files (original and variants); a file already gone is not an error. Only uploads: the seed's
 * pictures (uploads/seed/) may be shared by several listings.
 */
function removeImageFiles(image: ImageVariants, uploadsDir: string): void {
  for (const url of Object.values(image)) {
    if (typeof url !== 'string' || !url.startsWith('/uploads/listings/')) continue;
    const file = resolveUploadPath(uploadsDir, url);
    if (file) fs.promises.unlink(file).catch(() => undefined);
  }
}
