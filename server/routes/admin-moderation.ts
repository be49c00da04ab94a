import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { banBodySchema, reportResolutionBodySchema } from '../../core/admin/decision-bodies';
import type { ApiContext } from '../context';
import type { ChatServer } from '../chat/register';
import { requireAdmin } from '../auth/current-user';
import { cutOffUser } from '../admin/ban';
import { sendError } from '../http/replies';
import { cleanBodyText, refuseCharacters } from '../http/text-fields';
import { cleanSearchText } from '../../core/validation/text-input';
import { audit } from '../admin/audit';
import { lastPublicPriceAfter } from '../listings/public-price';

const idOf = (request: FastifyRequest, key = 'id') => {
  const id = Number((request.params as Record<string, string>)[key]);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : undefined;
};

/**
 * The console's reports and users (issue 20): reported listings grouped by listing with their types and counts —
 * dismiss them, reject the listing, or ban its seller; find a user by e-mail, phone or name and ban or unban them.
 * A ban ends the user's tokens and drops their open chat sockets at once. Every action is audited in its own
 * transaction and is safe to repeat (a second resolve finds nothing open: 409).
 */
export async function registerAdminModerationRoutes(api: FastifyInstance, context: ApiContext, chat: ChatServer): Promise<void> {
  const { db } = context.database;
  const admin = (request: FastifyRequest, reply: FastifyReply) => requireAdmin(context, request, reply);

  api.get('/admin/reports', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const { rows } = await sql<{ listing_id: number; title: string; slug: string; status: string; seller_id: number; seller_email: string | null; seller_banned: boolean; reports: number; types: Record<string, number>; latest: Date; messages: string[] }>`
      select l.id as listing_id, l.title, l.slug, l.status, u.id as seller_id, u.email as seller_email, u.banned as seller_banned,
        count(*)::int as reports,
        (select jsonb_object_agg(t.type, t.n) from (select type, count(*)::int as n from reports r2 where r2.listing_id = l.id and r2.resolved_at is null group by type) t) as types,
        max(r.created_at) as latest,
        (array_agg(r.message order by r.created_at desc) filter (where r.message <> ''))[1:3] as messages
      from reports r join listings l on l.id = r.listing_id join users u on u.id = l.user_id
      where r.resolved_at is null
      group by l.id, u.id
      order by count(*) desc, max(r.created_at) asc
      limit 100`.execute(db);
    return {
      status: 'success',
      data: rows.map((row) => ({
        listing: { id: row.listing_id, title: row.title, slug: row.slug, status: row.status },
        seller: { id: row.seller_id, email: row.seller_email, banned: row.seller_banned },
        reports: row.reports,
        types: row.types ?? {},
        latest_at: new Date(row.latest).toISOString(),
        messages: row.messages ?? [],
      })),
    };
  });

  api.post('/admin/reports/:listingId/resolve', async (request, reply) => {
    const moderator = await admin(request, reply);
    if (!moderator) return reply;
    const listingId = idOf(request, 'listingId');
    const parsed = reportResolutionBodySchema.safeParse(request.body);
    if (listingId === undefined || !parsed.success || (parsed.data.action === 'reject' && !parsed.data.reason)) return sendError(reply, 422, 'invalidRequest');
    const { action } = parsed.data;
    const reason = cleanBodyText(parsed.data.reason, 'multiline');
    if (reason === false) return refuseCharacters(reply, { reason: ['invalidCharacters'] });
    if (action === 'reject' && !reason) return sendError(reply, 422, 'invalidRequest');
    const outcome = await db.transaction().execute(async (trx) => {
      const resolved = await trx.updateTable('reports').set({ resolved_at: new Date() }).where('listing_id', '=', listingId).where('resolved_at', 'is', null).returning('id').execute();
      if (resolved.length === 0) return undefined;
      const listing = await trx.selectFrom('listings').select(['id', 'user_id', 'status', 'price_eur', 'last_public_price_eur']).where('id', '=', listingId).forUpdate().executeTakeFirstOrThrow();
      if (action === 'reject') {
        // A public listing taken down keeps the price the public saw, for a drop when it comes back (server/listings/public-price.ts).
        await trx
          .updateTable('listings')
          .set({ status: 'rejected', rejection_reason: reason ?? null, updated_at: new Date(), last_public_price_eur: lastPublicPriceAfter(listing, 'rejected') })
          .where('id', '=', listingId)
          .execute();
        await audit(trx, moderator, { action: 'listing.reject', targetType: 'listing', targetId: listingId, note: reason });
      } else if (action === 'ban') {
        await trx.updateTable('users').set({ banned: true, updated_at: new Date() }).where('id', '=', listing.user_id).execute();
        await audit(trx, moderator, { action: 'user.ban', targetType: 'user', targetId: listing.user_id, note: reason ?? `report #${listingId}` });
      } else {
        await audit(trx, moderator, { action: 'report.dismiss', targetType: 'report', targetId: listingId, note: reason });
      }
      return { sellerId: listing.user_id, reports: resolved.length };
    });
    if (!outcome) return sendError(reply, 409, 'invalidRequest', { resolved: true });
    if (action === 'ban') await cutOff(outcome.sellerId);
    context.readCache?.clear();
    return { status: 'success', data: { listing_id: listingId, action, resolved_reports: outcome.reports } };
  });

  api.get('/admin/users', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const raw = (request.query as { q?: unknown }).q;
    // A search drops what core's text-input rule would refuse or remove (docs/api.md "Text input").
    const q = cleanSearchText(typeof raw === 'string' ? raw.slice(0, 400) : '').slice(0, 100);
    if (q.length < 2) return { status: 'success', data: [] };
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'phone_number', 'user_meta', 'banned', 'verified', 'role', 'created_at'])
      .where((eb) =>
        eb.or([
          eb('email', 'ilike', pattern),
          eb('phone_number', 'ilike', `%${q.replace(/\D/g, '') || q}%`),
          eb(sql`coalesce(user_meta->>'first_name', '') || ' ' || coalesce(user_meta->>'last_name', '')`, 'ilike', pattern),
        ]),
      )
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(20)
      .execute();
    return {
      status: 'success',
      data: rows.map((row) => ({
        id: row.id,
        email: row.email,
        phone_number: row.phone_number,
        name: [row.user_meta?.first_name, row.user_meta?.last_name].filter(Boolean).join(' ') || null,
        banned: row.banned,
        verified: row.verified,
        role: row.role,
      })),
    };
  });

  api.post('/admin/users/:id/ban', async (request, reply) => {
    const moderator = await admin(request, reply);
    if (!moderator) return reply;
    const id = idOf(request);
    const parsed = banBodySchema.safeParse(request.body);
    if (id === undefined || !parsed.success) return sendError(reply, 422, 'invalidRequest');
    if (id === moderator.id) return sendError(reply, 409, 'invalidRequest');
    const { banned } = parsed.data;
    const changed = await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('users').set({ banned, updated_at: new Date() }).where('id', '=', id).where('banned', '=', !banned).where('role', '!=', 'admin').returning('id').executeTakeFirst();
      if (row) await audit(trx, moderator, { action: banned ? 'user.ban' : 'user.unban', targetType: 'user', targetId: id });
      return row;
    });
    if (!changed) {
      const exists = await db.selectFrom('users').select(['banned', 'role']).where('id', '=', id).executeTakeFirst();
      if (!exists) return sendError(reply, 404, 'notFound');
      return sendError(reply, 409, 'invalidRequest', { banned: exists.banned });
    }
    if (banned) await cutOff(id);
    context.readCache?.clear();
    return { status: 'success', data: { id, banned } };
  });

  const cutOff = (userId: number) => cutOffUser(db, chat, userId);
}
