import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedMarketplace } from './seed';

/** `npm run seed`: resets the database to the demo marketplace (README "Demo accounts"). */
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const started = Date.now();
  await seedMarketplace(database, { uploadsDir: config.uploadsDir, supportEmail: config.supportEmail, log: (line) => console.log(line) });
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine})`);
} finally {
  await database.close();
}
