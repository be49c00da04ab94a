import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { REPORT_TYPES, type ReportType } from '../../core/listings/report-types';
import { LEGACY_REPORT_TYPES, listingReportBodySchema } from '../../core/schemas/listing';
import { requireUser } from '../auth/current-user';
import { rateLimited, sendError } from '../http/replies';
import { cleanBodyText, refuseCharacters } from '../http/text-fields';

/** docs/product/trust.md report types (core's list), and the older words that still mean one of them. */
const TYPES: Record<string, ReportType> = { ...Object.fromEntries(REPORT_TYPES.map((type) => [type, type])), ...LEGACY_REPORT_TYPES };

/** Reporting a listing (docs/product/trust.md): signed-in users only; one report per user and listing is kept. */
export async function registerReportRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  api.post('/reports', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    // The contract's schema (core), which the request was already held to before this handler.
    const parsed = listingReportBodySchema.safeParse(request.body);
    // Own keys only: a type like "constructor" or "__proto__" is no report type.
    const type = parsed.success && Object.hasOwn(TYPES, parsed.data.type) ? TYPES[parsed.data.type] : undefined;
    if (!parsed.success || !type) return sendError(reply, 422, 'invalidRequest');
    const cleaned = cleanBodyText(parsed.data.message ?? '', 'multiline');
    if (cleaned === false) return refuseCharacters(reply, { message: ['invalidCharacters'] });
    const message = cleaned ?? '';
    const limit = await context.limits.auth.hit(`report:${user.id}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const listing = await db.selectFrom('listings').select(['id', 'user_id', 'status']).where('id', '=', Number(parsed.data.listing_id)).executeTakeFirst();
    if (!listing || listing.status !== 'active') return sendError(reply, 404, 'notFound');
    if (listing.user_id === user.id) return sendError(reply, 422, 'invalidRequest');
    const existing = await db.selectFrom('reports').select('id').where('listing_id', '=', listing.id).where('user_id', '=', user.id).executeTakeFirst();
    if (existing) await db.updateTable('reports').set({ type, message, created_at: new Date() }).where('id', '=', existing.id).execute();
    else await db.insertInto('reports').values({ listing_id: listing.id, user_id: user.id, type, message }).execute();
    return reply.code(existing ? 200 : 201).send({ status: 'success' });
  });
}
