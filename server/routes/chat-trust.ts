import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { displayName } from '../../core/format/user';
import { reportBodySchema, REPORTED_MESSAGES } from '../../core/trust/wire';
import { requireUser } from '../auth/current-user';
import { findMembership } from '../chat/conversations';
import { rateLimited, sendError } from '../http/replies';
import { cleanBodyText, refuseCharacters } from '../http/text-fields';

const idOf = (request: FastifyRequest, key: string) => {
  const id = Number((request.params as Record<string, string>)[key]);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : undefined;
};

/**
 * Blocking and reporting in the chat (issue 43; docs/product/trust.md "Blocking", "Reporting a conversation").
 * Signed-in users only; a conversation the caller is not part of answers "not found", like one that does not exist.
 * Support conversations can be neither blocked nor reported (the support account is not a trading partner).
 */
export async function registerChatTrustRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  /** The caller's listing conversation and its partner, or undefined (the reply is sent). */
  const partnerIn = async (request: FastifyRequest, reply: Parameters<typeof sendError>[0], userId: number) => {
    const id = idOf(request, 'id');
    const membership = id === undefined ? null : await findMembership(db, id, userId);
    if (!membership) return void sendError(reply, 404, 'chat.error.conversationNotFound');
    if (membership.kind !== 'listing') return void sendError(reply, 422, 'trust.error.cannotBlock');
    return membership;
  };

  api.get('/chat/blocks', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const rows = await db
      .selectFrom('chat_blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .select(['u.id', 'u.full_name', 'u.user_meta', 'b.created_at'])
      .where('b.blocker_id', '=', user.id)
      .orderBy('b.created_at', 'desc')
      .limit(200)
      .execute();
    return { status: 'success', data: rows.map((row) => ({ id: row.id, name: displayName(row) ?? '', blocked_at: new Date(row.created_at).toISOString() })) };
  });

  api.post('/chat/conversations/:id/block', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const membership = await partnerIn(request, reply, user.id);
    if (!membership) return reply;
    await db.insertInto('chat_blocks').values({ blocker_id: user.id, blocked_id: membership.partnerId }).onConflict((oc) => oc.doNothing()).execute();
    return { status: 'success', blocked_user_id: membership.partnerId };
  });

  api.delete('/chat/blocks/:userId', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const blockedId = idOf(request, 'userId');
    if (blockedId === undefined) return sendError(reply, 404, 'notFound');
    const removed = await db.deleteFrom('chat_blocks').where('blocker_id', '=', user.id).where('blocked_id', '=', blockedId).returning('blocked_id').executeTakeFirst();
    if (!removed) return sendError(reply, 404, 'notFound');
    return { status: 'success', id: blockedId };
  });

  api.post('/chat/conversations/:id/report', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const parsed = reportBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendError(reply, 422, 'invalidRequest');
    const reason = cleanBodyText(parsed.data.reason, 'multiline');
    if (reason === false) return refuseCharacters(reply, { reason: ['invalidCharacters'] });
    const membership = await partnerIn(request, reply, user.id);
    if (!membership) return reply;
    const limit = await context.limits.auth.hit(`conversation-report:${user.id}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const latest = await db
      .selectFrom('messages')
      .select(['id', 'sender_id', 'body', 'created_at'])
      .where('conversation_id', '=', membership.id)
      .orderBy('id', 'desc')
      .limit(REPORTED_MESSAGES)
      .execute();
    const messages = JSON.stringify(latest.reverse().map((m) => ({ id: m.id, sender_id: m.sender_id, body: m.body, created_at: new Date(m.created_at).toISOString() })));
    // One open report per reporter and conversation: reporting again brings it up to date.
    const created = await db.transaction().execute(async (trx) => {
      const open = await trx.selectFrom('conversation_reports').select('id').where('conversation_id', '=', membership.id).where('reporter_id', '=', user.id).where('resolved_at', 'is', null).forUpdate().executeTakeFirst();
      if (open) {
        await trx.updateTable('conversation_reports').set({ reason: reason ?? '', messages, created_at: new Date() }).where('id', '=', open.id).execute();
        return false;
      }
      await trx.insertInto('conversation_reports').values({ conversation_id: membership.id, reporter_id: user.id, reported_id: membership.partnerId, reason: reason ?? '', messages }).execute();
      return true;
    });
    return reply.code(created ? 201 : 200).send({ status: 'success', messageId: 'trust.reported' });
  });
}
