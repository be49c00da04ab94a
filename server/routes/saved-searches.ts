import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { requireUser } from '../auth/current-user';
import { sendError } from '../http/replies';
import { requestLanguage } from '../text/texts';
import { currentCatalogue, type Catalogue } from '../listings/catalogue';
import { matchColumns, savedQueryNames } from '../alerts/columns';
import { readUnsubscribeToken } from '../alerts/unsubscribe-token';
import { readListingQuery } from '../../core/listings/listing-query';
import { cleanSearchText } from '../../core/validation/text-input';
import { normaliseSavedQuery, savedQueryString, savedSearchPath, SAVED_SEARCH_LIMIT, type SavedQuery } from '../../core/alerts/saved-search';
import { alertSettingsSchema, notificationsReadSchema, saveSearchBodySchema, savedSearchUpdateSchema, unsubscribeBodySchema } from '../../core/alerts/wire';
import type { Language } from '../../core';
import type { AnswerOf, notificationsAnswerSchema, savedSearchCreatedAnswerSchema, savedSearchOneAnswerSchema, savedSearchAnswerSchema, savedSearchesAnswerSchema } from '../../core/api/answers';

/** How many notifications the bell lists (newest first). */
const NOTIFICATIONS_SHOWN = 30;

interface SavedSearchRow {
  id: number;
  query: string;
  filters: SavedQuery | string;
  email_alerts: boolean;
  created_at: Date | string;
  last_seen_at: Date | string;
  new_count: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const idOf = (request: FastifyRequest) => {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

function serialize(row: SavedSearchRow, catalogue: Catalogue, language: Language): AnswerOf<typeof savedSearchAnswerSchema> {
  const filters = (typeof row.filters === 'string' ? JSON.parse(row.filters) : row.filters) as SavedQuery;
  return {
    id: row.id,
    query: row.query,
    path: savedSearchPath(filters),
    names: savedQueryNames(catalogue, filters, language),
    email_alerts: row.email_alerts,
    new_count: Number(row.new_count),
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
  };
}

/**
 * Saved searches, the bell's notifications and the alerts' unsubscribe link (issue 38; docs/api.md "Saved searches
 * and notifications"; docs/product/browsing.md "Saved searches"). Every route but the unsubscribe link needs a
 * signed-in user and touches only that user's rows: someone else's saved search answers like a missing one (404).
 */
export async function registerSavedSearchRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  /** The user's saved searches with their new matches since last seen (one statement). */
  const rowsOf = async (userId: number, id?: number) => {
    const { rows } = await sql<SavedSearchRow>`
      select s.id, s.query, s.filters, s.email_alerts, s.created_at, s.last_seen_at,
        (select count(*) from alert_matches as m where m.saved_search_id = s.id and m.created_at > s.last_seen_at) as new_count
      from saved_searches as s
      where s.user_id = ${userId} ${id !== undefined ? sql`and s.id = ${id}` : sql``}
      order by s.created_at desc, s.id desc`.execute(db);
    return rows;
  };
  const one = async (request: FastifyRequest, reply: FastifyReply, userId: number, id: number) => {
    const [row] = await rowsOf(userId, id);
    if (!row) return sendError(reply, 404, 'notFound');
    return { status: 'success', data: serialize(row, await currentCatalogue(db), requestLanguage(request)) } satisfies AnswerOf<typeof savedSearchOneAnswerSchema>;
  };

  api.get('/saved-searches', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const [rows, settings, catalogue] = await Promise.all([
      rowsOf(user.id),
      db.selectFrom('alert_settings').select('price_drop_email').where('user_id', '=', user.id).executeTakeFirst(),
      currentCatalogue(db),
    ]);
    const language = requestLanguage(request);
    return {
      status: 'success',
      data: rows.map((row) => serialize(row, catalogue, language)),
      settings: { price_drop_email: settings?.price_drop_email ?? false },
      limit: SAVED_SEARCH_LIMIT,
    } satisfies AnswerOf<typeof savedSearchesAnswerSchema>;
  });

