import cluster from 'node:cluster';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { isEmpty, seedMarketplace } from './seed/seed';
import { PRODUCTION_MODE_LINES, printProductionReport, productionReport } from './production-check';
import { runPrimary, workerCount } from './scale/cluster';

const config = loadConfig();
const workers = workerCount(process.env.WORKERS);
const primary = cluster.isPrimary;
if (primary && config.production) {
  // Refuse before touching the database: a production server never runs on a guessable signing secret.
  if (!printProductionReport(productionReport(config))) process.exit(1);
  for (const line of PRODUCTION_MODE_LINES) console.log(`Oglasi: ${line}`);
}
if (primary && workers > 1 && (!config.redisUrl || !config.databaseUrl)) {
  // Without shared state the processes would be islands (a message to a user on another process never pushed).
  console.error('Oglasi: WORKERS > 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL (docs/scaling.md)');
  process.exit(1);
}

if (primary) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // First start on a fresh machine: an empty database gets the demo marketplace (README "Demo accounts").
  if (config.seedOnStart && (await isEmpty(database))) {
    console.log('Oglasi: empty database, seeding the demo marketplace…');
    await seedMarketplace(database, { uploadsDir: config.uploadsDir, privateDir: config.privateDir, supportEmail: config.supportEmail, log: (line) => console.log(line) });
  }
  if (workers > 1) {
    // Migrated and seeded once, here; the workers share the port (node:cluster hands out connections).
    await database.close();
    await runPrimary(workers, config.port);
  } else {
    await serve(database);
  }
} else {
  await serve(await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
}

async function serve(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const app = await buildApp({ config, database });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A shutdown that hangs (a stuck connection) must not keep a dead process around.
    setTimeout(() => process.exit(1), 15_000).unref();
    console.log(`Oglasi: ${signal}, draining (pid ${process.pid})`);
    await app.drain(); // not ready; chat sockets closed (their clients reconnect elsewhere); sends under way confirmed
    await app.fastify.close(); // no new connections; requests under way finish
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.fastify.listen({ port: config.port, host: config.host });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shared = config.redisUrl ? ', shared state: Redis' : '';
  console.log(`Oglasi: http://localhost:${port} (database: ${database.engine}${shared}, pid ${process.pid})`);
}
