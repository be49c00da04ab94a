import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { currentUser } from '../auth/current-user';
import { notFound, sendError } from '../http/replies';
import { isAnnouncedBot, skopjeDay, ViewCounter } from '../listings/view-counter';

export const CONTACT_KINDS = ['phone', 'whatsapp', 'viber'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
/** docs/product/selling.md stats window: contact clicks older than it are never shown, so they are not kept. */
const CONTACT_DAYS_KEPT = 15;

/**
 * A listing's public interactions that feed its owner's statistics (issue 19), counted honestly: once per visitor
 * per listing per Europe/Skopje day (per contact kind for contacts) — a signed-in user by id, anyone else by a keyed
 * hash of address and browser (the address itself is never stored); never the owner's own, never a crawler that says
 * it is one, and one address cannot pose as many browsers (its counts of one listing are capped).
 *
 * - POST /api/oglasi/listing-id/:id/view — the listing page announces a view (reading stays free of side effects);
 *   group-committed (listings/view-counter.ts).
 * - POST /api/oglasi/listing-id/:id/contact `{ kind: phone | whatsapp | viber }` — a contact button was used.
 */
export async function registerListingViewRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const counter = new ViewCounter(db);
  api.addHook('onClose', () => counter.flush());
  let lastPrunedDay = '';

  /** The public listing and who is looking at it; null when the answer was sent (not found). */
  async function visit(request: FastifyRequest, reply: FastifyReply, what: string) {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      notFound(reply);
      return null;
    }
    const listing = await db.selectFrom('listings').select(['user_id', 'status', 'views', 'expires_at']).where('id', '=', id).executeTakeFirst();
    if (!listing || listing.status !== 'active' || (listing.expires_at !== null && new Date(listing.expires_at).getTime() <= Date.now())) {
      notFound(reply);
      return null;
    }
    const userAgent = request.headers['user-agent'];
    const viewer = await currentUser(context, request);
    // One address cannot pose as many browsers to inflate a listing: its counts of one listing are capped too.
    const uncounted = viewer?.id === listing.user_id || isAnnouncedBot(userAgent) || !(await context.limits.auth.hit(`${what}:${request.ip}:${id}`)).allowed;
    const visitor = viewer ? `u:${viewer.id}` : `a:${context.keys.sign('visitor-id', `${request.ip}|${userAgent}`)}`;
    return { id, listing, visitor: uncounted ? null : visitor };
  }

  api.post('/oglasi/listing-id/:id/view', async (request, reply) => {
    const seen = await visit(request, reply, 'view');
    if (!seen) return reply;
    if (!seen.visitor) return { status: 'success', views: seen.listing.views, counted: false };
    const counted = await counter.record(seen.id, seen.visitor);
    return { status: 'success', views: seen.listing.views + (counted ? 1 : 0), counted };
  });

  api.post('/oglasi/listing-id/:id/contact', async (request, reply) => {
    const kind = ((request.body ?? {}) as { kind?: unknown }).kind;
    if (typeof kind !== 'string' || !(CONTACT_KINDS as readonly string[]).includes(kind)) return sendError(reply, 422, 'invalidRequest');
    const seen = await visit(request, reply, 'contact');
    if (!seen) return reply;
    if (!seen.visitor) return { status: 'success', counted: false };
    const today = skopjeDay(new Date());
    const inserted = await db
      .insertInto('listing_contact_clicks')
      .values({ listing_id: seen.id, day: today, kind: kind as ContactKind, visitor: seen.visitor })
      .onConflict((conflict) => conflict.doNothing())
      .returning('listing_id')
      .executeTakeFirst();
    if (today !== lastPrunedDay) {
      lastPrunedDay = today;
      await sql`delete from listing_contact_clicks where day < ${today}::date - ${CONTACT_DAYS_KEPT}::int`.execute(db).catch(() => undefined);
    }
    return { status: 'success', counted: inserted !== undefined };
  });
}