  api.post('/saved-searches', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = saveSearchBodySchema.safeParse(request.body);
    if (!body.success) return sendError(reply, 422, 'invalidRequest');
    // The list's own rules (core's schema): a parameter that breaks one is refused, as the list would refuse it.
    const raw: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body.data.query)) raw[name] = cleanSearchText(value);
    const parsed = readListingQuery(raw);
    if (!parsed) return sendError(reply, 422, 'invalidRequest');
    const query = normaliseSavedQuery(parsed);
    if (Object.keys(query).length === 0) return sendError(reply, 422, 'alerts.notSavable');
    const columns = await matchColumns(db, query);
    if (columns === 'notFound') return sendError(reply, 404, 'notFound');
    if (columns === 'noWords') return sendError(reply, 422, 'invalidRequest');
    const key = savedQueryString(query);
    const emailAlerts = body.data.email_alerts ?? false;
    // The cap and the insert in one transaction, the user's row locked: two saves at once cannot make a 21st.
    const outcome = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
      const existing = await trx.selectFrom('saved_searches').select('id').where('user_id', '=', user.id).where('query', '=', key).executeTakeFirst();
      if (existing) return { id: existing.id, created: false };
      const { count } = await trx.selectFrom('saved_searches').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      if (Number(count) >= SAVED_SEARCH_LIMIT) return 'limit' as const;
      const row = await trx
        .insertInto('saved_searches')
        .values({ user_id: user.id, query: key, filters: JSON.stringify(query), ...columns, email_alerts: emailAlerts })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, created: true };
    });
    if (outcome === 'limit') return sendError(reply, 409, 'alerts.limitReached', { limit: SAVED_SEARCH_LIMIT });
    const [row] = await rowsOf(user.id, outcome.id);
    if (!row) return sendError(reply, 404, 'notFound');
    const data = serialize(row, await currentCatalogue(db), requestLanguage(request));
    return reply.code(outcome.created ? 201 : 200).send({ status: 'success', data, created: outcome.created } satisfies AnswerOf<typeof savedSearchCreatedAnswerSchema>);
  });

  api.put('/saved-searches/:id', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = idOf(request);
    const body = savedSearchUpdateSchema.safeParse(request.body);
    if (id === undefined || !body.success) return sendError(reply, 422, 'invalidRequest');
    await db.updateTable('saved_searches').set({ email_alerts: body.data.email_alerts }).where('id', '=', id).where('user_id', '=', user.id).execute();
    return one(request, reply, user.id, id);
  });

  api.post('/saved-searches/:id/seen', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = idOf(request);
    if (id === undefined) return sendError(reply, 422, 'invalidRequest');
    await db.updateTable('saved_searches').set({ last_seen_at: new Date() }).where('id', '=', id).where('user_id', '=', user.id).execute();
    return one(request, reply, user.id, id);
  });

  api.delete('/saved-searches/:id', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const id = idOf(request);
    if (id === undefined) return sendError(reply, 422, 'invalidRequest');
    const deleted = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', user.id).returning('id').executeTakeFirst();
    if (!deleted) return sendError(reply, 404, 'notFound');
    return { status: 'success', id };
  });

  api.put('/alerts/settings', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = alertSettingsSchema.safeParse(request.body);
    if (!body.success) return sendError(reply, 422, 'invalidRequest');
    await db
      .insertInto('alert_settings')
      .values({ user_id: user.id, price_drop_email: body.data.price_drop_email })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ price_drop_email: body.data.price_drop_email, updated_at: new Date() }))
      .execute();
    return { status: 'success', settings: { price_drop_email: body.data.price_drop_email } };
  });

  api.get('/notifications', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const [rows, unread] = await Promise.all([
      db
        .selectFrom('notifications as n')
        .innerJoin('listings as l', 'l.id', 'n.listing_id')
        .select(['n.id', 'n.kind', 'n.created_at', 'n.read_at', 'n.saved_search_id', 'n.old_price_eur', 'l.id as listing_id', 'l.title', 'l.slug', 'l.price', 'l.currency', 'l.price_type'])
        .where('n.user_id', '=', user.id)
        .orderBy('n.id', 'desc')
        .limit(NOTIFICATIONS_SHOWN)
        .execute(),
      db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', user.id).where('read_at', 'is', null).executeTakeFirstOrThrow(),
    ]);
    return {
      status: 'success',
      unread: Number(unread.count),
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        created_at: iso(row.created_at),
        read: row.read_at !== null,
        saved_search_id: row.saved_search_id,
        old_price: row.old_price_eur === null ? null : Number(row.old_price_eur),
        listing: { id: row.listing_id, title: row.title, slug: row.slug, price: row.price === null ? null : Number(row.price), currency: row.currency, price_type: row.price_type },
      })),
    } satisfies AnswerOf<typeof notificationsAnswerSchema>;
  });

  api.post('/notifications/read', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = notificationsReadSchema.safeParse(request.body ?? {});
    if (!body.success) return sendError(reply, 422, 'invalidRequest');
    let update = db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', user.id).where('read_at', 'is', null);
    if (body.data.ids !== undefined) update = update.where('id', 'in', body.data.ids.length > 0 ? body.data.ids : [0]);
    await update.execute();
    const unread = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', user.id).where('read_at', 'is', null).executeTakeFirstOrThrow();
    return { status: 'success', unread: Number(unread.count) };
  });

  // The e-mails' unsubscribe link: no sign-in (the signed token is the authority), idempotent — a second use, or a
  // search deleted since, answers the same success.
  api.post('/alerts/unsubscribe', async (request, reply) => {
    const body = unsubscribeBodySchema.safeParse(request.body);
    const target = body.success ? readUnsubscribeToken(context.keys, body.data.token) : null;
    if (!target) return sendError(reply, 422, 'alerts.unsubscribe.invalid');
    if (target.kind === 'saved_search') {
      await db.updateTable('saved_searches').set({ email_alerts: false }).where('id', '=', target.id).execute();
    } else {
      await db
        .insertInto('alert_settings')
        .values({ user_id: target.id, price_drop_email: false })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ price_drop_email: false, updated_at: new Date() }))
        .execute()
        // A deleted account has no settings row to write (its foreign key is gone): nothing to stop.
        .catch(() => undefined);
    }
    return { status: 'success', kind: target.kind };
  });
}
