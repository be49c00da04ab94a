import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { isEmpty, seedMarketplace } from './seed/seed';
import { PRODUCTION_MODE_LINES, printProductionReport, productionReport } from './production-check';

const config = loadConfig();
if (config.production) {
  // Refuse before touching the database: a production server never runs on a guessable signing secret.
  if (!printProductionReport(productionReport(config))) process.exit(1);
  for (const line of PRODUCTION_MODE_LINES) console.log(`Oglasi: ${line}`);
}
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
// First start on a fresh machine: an empty database gets the demo marketplace (README "Demo accounts").
if (config.seedOnStart && (await isEmpty(database))) {
  console.log('Oglasi: empty database, seeding the demo marketplace…');
  await seedMarketplace(database, { uploadsDir: config.uploadsDir, supportEmail: config.supportEmail, log: (line) => console.log(line) });
}
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
