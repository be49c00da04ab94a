import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { databaseHealth } from '../db/database';

export async function registerHealthRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  api.get('/health', async (_request, reply) => {
    try {
      const database = await databaseHealth(context.database.db);
      return { status: 'ok', engine: context.database.engine, database };
    } catch (error) {
      reply.code(503);
      return { status: 'error', messageId: 'generalError', detail: String(error) };
    }
  });
}
