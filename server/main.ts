import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { fastify } = await buildApp({ config, database });

const shutdown = async () => {
  await fastify.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await fastify.listen({ port: config.port, host: config.host });
console.log(`Oglasi: http://localhost:${config.port} (database: ${database.engine})`);
