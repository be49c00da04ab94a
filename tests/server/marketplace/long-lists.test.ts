import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { ListEstimates, MAX_PAGE, MAX_RESULTS } from '../../../server/listings/find-listings';
import { pageStatement, uncountedLimit, type ListingFilters, type ListingSort } from '../../../server/listings/list-statement';

interface Card {
  id: number;
  promoted: boolean;
}
interface Page {
  data: Card[];
  meta: { page: number; per_page: number; total: number; last_page: number; sort: string };
}

/** More cars than MAX_RESULTS: a list whose total is the planner's estimate (find-listings.ts). */
const CARS = MAX_RESULTS + 60;
const PROMOTED = 3;
/** How a list statement counts apart from its page: the matches in no order, up to MAX_RESULTS + 1 (list-statement.ts). */
const COUNTED_APART = `limit ${MAX_RESULTS + 1}) as c) as total_count`;
/** How it counts from the page's matches, read to MAX_RESULTS + 1. */
const COUNTED = '(select count(*) from s) as total_count';
const FLATS = 40;

/** `copies` copies of a listing, each a minute older than the last, in one statement (the triggers fill the rest). */
async function copyListing(app: TestApp, templateId: number, copies: number): Promise<void> {
  await sql`
    insert into listings (user_id, title, slug, status, category_id, subcategory_id, location_id, price, currency, price_type, description, images, features, published_at, expires_at, user_type)
    select t.user_id, t.title || ' ' || g, t.slug || '-' || g, t.status, t.category_id, t.subcategory_id, t.location_id, 1000 + g, t.currency, t.price_type, t.description, t.images, t.features,
           t.published_at - make_interval(mins => g), t.expires_at, t.user_type
    from listings as t, generate_series(1, ${copies}) as g where t.id = ${templateId}`.execute(app.database.db);
}

/**
 * A list longer than MAX_RESULTS is counted once a minute, not on every page (list-statement.ts, `counted`): the
 * pages in between read only as far as the page asked for, and are the same pages, row for row.
 */
