import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing } from '../helpers/fixtures';
import { SCALE_DISTRIBUTION_KEY, seedScale, type ScaleResult } from '../../../server/seed/scale';
import { MAX_PAGE } from '../../../server/listings/find-listings';

interface Card {
  id: number;
  price: number | null;
  published_at: string;
  promoted: boolean;
}
interface Page {
  data: Card[];
  meta: { page: number; per_page: number; total: number; last_page: number; sort: string };
}

const LISTINGS = 2_000;

/**
 * A category's cards: the promoted ones first (decision 141; the generated marketplace promotes ~2%), then the
 * others, whose publication times are returned for their order to be checked.
 */
function afterPromoted(cards: Card[]): number[] {
  const promoted = cards.findIndex((card) => !card.promoted);
  const rest = promoted < 0 ? [] : cards.slice(promoted);
  expect(cards.slice(0, Math.max(promoted, 0)).every((card) => card.promoted)).toBe(true);
  expect(rest.every((card) => !card.promoted)).toBe(true);
  return rest.map((card) => Date.parse(card.published_at));
}

/** The generated marketplace (server/seed/scale.ts) paged through the API: every public listing once, in order. */
describe('lists over a generated marketplace of 2,000 listings', () => {
  let app: TestApp;
  let result: ScaleResult;

  beforeAll(async () => {
    // The demo seed's photos are deterministic: the seed test's folder lets them be reused.
    app = await startTestApp({ uploadsDir: path.join(os.tmpdir(), 'oglasi-test-seed-uploads') });
    await resetDatabase(app.database);
    result = await seedScale(app.database, { listings: LISTINGS, messagesPerListing: 3, imagesPerCategory: 1, uploadsDir: app.config.uploadsDir, supportEmail: app.config.supportEmail });
  }, 300_000);
  afterAll(async () => {
    await resetDatabase(app.database);
    await app.close();
  });

  /** The ids of public listings matching `where` (on listings l), straight from the database. */
  async function publicIds(where: ReturnType<typeof sql>): Promise<Set<number>> {
    const { rows } = await sql<{ id: number }>`
      select l.id from listings l join users u on u.id = l.user_id
      where l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and not u.banned and ${where}`.execute(app.database.db);
    return new Set(rows.map((r) => r.id));
  }

  /** Every page of `query`, checking on the way that each page agrees with the first on the total. */
  async function pageThrough(query: string): Promise<{ cards: Card[]; first: Page['meta'] }> {
    const first = (await call<Page>(app, 'GET', `/api/oglasi?${query}&page=1`)).body;
    const cards = [...first.data];
    for (let page = 2; page <= first.meta.last_page; page += 1) {
      const next = (await call<Page>(app, 'GET', `/api/oglasi?${query}&page=${page}`)).body;
      expect(next.meta).toMatchObject({ page, total: first.meta.total, last_page: first.meta.last_page });
      // Every page but the last is full.
      if (page < first.meta.last_page) expect(next.data).toHaveLength(21);
      cards.push(...next.data);
    }
    return { cards, first: first.meta };
  }

  it('generates N listings, 10% of N users, favourites and ~messages per listing', async () => {
    const count = async (table: 'listings' | 'users' | 'favourites' | 'conversations' | 'messages') =>
      Number((await app.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('listings')).toBe(LISTINGS);
    expect(result.users).toBe(LISTINGS / 10);
    expect(await count('users')).toBeGreaterThanOrEqual(LISTINGS / 10);
    expect(await count('favourites')).toBeGreaterThan(LISTINGS / 2);
    expect(await count('messages')).toBeGreaterThan(result.listings * 2);
    const { rows } = await sql<{ latin: number }>`select count(*)::int as latin from listings where title !~ '[а-яА-Я]'`.execute(app.database.db);
    expect(rows[0]?.latin).toBeGreaterThan(LISTINGS / 10);
    // The benches read which distribution the database was grown with (bench/server-scale.ts reseeds on a mismatch).
    const meta = await app.database.db.selectFrom('app_meta').select('value').where('key', '=', SCALE_DISTRIBUTION_KEY).executeTakeFirst();
    expect(meta?.value).toBe('spread');
  });

  it('pages through a category with no duplicates and no gaps, newest first, the total matching the rows', async () => {
    const category = await app.database.db.selectFrom('categories').select('id').where('slug', '=', 'vozila').executeTakeFirstOrThrow();
    const expected = await publicIds(sql`l.category_id = ${category.id}`);
    const { cards, first } = await pageThrough('category=vozila');
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(expected);
    expect(first.total).toBe(expected.size);
    expect(first.last_page).toBe(Math.ceil(expected.size / 21));
    expect(cards[0]?.promoted).toBe(true);
    const times = afterPromoted(cards);
    expect(times.every((t, i) => i === 0 || t <= (times[i - 1] as number))).toBe(true);
    // Past the last page: nothing, with the same count.
    const past = (await call<Page>(app, 'GET', `/api/oglasi?category=vozila&page=${first.last_page + 1}`)).body;
    expect(past.data).toHaveLength(0);
    expect(past.meta.total).toBe(expected.size);
  });

  it('pages through a subcategory by price and a region the oldest first, every listing once', async () => {
    const cars = await app.database.db.selectFrom('categories').select('id').where('slug', '=', 'avtomobili').executeTakeFirstOrThrow();
    const byPrice = await pageThrough('category=avtomobili&sort=price_asc');
    expect(byPrice.cards.map((c) => c.id).sort()).toEqual([...(await publicIds(sql`l.subcategory_id = ${cars.id}`))].sort());
    const prices = byPrice.cards.map((c) => c.price);
    const priced = prices.filter((p): p is number => p !== null);
    // Listings by agreement (no price) come last; the others never get cheaper as the pages go on (same currency
    // compares directly; MKD and EUR are sorted by their value in EUR, so only the order of nulls is checked across).
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);

    const region = await app.database.db.selectFrom('locations').select('id').where('slug', '=', 'pelagoniski-region').executeTakeFirstOrThrow();
    const cities = await app.database.db.selectFrom('locations').select('id').where('parent_id', '=', region.id).execute();
    const inRegion = await publicIds(sql`l.location_id in (${sql.join([region.id, ...cities.map((c) => c.id)])})`);
    const oldest = await pageThrough('location=pelagoniski-region&sort=oldest');
    const ids = oldest.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(inRegion);
    expect(oldest.first.total).toBe(inRegion.size);
  });

  it('counts every public listing when there are fewer than MAX_PAGE pages, and stops at MAX_PAGE', async () => {
    const all = await publicIds(sql`true`);
    const first = (await call<Page>(app, 'GET', '/api/oglasi')).body;
    expect(first.meta.total).toBe(all.size);
    expect(first.meta.last_page).toBe(Math.min(MAX_PAGE, Math.ceil(all.size / 21)));
    const beyond = (await call<Page>(app, 'GET', `/api/oglasi?page=${MAX_PAGE + 1}`)).body;
    expect(beyond.data).toHaveLength(0);
    expect(beyond.meta.last_page).toBeLessThanOrEqual(MAX_PAGE);
  });
  it('pages through every public listing while new ones arrive: no duplicates and no gaps, newest first with ?as_of, oldest first as is', async () => {
    const db = app.database.db;
    const vehicles = await db.selectFrom('categories').select('id').where('slug', '=', 'vozila').executeTakeFirstOrThrow();
    const seller = await db.selectFrom('users').select('id').where('banned', '=', false).orderBy('id').executeTakeFirstOrThrow();
    let arrivals = 0;
    const arrive = async () => {
      arrivals += 1;
      await createListing(app.database, { userId: seller.id, title: `Ново возило ${arrivals}`, categoryId: vehicles.id });
    };
    const before = await publicIds(sql`true`);
    expect(before.size).toBeGreaterThan(1_000);

    // Newest first: the first page's newest listing pins the list (`as_of`), so what arrives meanwhile — on top,
    // where it would push every later page down by one — stays out until the visitor starts again.
    const first = (await call<Page>(app, 'GET', '/api/oglasi?page=1')).body;
    const asOf = first.data[0]?.published_at ?? '';
    const cards = [...first.data];
    for (let page = 2; page <= first.meta.last_page; page += 1) {
      await arrive();
      const next = (await call<Page>(app, 'GET', `/api/oglasi?as_of=${encodeURIComponent(asOf)}&page=${page}`)).body;
      expect(next.meta).toMatchObject({ page, total: first.meta.total, last_page: first.meta.last_page });
      cards.push(...next.data);
    }
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(before);
    expect(arrivals).toBeGreaterThan(40);
    // The arrivals are there for a visitor who starts again.
    const again = (await call<Page>(app, 'GET', '/api/oglasi?page=1')).body;
    expect(again.meta.total).toBe(before.size + arrivals);
    expect(again.data[0]?.id).not.toBe(first.data[0]?.id);

    // Oldest first (a category's pages), what arrives lands after the last page: every listing there was at the
    // start comes exactly once, in order, and the pages end with the arrivals.
    const atStart = await publicIds(sql`l.category_id = ${vehicles.id}`);
    const oldest: Card[] = [];
    let lastPage = 1;
    for (let page = 1; page <= lastPage; page += 1) {
      if (page > 1) await arrive();
      const next = (await call<Page>(app, 'GET', `/api/oglasi?category=vozila&sort=oldest&page=${page}`)).body;
      lastPage = next.meta.last_page;
      oldest.push(...next.data);
    }
    const oldestIds = oldest.map((c) => c.id);
    expect(new Set(oldestIds).size).toBe(oldestIds.length);
    expect(oldestIds.filter((id) => atStart.has(id))).toHaveLength(atStart.size);
    const times = afterPromoted(oldest);
    expect(times.every((t, i) => i === 0 || t >= (times[i - 1] as number))).toBe(true);
  }, 300_000);
});
