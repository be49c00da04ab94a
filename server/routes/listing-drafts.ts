import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { requireUser } from '../auth/current-user';
import { sendError } from '../http/replies';
import { listingBase } from '../listings/listing-query';
import { serializeDetail } from '../listings/serialize';
import { MAX_IMAGE_BYTES } from '../media/image-types';
import { MAX_VIDEO_SECONDS } from '../media/video-limits';
import { removeVideo } from '../media/video';
import type { AnswerOf, listingLimitsAnswerSchema } from '../../core/api/answers';

/**
 * What the listing wizard needs besides the writes: the upload limits (the photo maximum is server configuration),
 * the signed-in user's latest draft to offer "continue or start over" (docs/product/selling.md), and discarding a draft.
 * Drafts are created and saved through the ordinary create/manage writes.
 */
export async function registerListingDraftRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/config/listing-limits', async () => ({
    status: 'success',
    data: { max_photos: context.config.maxListingPhotos, max_image_bytes: MAX_IMAGE_BYTES, max_video_bytes: context.config.maxVideoBytes, max_video_seconds: MAX_VIDEO_SECONDS },
  }) satisfies AnswerOf<typeof listingLimitsAnswerSchema>);

  api.get('/oglasi/drafts/latest', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const row = await listingBase(db)
      .where('l.user_id', '=', user.id)
      .where('l.status', '=', 'draft')
      .orderBy('l.updated_at', 'desc')
      .orderBy('l.id', 'desc')
      .executeTakeFirst();
    return { status: 'success', data: row ? serializeDetail(row, context.config.supportEmail) : null };
  });

  api.delete('/oglasi/drafts/:id', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0 || id >= 2_147_483_647) return sendError(reply, 404, 'notFound');
    // Only the owner's own draft: anything else is answered like a missing one.
    const deleted = await db.deleteFrom('listings').where('id', '=', id).where('user_id', '=', user.id).where('status', '=', 'draft').returning(['id', 'video']).executeTakeFirst();
    if (!deleted) return sendError(reply, 404, 'notFound');
    await removeVideo(deleted.video?.url, context.config.uploadsDir);
    return { status: 'success', data: { id } };
  });
}
