import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { displayName } from '../../core/format/user';
import { canEditRating, medianResponseMinutes, ratingEditSchema, ratingInputSchema, ratingPermissions, ratingRefusal, ratingReplySchema, ratingSummary, RATINGS_PAGE_SIZE, RESPONSE_WINDOW_DAYS } from '../../core/trust/ratings';
import type { ratingsPageSchema } from '../../core/trust/wire';
import type { AnswerOf } from '../../core/api/answers';
import { audit } from '../admin/audit';
import { currentUser, requireAdmin, requireUser } from '../auth/current-user';
import type { Database } from '../db/schema';
import { rateLimited, sendError } from '../http/replies';
import { cleanBodyText, refuseCharacters } from '../http/text-fields';
import type { Kysely } from 'kysely';

const idOf = (request: FastifyRequest, key = 'id') => {
  const id = Number((request.params as Record<string, string>)[key]);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : undefined;
};

/**
 * Ratings (issue 43; docs/product/trust.md "Reputation"): after a conversation about a listing with messages from both
 * sides, once the listing is archived as sold or 7 days after the conversation began, each side may rate the other
 * once per listing (1–5, an optional text), edit it for 14 days; the rated one may answer once; anyone signed in may
 * report one; an admin may hide one (audited). The rules are core's (core/trust/ratings.ts); the database keeps one
 * rating per rater, ratee and listing, and 1..5 stars.
 */