describe('a list longer than MAX_RESULTS', () => {
  let app: TestApp;
  let statements: string[] = [];
  /** The non-promoted cars, newest first, as the database orders them. */
  let newestCars: number[] = [];
  let promotedCars: number[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    const seller = await createUser(app.database, { email: 'avto.plac@primer.mk' });
    const db = app.database.db;
    // One listing through the fixture, the rest copied from it in one statement (the triggers fill the rest).
    const template = await createListing(app.database, { userId: seller.id, title: 'Golf 7 1.6 TDI', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.skopje.id, price: 9_500, publishedAt: new Date(Date.now() - 60_000) });
    await copyListing(app, template.id, CARS - 1);
    const promoted = await sql<{ id: number }>`
      update listings set promoted_until = now() + interval '1 day'
      where id in (select id from listings where category_id = ${c.vehicles.id} order by id limit ${PROMOTED}) returning id`.execute(db);
    promotedCars = promoted.rows.map((row) => row.id).sort((a, b) => a - b);
    const rest = await sql<{ id: number }>`
      select id from listings where category_id = ${c.vehicles.id} and promoted_until is null order by published_at desc, id desc`.execute(db);
    newestCars = rest.rows.map((row) => row.id);
    for (let i = 0; i < FLATS; i++) {
      await createListing(app.database, { userId: seller.id, title: `Стан ${i + 1}`, categoryId: c.estates.id, subcategoryId: c.flats.id, locationId: c.bitola.id, publishedAt: new Date(Date.now() - i * 60_000) });
    }
    // The lists' prepared statements run on the generic-plan connections on PostgreSQL (database.ts, `planned`).
    for (const runner of [db, app.database.planned].filter((each) => each !== undefined)) {
      const executeQuery = runner.executeQuery.bind(runner);
      vi.spyOn(runner, 'executeQuery').mockImplementation((query, ...rest) => {
        statements.push('sql' in query ? query.sql : query.compile().sql);
        return executeQuery(query, ...rest);
      });
    }
  }, 120_000);
  afterEach(() => {
    statements = [];
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  /** The list statements of the requests since the last call. */
  const listStatements = () => statements.splice(0).filter((text) => text.includes('as total_count'));
  const page = async (query: string) => (await call<Page>(app, 'GET', `/api/oglasi?${query}`)).body;

  it('is counted on its first page asked, then read only to the end of each page for a minute, and counted again after it', async () => {
    const counted = await page('category=vozila&page=3');
    const [first] = listStatements();
    expect(first).toContain(COUNTED);
    expect(first).toContain(`limit ${MAX_RESULTS + 1}`);
    expect(counted.meta).toMatchObject({ page: 3, total: expect.any(Number), last_page: MAX_PAGE });
    expect(counted.meta.total).toBeGreaterThan(MAX_RESULTS);

    const again = await page('category=vozila&page=3');
    const [second] = listStatements();
    expect(second).toContain('null::bigint as total_count');
    expect(second).not.toContain('count(*) from');
    // Page 3 ends at the 63rd match: 64 read, not MAX_RESULTS + 1.
    expect(second).toContain('limit 64');
    expect(again).toEqual(counted);

    const aMinuteLater = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      await page('category=vozila&page=3');
      expect(listStatements()[0]).toContain(COUNTED);
    } finally {
      aMinuteLater.mockRestore();
    }
  });

  it('gives every page the same rows it would counted: the promoted ones first, then the newest, each once, to page MAX_PAGE', async () => {
    await page('category=vozila');
    listStatements();
    const seen: number[] = [];
    for (let number = 1; number <= MAX_PAGE; number += 1) {
      const next = await page(`category=vozila&page=${number}`);
      expect(next.meta).toMatchObject({ page: number, last_page: MAX_PAGE });
      expect(next.data).toHaveLength(21);
      seen.push(...next.data.map((card) => card.id));
    }
    expect(listStatements().every((text) => text.includes('null::bigint as total_count'))).toBe(true);
    expect(seen).toHaveLength(MAX_RESULTS);
    expect(new Set(seen).size).toBe(MAX_RESULTS);
    expect([...seen.slice(0, PROMOTED)].sort((a, b) => a - b)).toEqual(promotedCars);
    expect(seen.slice(PROMOTED)).toEqual(newestCars.slice(0, MAX_RESULTS - PROMOTED));
    const beyond = await page(`category=vozila&page=${MAX_PAGE + 1}`);
    expect(beyond.data).toEqual([]);
  });

  it('leaves a short list counted on every page, its total exact', async () => {
    for (let i = 0; i < 2; i += 1) {
      const flats = await page('category=nedviznosti&page=2');
      expect(flats.meta).toMatchObject({ total: FLATS, last_page: 2 });
      expect(flats.data).toHaveLength(FLATS - 21);
      // 40 listings: page 2's read (64) holds them all, so one pass counts them.
      expect(listStatements()[0]).toContain(COUNTED);
    }
  });

  it('counts a list longer than the page\'s read apart from the page once it knows its size, with the same total and rows', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * 61_000);
    try {
      const first = await page('category=nedviznosti');
      expect(listStatements()[0]).toContain(COUNTED);
      const second = await page('category=nedviznosti');
      const [apart] = listStatements();
      expect(apart).toContain(COUNTED_APART);
      // Page 1 is read to its 32nd match, not MAX_RESULTS + 1.
      expect(apart).toContain('limit 32');
      expect(second).toEqual(first);
      expect(second.meta).toMatchObject({ total: FLATS, last_page: 2 });
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
  });

  it('runs a list whose one plan suits every value with its generic plan, planned once (PostgreSQL: its own connections; PGlite: the mode set around it)', async () => {
    const planned = app.database.planned;
    if (!planned) throw new Error('a database has its generic-plan runner');
    const mode = async (db: typeof planned) => (await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(db)).rows[0]?.mode;
    // PostgreSQL's planned connections keep the mode; PGlite's one connection has it only while a list statement runs.
    expect(await mode(planned)).toBe(app.database.engine === 'postgres' ? 'force_generic_plan' : 'auto');
    expect(await mode(app.database.db)).toBe('auto');
    // One request at a time: the pool hands back the connection it was last given, so its statements are these. The
    // list statements only (a LIKE's `_` would take in the listing lookups, oglasi_listing_…, run in automatic mode).
    for (const place of ['skopje', 'bitola', 'skopje', 'bitola']) await page(`category=avtomobili&location=${place}&sort=price_asc`);
    const { rows } = await sql<{ generic: string; custom: string }>`
      select coalesce(sum(generic_plans), 0)::text as generic, coalesce(sum(custom_plans), 0)::text as custom
      from pg_prepared_statements where name ~ '^oglasi_list_[0-9]+$'`.execute(planned);
    expect(Number(rows[0]?.generic)).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.custom).toBe('0');
    expect(await mode(app.database.db)).toBe('auto');
  });

  it('remembers up to 10,000 lists, the one remembered longest ago making room', () => {
    const estimates = new ListEstimates();
    const list = (categoryId: number): ListingFilters => ({ categoryId, categoryLevel: 'top', sort: 'newest', page: 1 });
    estimates.counted(list(0), undefined, 40);
    for (let id = 1; id < 10_000; id += 1) estimates.counted(list(id), undefined, id);
    expect(estimates.size).toBe(10_000);
    expect(estimates.remembered(list(0), undefined)).toBe(40);
    // Remembered again, the first list is the newest: the second makes room for the next one.
    estimates.counted(list(0), undefined, 41);
    estimates.counted(list(10_000), undefined, 7);
    expect(estimates.size).toBe(10_000);
    expect(estimates.remembered(list(0), undefined)).toBe(41);
    expect(estimates.remembered(list(1), undefined)).toBeUndefined();
    expect(estimates.remembered(list(10_000), undefined)).toBe(7);
  });

  it('reads an uncounted page to the next power of two past its end, never past MAX_RESULTS + 1, and counts relevance always', () => {
    expect([21, 42, 63, 64, 65, 1_050, 2_100].map(uncountedLimit)).toEqual([32, 64, 64, 64, 128, 2_048, MAX_RESULTS + 1]);
    const filters = { categoryId: 1, categoryLevel: 'top' as const, sort: 'newest' as const, page: 2 };
    expect(pageStatement(filters, 'newest', undefined, 0, { counted: false }).sql).toContain('limit 64');
    const search = pageStatement({ ...filters, sort: 'relevance' }, 'relevance', 'golf:*', 0, { counted: false }).sql;
    expect(search).toContain('count(*) from s');
    expect(search).toContain(`limit ${MAX_RESULTS + 1}`);
    // A category asked to be counted apart is, its page read to its end; a list narrowed by price or details, or a
    // search in date order, counts the page's matches all the same, read to MAX_RESULTS + 1.
    const category = pageStatement(filters, 'newest', undefined, 0, { apart: true }).sql;
    expect(category).toContain(COUNTED_APART);
    expect(category).toContain('limit 64');
    expect(pageStatement(filters, 'newest', undefined, 0).sql).toContain(COUNTED);
    for (const narrowed of [{ priceMaxEur: 5_000 }, { attributes: { fuel: { kind: 'choice' as const, values: ['diesel'] } } }, { withPhotos: true }, { sellerType: 'company' as const }]) {
      const text = pageStatement({ ...filters, ...narrowed }, 'newest', undefined, 0, { apart: true }).sql;
      expect(text).toContain(COUNTED);
      expect(text).toContain(`limit ${MAX_RESULTS + 1}`);
    }
    expect(pageStatement(filters, 'newest', 'golf:*', 0, { apart: true }).sql).toContain(COUNTED);
  });

  it('plans a category in a place or a region, filtered or not, once (a prepared statement) in every order; a place alone by price, a price range without a category and an unknown level on every request', () => {
    const prepared = (filters: Partial<ListingFilters>, sort: ListingSort) => pageStatement({ sort, page: 1, ...filters }, sort, undefined, 0).sql.startsWith('/* prepared:');
    for (const sort of ['newest', 'oldest', 'price_asc', 'price_desc'] as const) {
      expect(prepared({ categoryId: 1, categoryLevel: 'top', locationIds: [2] }, sort)).toBe(true);
      expect(prepared({ categoryId: 2, categoryLevel: 'sub', locationIds: [2] }, sort)).toBe(true);
      expect(prepared({ categoryId: 1, categoryLevel: 'top', locationIds: [2, 3] }, sort)).toBe(true);
      expect(prepared({ categoryId: 1, categoryLevel: 'top' }, sort)).toBe(true);
      expect(prepared({ categoryId: 1, categoryLevel: 'top', locationIds: [2], priceMinEur: 100 }, sort)).toBe(true);
      expect(prepared({ categoryId: 2, categoryLevel: 'sub', priceMinEur: 100, priceMaxEur: 900 }, sort)).toBe(true);
      expect(prepared({ locationIds: [2], priceMinEur: 100 }, sort)).toBe(false);
      expect(prepared({ priceMaxEur: 900 }, sort)).toBe(false);
      expect(prepared({ categoryId: 1, locationIds: [2] }, sort)).toBe(false);
      expect(prepared({ locationIds: [2, 3] }, sort)).toBe(false);
    }
    expect(prepared({ locationIds: [2] }, 'newest')).toBe(true);
    expect(prepared({ locationIds: [2] }, 'price_asc')).toBe(false);
  });
});

