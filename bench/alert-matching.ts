/**
 * bench/alert-matching — saved-search matching (issue 38, docs/decisions/154-alert-queue.md). Budget: with 10,000 saved
 * searches, a new listing is matched and its notifications queued in < 50 ms of server CPU.
 *
 * A fresh embedded database (or DATABASE_URL's — then the database's own CPU is in another process and not counted)
 * gets a catalogue like the seed's (20 categories × 4 subcategories, 8 regions × 4 towns), 2,000 users and 10,000
 * saved searches spread over them the way people save them: mostly a category or subcategory, often a place, a price
 * range or a detail, some with words, a few with nothing but a place. Then new listings, one at a time, go through
 * the matching job exactly as the server runs it (runAlertJob 'match': candidates from the category index, the
 * rest checked, new pairs and bell notifications written in one transaction, digests queued) and the process's CPU
 * time is taken around each (process.cpuUsage: user + system).
 *
 * Printed beside, in the same run:
 * - the floor: the least any matching must do per listing — read the listing by primary key and write one
 *   notification row — so the ratio says what the matching costs above the bare database round trips;
 * - the same job with the planner's index scans turned off: every saved search examined per listing, which is
 *   what the category index saves (and how it would grow with the number of saved searches).
 * Prints figures; exits 0 (a benchmark, not a test).
 *
 *   npm run bench -- alert-matching          (SEARCHES=N for another count)
 */
import { sql } from 'kysely';
import { median } from './support/median';

const SEARCHES = Number(process.env.SEARCHES ?? 10_000);
const USERS = 2_000;
const LISTINGS = 60;
const BUDGET_MS = 50;

