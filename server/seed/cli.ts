import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedMarketplace } from './seed';
import { SCALE_DISTRIBUTIONS, seedScale, type ScaleDistribution } from './scale';

/**
 * `npm run seed`: resets the database to the demo marketplace (README "Demo accounts").
 * `npm run seed -- --scale 100000 [--messages 10] [--batch 1000] [--distribution spread|head]`: the same grown to N
 * listings (server/seed/scale.ts).
 */
const { values } = parseArgs({
  options: { scale: { type: 'string' }, messages: { type: 'string' }, batch: { type: 'string' }, distribution: { type: 'string' } },
  strict: true,
});
const count = (name: string, value: string | undefined, fallback: number): number => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`seed: --${name} takes a whole number, not ${value}`);
  return n;
};
if (values.distribution !== undefined && !SCALE_DISTRIBUTIONS.includes(values.distribution as ScaleDistribution)) {
  throw new Error(`seed: --distribution takes ${SCALE_DISTRIBUTIONS.join(' or ')}, not ${values.distribution}`);
}
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const started = Date.now();
  const log = (line: string) => console.log(line);
  if (values.scale !== undefined) {
    const result = await seedScale(database, {
      listings: count('scale', values.scale, 0),
      messagesPerListing: count('messages', values.messages, 10),
      batchSize: Math.max(1, count('batch', values.batch, 1000)),
      uploadsDir: config.uploadsDir,
      supportEmail: config.supportEmail,
      distribution: values.distribution as ScaleDistribution | undefined,
      log,
    });
    console.log(`seed --scale: ${result.listings} generated listings, ${result.users} users, ${result.favourites} favourites, ${result.conversations} conversations, ${result.messages} messages`);
  } else {
    await seedMarketplace(database, { uploadsDir: config.uploadsDir, privateDir: config.privateDir, supportEmail: config.supportEmail, log });
  }
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine})`);
} finally {
  await database.close();
}