export async function registerRatingRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  /** The rating's text, or false when it holds refused characters (the reply is sent). */
  const cleanText = (reply: FastifyReply, text: string | undefined): string | false => {
    const cleaned = cleanBodyText(text, 'multiline');
    if (cleaned === false) {
      refuseCharacters(reply, { text: ['invalidCharacters'] });
      return false;
    }
    return cleaned ?? '';
  };

  api.post('/ratings', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const parsed = ratingInputSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 422, 'invalidRequest');
    const text = cleanText(reply, parsed.data.text);
    if (text === false) return reply;
    const limit = await context.limits.auth.hit(`rating:${user.id}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const { listing_id: listingId, ratee_id: rateeId, stars } = parsed.data;
    const listing = await db.selectFrom('listings').select(['id', 'sold_at']).where('id', '=', listingId).executeTakeFirst();
    if (!listing) return sendError(reply, 404, 'notFound');
    const refusal = ratingRefusal({
      raterId: user.id,
      rateeId,
      conversation: await conversationFacts(db, listingId, user.id, rateeId),
      soldAt: listing.sold_at ? new Date(listing.sold_at).getTime() : null,
      now: Date.now(),
    });
    if (refusal) return sendError(reply, 422, refusal);
    const created = await db
      .insertInto('ratings')
      .values({ listing_id: listingId, rater_id: user.id, ratee_id: rateeId, stars, body: text })
      .onConflict((oc) => oc.columns(['rater_id', 'ratee_id', 'listing_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return sendError(reply, 409, 'ratings.error.already');
    return reply.code(201).send({ status: 'success', id: created.id, messageId: 'ratings.saved' });
  });

  api.put('/ratings/:id', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = idOf(request);
    const parsed = ratingEditSchema.safeParse(request.body);
    if (id === undefined || !parsed.success) return sendError(reply, 422, 'invalidRequest');
    const text = cleanText(reply, parsed.data.text);
    if (text === false) return reply;
    const own = await db.selectFrom('ratings').select(['id', 'created_at']).where('id', '=', id).where('rater_id', '=', user.id).executeTakeFirst();
    if (!own) return sendError(reply, 404, 'notFound');
    if (!canEditRating(new Date(own.created_at).getTime(), Date.now())) return sendError(reply, 409, 'ratings.error.editClosed');
    await db.updateTable('ratings').set({ stars: parsed.data.stars, body: text, updated_at: new Date() }).where('id', '=', id).execute();
    return { status: 'success', id, messageId: 'ratings.saved' };
  });

  api.post('/ratings/:id/reply', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = idOf(request);
    const parsed = ratingReplySchema.safeParse(request.body);
    if (id === undefined || !parsed.success) return sendError(reply, 422, 'invalidRequest');
    const text = cleanText(reply, parsed.data.text);
    if (text === false) return reply;
    if (!text) return sendError(reply, 422, 'invalidRequest');
    const answered = await db.updateTable('ratings').set({ reply: text, replied_at: new Date() }).where('id', '=', id).where('ratee_id', '=', user.id).where('reply', 'is', null).returning('id').executeTakeFirst();
    if (answered) return { status: 'success', id };
    const exists = await db.selectFrom('ratings').select('id').where('id', '=', id).where('ratee_id', '=', user.id).executeTakeFirst();
    return exists ? sendError(reply, 409, 'ratings.error.alreadyAnswered') : sendError(reply, 404, 'notFound');
  });

  api.post('/ratings/:id/report', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = idOf(request);
    const rating = id === undefined ? undefined : await db.selectFrom('ratings').select(['id', 'rater_id']).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst();
    if (!rating) return sendError(reply, 404, 'notFound');
    if (rating.rater_id === user.id) return sendError(reply, 422, 'invalidRequest');
    await db.insertInto('rating_reports').values({ rating_id: rating.id, reporter_id: user.id }).onConflict((oc) => oc.doNothing()).execute();
    return reply.code(201).send({ status: 'success', messageId: 'ratings.reported' });
  });

  api.get('/users/:id/ratings', async (request, reply) => {
    const userId = idOf(request);
    if (userId === undefined) return sendError(reply, 404, 'notFound');
    const page = Math.max(1, Math.min(1000, Number((request.query as { page?: string }).page) || 1));
    // Who asks decides what each rating offers (edit its own, answer one about them): the answer is never cached
    // for others (an API answer is `no-store` unless it says otherwise).
    const [viewer, totals, rows] = await Promise.all([
      currentUser(context, request),
      ratingTotals(db, userId),
      db
        .selectFrom('ratings as r')
        .innerJoin('users as u', 'u.id', 'r.rater_id')
        .leftJoin('listings as l', 'l.id', 'r.listing_id')
        .select(['r.id', 'r.stars', 'r.body', 'r.reply', 'r.created_at', 'r.listing_id', 'l.title', 'u.id as rater_id', 'u.full_name', 'u.user_meta'])
        .where('r.ratee_id', '=', userId)
        .where('r.hidden_at', 'is', null)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(RATINGS_PAGE_SIZE + 1)
        .offset((page - 1) * RATINGS_PAGE_SIZE)
        .execute(),
    ]);
    const viewerId = viewer && !viewer.banned ? viewer.id : null;
    const now = Date.now();
    return {
      status: 'success',
      summary: totals,
      has_more: rows.length > RATINGS_PAGE_SIZE,
      data: rows.slice(0, RATINGS_PAGE_SIZE).map((row) => {
        const may = ratingPermissions({ viewerId, raterId: row.rater_id, rateeId: userId, answered: row.reply !== null, createdAt: new Date(row.created_at).getTime(), now });
        return {
          id: row.id,
          stars: row.stars,
          text: row.body,
          reply: row.reply,
          created_at: new Date(row.created_at).toISOString(),
          listing: { id: row.listing_id, title: row.title ?? '' },
          rater: { id: row.rater_id, name: displayName(row) ?? '' },
          can_edit: may.canEdit,
          can_reply: may.canReply,
        };
      }),
    } satisfies AnswerOf<typeof ratingsPageSchema>;
  });

  api.get('/users/:id/reputation', async (request, reply) => {
    const userId = idOf(request);
    const user = userId === undefined ? undefined : await db.selectFrom('users').select(['id', 'created_at', 'verified']).where('id', '=', userId).where('banned', '=', false).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) return sendError(reply, 404, 'notFound');
    const [totals, active, delays] = await Promise.all([
      ratingTotals(db, user.id),
      db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).where('status', '=', 'active').executeTakeFirstOrThrow(),
      responseDelays(db, user.id),
    ]);
    return {
      status: 'success',
      data: {
        id: user.id,
        member_since: new Date(user.created_at).toISOString(),
        verified: user.verified,
        response_minutes: medianResponseMinutes(delays),
        active_listings: Number(active.n),
        ratings: totals,
      },
    };
  });

  api.get('/admin/rating-reports', async (request, reply) => {
    if (!(await requireAdmin(context, request, reply))) return reply;
    const rows = await db
      .selectFrom('rating_reports as rr')
      .innerJoin('ratings as r', 'r.id', 'rr.rating_id')
      .innerJoin('users as u', 'u.id', 'r.rater_id')
      .innerJoin('users as t', 't.id', 'r.ratee_id')
      .select((eb) => ['r.id', 'r.stars', 'r.body', 'r.reply', 'u.full_name as rater_full_name', 'u.user_meta as rater_meta', 't.full_name as ratee_full_name', 't.user_meta as ratee_meta', eb.fn.countAll<number>().as('reports')])
      .where('r.hidden_at', 'is', null)
      .groupBy(['r.id', 'u.id', 't.id'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('r.id')
      .limit(100)
      .execute();
    return {
      status: 'success',
      data: rows.map((row) => ({
        id: row.id,
        stars: row.stars,
        text: row.body,
        reply: row.reply,
        reports: Number(row.reports),
        rater: displayName({ full_name: row.rater_full_name, user_meta: row.rater_meta }) ?? '',
        ratee: displayName({ full_name: row.ratee_full_name, user_meta: row.ratee_meta }) ?? '',
      })),
    };
  });

  api.post('/admin/ratings/:id/hide', async (request, reply) => {
    const moderator = await requireAdmin(context, request, reply);
    if (!moderator) return reply;
    const id = idOf(request);
    if (id === undefined) return sendError(reply, 422, 'invalidRequest');
    const hidden = await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('ratings').set({ hidden_at: new Date(), hidden_by: moderator.id }).where('id', '=', id).where('hidden_at', 'is', null).returning('id').executeTakeFirst();
      if (row) await audit(trx, moderator, { action: 'rating.hide', targetType: 'rating', targetId: id });
      return row;
    });
    if (!hidden) return sendError(reply, 409, 'invalidRequest');
    return { status: 'success', data: { id } };
  });
}

/** A user's visible ratings summed up (core's ratingSummary over their count and sum). */
async function ratingTotals(db: Kysely<Database>, userId: number) {
  const totals = await db
    .selectFrom('ratings')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('stars'), sql<number>`0`).as('sum')])
    .where('ratee_id', '=', userId)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  return ratingSummary(Number(totals.n), Number(totals.sum));
}

/** The conversation about a listing between two users, with how many messages each wrote and when it began. */
async function conversationFacts(db: Kysely<Database>, listingId: number, raterId: number, rateeId: number) {
  const row = await db
    .selectFrom('conversations as c')
    .leftJoin('messages as m', 'm.conversation_id', 'c.id')
    .select([
      'c.id',
      'c.created_at',
      sql<number>`count(m.id) filter (where m.sender_id = ${raterId})::int`.as('rater_messages'),
      sql<number>`count(m.id) filter (where m.sender_id = ${rateeId})::int`.as('ratee_messages'),
    ])
    .where('c.kind', '=', 'listing')
    .where('c.entity_id', '=', listingId)
    .where((eb) => eb.or([eb.and([eb('c.buyer_id', '=', raterId), eb('c.seller_id', '=', rateeId)]), eb.and([eb('c.buyer_id', '=', rateeId), eb('c.seller_id', '=', raterId)])]))
    .groupBy(['c.id', 'c.created_at'])
    .executeTakeFirst();
  if (!row) return null;
  return { raterMessages: Number(row.rater_messages), rateeMessages: Number(row.ratee_messages), startedAt: new Date(row.created_at).getTime() };
}

/**
 * For each listing conversation in which someone first wrote to the user within the last 30 days: milliseconds from
 * that first message to the user's first answer after it (never answered: left out).
 */
async function responseDelays(db: Kysely<Database>, userId: number): Promise<number[]> {
  const { rows } = await sql<{ delay_ms: number | string }>`
    with asked as (
      select m.conversation_id, min(m.created_at) as at
      from messages m join conversations c on c.id = m.conversation_id and c.kind = 'listing'
      where m.recipient_id = ${userId} and m.created_at > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})
      group by m.conversation_id
    )
    select extract(epoch from (answer.at - asked.at)) * 1000 as delay_ms
    from asked
    join lateral (select min(r.created_at) as at from messages r where r.conversation_id = asked.conversation_id and r.sender_id = ${userId} and r.created_at >= asked.at) answer on answer.at is not null`.execute(db);
  return rows.map((row) => Number(row.delay_ms));
}