async function main(): Promise<void> {
  const { openDatabase } = await import('../server/db/database');
  const { runAlertJob } = await import('../server/alerts/jobs');
  const { InProcessQueue } = await import('../server/alerts/queue');
  const { matchListing } = await import('../server/alerts/matching');
  const { searchQuery } = await import('../server/listings/list-statement');
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  if (process.env.DATABASE_URL) await sql`truncate table saved_searches, alert_matches, alert_digests, notifications, favourites, listings, users, categories, locations restart identity cascade`.execute(db);
  const tops: { id: number; subs: number[] }[] = [];
  for (let c = 0; c < 20; c += 1) {
    const top = await db.insertInto('categories').values({ name: `Категорија ${c}`, slug: `kategorija-${c}`, position: c }).returning('id').executeTakeFirstOrThrow();
    const subs: number[] = [];
    for (let s = 0; s < 4; s += 1) subs.push((await db.insertInto('categories').values({ name: `Поткатегорија ${c}-${s}`, slug: `pod-${c}-${s}`, parent_id: top.id }).returning('id').executeTakeFirstOrThrow()).id);
    tops.push({ id: top.id, subs });
  }
  const regions: { id: number; towns: number[] }[] = [];
  for (let r = 0; r < 8; r += 1) {
    const region = await db.insertInto('locations').values({ name: `Регион ${r}`, slug: `region-${r}`, kind: 'region' }).returning('id').executeTakeFirstOrThrow();
    const towns: number[] = [];
    for (let t = 0; t < 4; t += 1) towns.push((await db.insertInto('locations').values({ name: `Град ${r}-${t}`, slug: `grad-${r}-${t}`, kind: 'city', parent_id: region.id }).returning('id').executeTakeFirstOrThrow()).id);
    regions.push({ id: region.id, towns });
  }
  const users: number[] = [];
  for (let start = 0; start < USERS; start += 500) {
    const rows = await db
      .insertInto('users')
      .values(Array.from({ length: 500 }, (_, i) => ({ email: `korisnik${start + i}@primer.mk`, password_hash: 'x', account_type: 'private' as const, user_meta: {} })))
      .returning('id')
      .execute();
    users.push(...rows.map((row) => row.id));
  }
  const WORDS = ['golf', 'passat', 'octavia', 'stan', 'iphone', 'samsung', 'laptop', 'velosiped'];
  const FUELS = ['petrol', 'diesel', 'lpg', 'hybrid', 'electric'];
  for (let start = 0; start < SEARCHES; start += 500) {
    const batch = Array.from({ length: Math.min(500, SEARCHES - start) }, (_, i) => {
      const top = pick(tops);
      const region = pick(regions);
      const shape = random();
      const category_id = shape < 0.04 ? null : shape < 0.45 ? top.id : pick(top.subs);
      const location_ids = random() < 0.5 ? (random() < 0.5 ? [region.id, ...region.towns] : [pick(region.towns)]) : null;
      const max = random() < 0.4 ? Math.round(1_000 + random() * 20_000) : null;
      const fuel = random() < 0.2 ? [pick(FUELS)] : null;
      const word = random() < 0.2 ? pick(WORDS) : null;
      return {
        user_id: pick(users),
        query: `bench-${start + i}`,
        filters: JSON.stringify(fuel ? { attributes: { fuel: { kind: 'choice', values: fuel } } } : {}),
        category_id,
        location_ids,
        price_min_eur: null,
        price_max_eur: max,
        words: word ? searchQuery([word]) : null,
        email_alerts: random() < 0.5,
      };
    });
    await db.insertInto('saved_searches').values(batch).execute();
  }
  await sql`analyze saved_searches`.execute(db);
  const seller = users[0]!;

  const newListing = async (n: number) => {
    const top = pick(tops);
    const region = pick(regions);
    const row = await db
      .insertInto('listings')
      .values({
        user_id: seller,
        title: `${pick(WORDS)} ${n}`,
        slug: `bench-${n}-${Date.now()}`,
        status: 'active',
        category_id: top.id,
        subcategory_id: pick(top.subs),
        location_id: pick(region.towns),
        price: Math.round(500 + random() * 15_000),
        images: JSON.stringify([{ original: '/x.jpg' }]),
        features: JSON.stringify({ fuel: pick(FUELS) }),
        published_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const queued: unknown[] = [];
  const queue = new InProcessQueue(async () => void queued.push(1));
  const context = { database, config: { publicUrl: 'http://localhost' } } as never;
  const cpu = async (work: () => Promise<unknown>) => {
    const before = process.cpuUsage();
    await work();
    const spent = process.cpuUsage(before);
    return (spent.user + spent.system) / 1_000;
  };
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

  // Warm up both paths (statement caches, the JIT), then measure.
  for (let i = 0; i < 5; i += 1) await runAlertJob(context, queue, { name: 'match', listingId: await newListing(-i) });
  const job: number[] = [];
  const floor: number[] = [];
  const examined: number[] = [];
  const notified: number[] = [];
  for (let i = 0; i < LISTINGS; i += 1) {
    const id = await newListing(i);
    const before = Number((await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    job.push(await cpu(() => runAlertJob(context, queue, { name: 'match', listingId: id })));
    notified.push(Number((await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n) - before);
    examined.push((await matchListing(db, id)).examined);
    floor.push(
      await cpu(async () => {
        await db.selectFrom('listings').select(['id', 'user_id', 'category_id', 'price_eur']).where('id', '=', id).executeTakeFirst();
        await db.insertInto('notifications').values({ user_id: seller, kind: 'price_drop', listing_id: id, new_price_eur: i }).execute();
      }),
    );
  }
  // Without the index: every saved search examined for each listing (the planner may not use an index scan).
  const scan: number[] = [];
  if (database.engine !== 'postgres') {
    await sql`set enable_indexscan = off`.execute(db);
    await sql`set enable_bitmapscan = off`.execute(db);
    for (let i = 0; i < 15; i += 1) {
      const id = await newListing(1_000 + i);
      scan.push(await cpu(() => runAlertJob(context, queue, { name: 'match', listingId: id })));
    }
    await sql`reset enable_indexscan`.execute(db);
    await sql`reset enable_bitmapscan`.execute(db);
  }
  await queue.idle();
  const m = median(job);
  console.log(`alert-matching: ${database.engine}, ${SEARCHES.toLocaleString('en')} saved searches, ${LISTINGS} new listings (server CPU per listing, process.cpuUsage)`);
  console.log(`  saved searches examined per listing (category index): median ${median(examined)} of ${SEARCHES} (${((median(examined) / SEARCHES) * 100).toFixed(1)}%); notifications written: median ${median(notified)}`);
  console.log(`  matching job (match + notify + digests queued): median ${m.toFixed(2)} ms, p95 ${p95(job).toFixed(2)} ms — budget < ${BUDGET_MS} ms: ${m < BUDGET_MS ? 'within' : 'MISSED'}`);
  console.log(`  floor (listing by primary key + one notification row): median ${median(floor).toFixed(2)} ms — job/floor ×${(m / median(floor)).toFixed(1)}`);
  if (scan.length > 0) console.log(`  without the index (every saved search examined): median ${median(scan).toFixed(2)} ms — ×${(median(scan) / m).toFixed(1)} the indexed job`);
  await database.close();
}

await main();