/**
 * The estimates are a server's own (find-listings.ts, ListEstimates), not its database handle's: a server started
 * after the list shrank counts it, while the server that read it long keeps its estimate for the minute. The test
 * servers share one database handle, so a memo kept per handle once showed one suite's 2,160 cars to the next.
 */
describe("a long list's remembered estimate", () => {
  const KEPT = 25;
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('stays with the server that read it: a new server over the shrunk list counts it exactly', async () => {
    const first = await startTestApp();
    apps.push(first);
    await resetDatabase(first.database);
    const c = await createCatalogue(first.database);
    const seller = await createUser(first.database, { email: 'avto.plac@primer.mk' });
    const template = await createListing(first.database, { userId: seller.id, title: 'Golf 7 1.6 TDI', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.skopje.id, price: 9_500 });
    await copyListing(first, template.id, CARS - 1);
    const list = async (app: TestApp) => (await call<Page>(app, 'GET', '/api/oglasi?category=vozila')).body.meta;
    expect((await list(first)).total).toBeGreaterThan(MAX_RESULTS);

    await sql`delete from listings where id not in (select id from listings order by id limit ${KEPT})`.execute(first.database.db);
    expect((await list(first)).total).toBeGreaterThan(MAX_RESULTS);
    const second = await startTestApp();
    apps.push(second);
    expect(await list(second)).toMatchObject({ total: KEPT, last_page: 2 });
  }, 60_000);
});
