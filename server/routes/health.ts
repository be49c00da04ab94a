import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { databaseHealth } from '../db/database';

/**
 * Health: `/health` (the database answers; its time and version), `/health/live` (the process is up and its event
 * loop turns: restart it if not) and `/health/ready` (send it traffic: not draining, the database answers and, with
 * REDIS_URL, Redis is connected). 503 with the reasons when not ready.
 */
export async function registerHealthRoutes(api: FastifyInstance, context: AppContext, draining: () => boolean = () => false): Promise<void> {
  api.get('/health', async (_request, reply) => {
    try {
      const database = await databaseHealth(context.database.db);
      return { status: 'ok', engine: context.database.engine, database };
    } catch (error) {
      reply.code(503);
      return { status: 'error', messageId: 'generalError', detail: String(error) };
    }
  });

  api.get('/health/live', async () => ({ status: 'ok', pid: process.pid }));

  api.get('/health/ready', async (_request, reply) => {
    const checks: Record<string, boolean> = { accepting: !draining() };
    checks.database = await withTimeout(databaseHealth(context.database.db).then(() => true), 2_000);
    if (context.shared) checks.redis = context.shared.ready();
    const ready = Object.values(checks).every(Boolean);
    if (!ready) reply.code(503);
    return { status: ready ? 'ok' : 'error', ...(ready ? {} : { messageId: 'generalError' }), ready, checks, pid: process.pid };
  });
}

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}
