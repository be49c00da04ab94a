import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import type { ChatServer } from '../chat/register';
import { messageText, parseLanguage } from '../../core';
import { displayName } from '../../core/format/user';
import { SAFETY_RULES } from '../../core/trust/message-safety';
import { resolveReportBodySchema } from '../../core/trust/wire';
import { audit } from '../admin/audit';
import { cutOffUser } from '../admin/ban';
import { requireAdmin } from '../auth/current-user';
import { openSupportConversation } from '../chat/conversations';
import { fanOut } from '../chat/send-message';
import { sendError } from '../http/replies';
import { cleanBodyText, refuseCharacters } from '../http/text-fields';

/**
 * The console's reported conversations and the warning rules' counters (issue 43; docs/product/admin.md
 * "Reported conversations"). A report is resolved once: dismissed, the reported user warned (a message from support in
 * their language), or banned (signed out everywhere at once). Every decision is audited in its own transaction.
 */
export async function registerAdminTrustRoutes(api: FastifyInstance, context: ApiContext, chat: ChatServer): Promise<void> {
  const { db } = context.database;
  const admin = (request: FastifyRequest, reply: FastifyReply) => requireAdmin(context, request, reply);

  api.get('/admin/conversation-reports', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const rows = await db
      .selectFrom('conversation_reports as r')
      .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
      .leftJoin('listings as l', 'l.id', 'c.entity_id')
      .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
      .innerJoin('users as reported', 'reported.id', 'r.reported_id')
      .select([
        'r.id',
        'r.conversation_id',
        'r.reason',
        'r.messages',
        'r.created_at',
        'l.id as listing_id',
        'l.title as listing_title',
        'reporter.id as reporter_id',
        'reporter.full_name as reporter_full_name',
        'reporter.user_meta as reporter_meta',
        'reporter.email as reporter_email',
        'reported.id as reported_id',
        'reported.full_name as reported_full_name',
        'reported.user_meta as reported_meta',
        'reported.email as reported_email',
        'reported.banned as reported_banned',
      ])
      .where('r.resolved_at', 'is', null)
      .orderBy('r.created_at', 'asc')
      .limit(100)
      .execute();
    return {
      status: 'success',
      data: rows.map((row) => ({
        id: row.id,
        conversation_id: row.conversation_id,
        listing: row.listing_id !== null && row.listing_title !== null ? { id: row.listing_id, title: row.listing_title } : null,
        reporter: { id: row.reporter_id, name: displayName({ full_name: row.reporter_full_name, user_meta: row.reporter_meta }) ?? row.reporter_email ?? `#${row.reporter_id}` },
        reported: {
          id: row.reported_id,
          name: displayName({ full_name: row.reported_full_name, user_meta: row.reported_meta }) ?? row.reported_email ?? `#${row.reported_id}`,
          email: row.reported_email,
          banned: row.reported_banned,
        },
        reason: row.reason,
        created_at: new Date(row.created_at).toISOString(),
        messages: row.messages,
      })),
    };
  });

  api.post('/admin/conversation-reports/:id/resolve', async (request, reply) => {
    const moderator = await admin(request, reply);
    if (!moderator) return reply;
    const id = Number((request.params as { id?: string }).id);
    const parsed = resolveReportBodySchema.safeParse(request.body);
    if (!Number.isInteger(id) || id < 1 || id >= 2_147_483_647 || !parsed.success) return sendError(reply, 422, 'invalidRequest');
    const note = cleanBodyText(parsed.data.note, 'multiline');
    if (note === false) return refuseCharacters(reply, { note: ['invalidCharacters'] });
    const { action } = parsed.data;
    const outcome = await db.transaction().execute(async (trx) => {
      const report = await trx
        .updateTable('conversation_reports')
        .set({ resolved_at: new Date(), resolution: action })
        .where('id', '=', id)
        .where('resolved_at', 'is', null)
        .returning(['id', 'reported_id'])
        .executeTakeFirst();
      if (!report) return undefined;
      const target = await trx.selectFrom('users').select(['id', 'role', 'language']).where('id', '=', report.reported_id).executeTakeFirstOrThrow();
      if (action === 'ban') {
        // An admin cannot be banned from the console (docs/product/trust.md "Bans"): the report is only dismissed.
        if (target.role === 'admin') return 'admin' as const;
        await trx.updateTable('users').set({ banned: true, updated_at: new Date() }).where('id', '=', target.id).execute();
        await audit(trx, moderator, { action: 'user.ban', targetType: 'user', targetId: target.id, note: note ?? `conversation report #${id}` });
      } else {
        await audit(trx, moderator, { action: action === 'warn' ? 'conversation_report.warn' : 'conversation_report.dismiss', targetType: 'conversation_report', targetId: id, note });
      }
      return { reportedId: target.id, language: parseLanguage(target.language) ?? 'mk' };
    });
    if (outcome === 'admin') return sendError(reply, 409, 'invalidRequest');
    if (!outcome) return sendError(reply, 409, 'invalidRequest', { resolved: true });
    if (action === 'ban') {
      await cutOffUser(db, chat, outcome.reportedId);
      context.readCache?.clear();
    }
    if (action === 'warn') await warn(outcome.reportedId, messageText('trust.warning.message', outcome.language));
    return { status: 'success', data: { id, action } };
  });

  api.get('/admin/safety-counters', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const { rows } = await sql<{ rule: string; today: number; week: number }>`
      select rule, coalesce(sum(hits) filter (where day = current_date), 0)::int as today, sum(hits)::int as week
      from safety_rule_hits where day > current_date - 7 group by rule`.execute(db);
    const byRule = new Map(rows.map((row) => [row.rule, row]));
    return { status: 'success', data: SAFETY_RULES.map((rule) => ({ rule, today: byRule.get(rule)?.today ?? 0, week: byRule.get(rule)?.week ?? 0 })) };
  });

  /** The warning reaches the user as a message from support, live on their open sockets, in their language. */
  async function warn(userId: number, text: string): Promise<void> {
    const membership = await openSupportConversation(db, userId, context.config.supportEmail).catch(() => null);
    if (!membership) return;
    const supportId = membership.partnerId;
    const { stored, recipientUnread } = await chat.context.writer.write({ conversationId: membership.id, senderId: supportId, recipientId: userId, body: text, tempId: `warning-${randomUUID()}` });
    const support = await db.selectFrom('users').select(['full_name', 'user_meta']).where('id', '=', supportId).executeTakeFirst();
    await fanOut({ ctx: chat.context, userId: supportId, senderName: displayName(support) }, { ...membership, partnerId: userId }, stored, recipientUnread);
  }
}
