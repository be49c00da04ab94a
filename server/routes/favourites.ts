import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { requireUser } from '../auth/current-user';
import { listingBase } from '../listings/listing-query';
import { serializeSummary } from '../listings/serialize';
import { sendError } from '../http/replies';
import type { AnswerOf, favouritesAnswerSchema } from '../../core/api/answers';

function entityId(request: FastifyRequest): number | undefined {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const raw = body.entity_id ?? (request.query as Record<string, unknown>).entity_id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** docs/product/selling.md favourites: the signed-in user's saved listings (entity_id = listing id). */
export async function registerFavouriteRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/favourites', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const favourites = await db.selectFrom('favourites').select(['listing_id', 'created_at']).where('user_id', '=', user.id).orderBy('created_at', 'desc').execute();
    const ids = favourites.map((f) => f.listing_id);
    const rows = ids.length === 0 ? [] : await listingBase(db).where('l.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      status: 'success',
      data: favourites.map((f) => {
        const row = byId.get(f.listing_id);
        // A saved listing that is no longer public shows as unavailable (cleanup removes it).
        const visible = row && row.status === 'active' && !row.user_banned && (row.expires_at === null || new Date(row.expires_at).getTime() > Date.now());
        return {
          entity_id: f.listing_id,
          created_at: new Date(f.created_at).toISOString(),
          available: Boolean(visible),
          listing: visible ? serializeSummary(row, context.config.supportEmail) : null,
        };
      }),
    } satisfies AnswerOf<typeof favouritesAnswerSchema>;
  });

  api.post('/favourites', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = entityId(request);
    if (id === undefined) return sendError(reply, 422, 'invalidRequest');
    const listing = await db.selectFrom('listings').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!listing || listing.status !== 'active') return sendError(reply, 404, 'notFound');
    await db.insertInto('favourites').values({ user_id: user.id, listing_id: id }).onConflict((oc) => oc.doNothing()).execute();
    return { status: 'success', entity_id: id };
  });

  api.delete('/favourites', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = entityId(request);
    if (id === undefined) return sendError(reply, 422, 'invalidRequest');
    await db.deleteFrom('favourites').where('user_id', '=', user.id).where('listing_id', '=', id).execute();
    return { status: 'success', entity_id: id };
  });

  api.post('/favourites/cleanup', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const stale = await db
      .deleteFrom('favourites')
      .where('user_id', '=', user.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('listings')
              .innerJoin('users', 'users.id', 'listings.user_id')
              .select('listings.id')
              .whereRef('listings.id', '=', 'favourites.listing_id')
              .where('listings.status', '=', 'active')
              .where((inner) => inner.or([inner('listings.expires_at', 'is', null), inner('listings.expires_at', '>', new Date())]))
              .where('users.banned', '=', false),
          ),
        ),
      )
      .returning('listing_id')
      .execute();
    return { status: 'success', removed: stale.map((s) => s.listing_id) };
  });
}
