import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { requireAdmin } from '../auth/current-user';

/**
 * What the moderation console shows besides its queues (issue 20): the count of each queue for the admin's header,
 * and the audit log (newest first). Admins only; everyone else 403 (visitors 401).
 */
export async function registerAdminConsoleRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const admin = (request: Parameters<typeof requireAdmin>[1], reply: Parameters<typeof requireAdmin>[2]) => requireAdmin(context, request, reply);

  api.get('/admin/queues', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const [verification, moderation, reports, conversations] = await Promise.all([
      db.selectFrom('verification_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
      db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'moderation').executeTakeFirstOrThrow(),
      db.selectFrom('reports').select((eb) => eb.fn.count<number>('listing_id').distinct().as('n')).where('resolved_at', 'is', null).executeTakeFirstOrThrow(),
      db.selectFrom('conversation_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('resolved_at', 'is', null).executeTakeFirstOrThrow(),
    ]);
    return { status: 'success', data: { verification: Number(verification.n), moderation: Number(moderation.n), reports: Number(reports.n), conversations: Number(conversations.n) } };
  });

  api.get('/admin/audit', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const rows = await db
      .selectFrom('admin_actions as a')
      .innerJoin('users as u', 'u.id', 'a.admin_id')
      .select(['a.id', 'a.action', 'a.target_type', 'a.target_id', 'a.note', 'a.created_at', 'u.email as admin_email', 'u.user_meta as admin_meta'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(100)
      .execute();
    return {
      status: 'success',
      data: rows.map((row) => ({
        id: row.id,
        action: row.action,
        target_type: row.target_type,
        target_id: row.target_id,
        note: row.note,
        created_at: new Date(row.created_at).toISOString(),
        admin: [row.admin_meta?.first_name, row.admin_meta?.last_name].filter(Boolean).join(' ') || row.admin_email,
      })),
    };
  });
}
