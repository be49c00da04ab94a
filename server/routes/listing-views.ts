import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { currentUser } from '../auth/current-user';
import { notFound } from '../http/replies';
import { isAnnouncedBot, ViewCounter } from '../listings/view-counter';

/**
 * POST /api/oglasi/listing-id/:id/view — the listing page announces a view (reading stays free of side effects).
 * Counted once per visitor per listing per Europe/Skopje day (issue 19): a signed-in user by id, anyone else by a
 * keyed hash of address and browser (the address itself is never stored); never the owner's own views, never a
 * crawler that says it is one. Writes are group-committed (listings/view-counter.ts).
 */
export async function registerListingViewRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const counter = new ViewCounter(db);
  api.addHook('onClose', () => counter.flush());

  api.post('/oglasi/listing-id/:id/view', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return notFound(reply);
    const listing = await db.selectFrom('listings').select(['user_id', 'status', 'views', 'expires_at']).where('id', '=', id).executeTakeFirst();
    if (!listing || listing.status !== 'active' || (listing.expires_at !== null && new Date(listing.expires_at).getTime() <= Date.now())) return notFound(reply);
    const userAgent = request.headers['user-agent'];
    const viewer = await currentUser(context, request);
    // One address cannot pose as many browsers to inflate a listing: its views of one listing are capped too.
    const uncounted = viewer?.id === listing.user_id || isAnnouncedBot(userAgent) || !(await context.limits.auth.hit(`view:${request.ip}:${id}`)).allowed;
    if (uncounted) return { status: 'success', views: listing.views, counted: false };
    const visitor = viewer ? `u:${viewer.id}` : `a:${context.keys.sign('visitor-id', `${request.ip}|${userAgent}`)}`;
    const counted = await counter.record(id, visitor);
    return { status: 'success', views: listing.views + (counted ? 1 : 0), counted };
  });
}
