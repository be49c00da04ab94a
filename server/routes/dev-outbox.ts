import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';

/** Outside production: what the server would have mailed or texted, newest first (?to= filters by recipient). */
export async function registerDevOutboxRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  if (context.config.production) return;
  api.get('/dev/outbox', async (request) => {
    const to = (request.query as { to?: unknown }).to;
    let query = context.database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(50);
    if (typeof to === 'string' && to.length <= 254) query = query.where('recipient', '=', to.trim().toLowerCase());
    const rows = await query.execute();
    return {
      status: 'success',
      data: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    };
  });
}
