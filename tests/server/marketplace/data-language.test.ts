import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { rawRequest } from '../helpers/raw-request';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';

type Named = { id: number; name: string; slug: string };
type Card = { title: string; category: Named; subcategory: Named | null; location: { country: { name: string }; region: Named | null; city: Named | null } };

const SQ = 'oglasi_lang=sq';
const MK = 'oglasi_lang=mk';

/** The site's own data in the request's language (issue 23, migration 0070): the same URL, two languages. */
describe('category, place and footer names in the language of the request', () => {
  let app: TestApp;
  let slug = '';
  let otherId = 0;

  beforeAll(async () => {
    app = await startTestApp({ readCacheSeconds: 60 });
    await resetDatabase(app.database);
    const { db } = app.database;
    const c = await createCatalogue(app.database);
    // Станови and Пелагониски регион stay untranslated: an Albanian answer falls back to their Macedonian names.
    for (const [id, name] of [[c.vehicles.id, 'Automjete'], [c.cars.id, 'Vetura'], [c.estates.id, 'Patundshmëri']] as const) {
      await db.updateTable('categories').set({ name_sq: name }).where('id', '=', id).execute();
    }
    for (const [id, name] of [[c.skopjeRegion.id, 'Rajoni i Shkupit'], [c.skopje.id, 'Shkup'], [c.bitola.id, 'Manastir']] as const) {
      await db.updateTable('locations').set({ name_sq: name }).where('id', '=', id).execute();
    }
    const page = await db.insertInto('pages').values({ slug: 'uslovi', title: 'Услови на користење', title_sq: 'Kushtet e përdorimit', content: 'Текст.' }).returning('id').executeTakeFirstOrThrow();
    const faq = await db.insertInto('pages').values({ slug: 'prasanja', title: 'Често поставувани прашања', content: 'Текст.' }).returning('id').executeTakeFirstOrThrow();
    const menu = await db.insertInto('menus').values({ location: 'footer-1', name: 'Информации', name_sq: 'Informacione' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('menu_pages').values([{ menu_id: menu.id, page_id: page.id, position: 0 }, { menu_id: menu.id, page_id: faq.id, position: 1 }]).execute();
    const owner = await createUser(app.database, { email: 'prodavac@primer.mk' });
    const listing = await createListing(app.database, { userId: owner.id, title: 'Голф 7 во Скопје', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.skopje.id });
    const other = await createListing(app.database, { userId: owner.id, title: 'Пасат', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.bitola.id });
    slug = listing.slug;
    otherId = other.id;
  });
  afterAll(() => app.close());

  it('answers /api/categories in Macedonian without a cookie or with mk, in Albanian with sq, the same slugs in both', async () => {
    type Top = Named & { label: string; subcategories: Named[] };
    const plain = await call<{ data: Top[] }>(app, 'GET', '/api/categories');
    const mk = await call<{ data: Top[] }>(app, 'GET', '/api/categories', { cookie: MK });
    const sq = await call<{ data: Top[] }>(app, 'GET', '/api/categories', { cookie: `oglasi_session=x; ${SQ}` });
    for (const answer of [plain, mk]) {
      expect(answer.body.data.map((c) => c.name)).toEqual(['Возила', 'Недвижности']);
      expect(answer.body.data[0]?.subcategories.map((c) => c.name)).toEqual(['Автомобили']);
    }
    expect(sq.body.data.map((c) => [c.name, c.label])).toEqual([['Automjete', 'Automjete'], ['Patundshmëri', 'Patundshmëri']]);
    expect(sq.body.data[0]?.subcategories.map((c) => c.name)).toEqual(['Vetura']);
    expect(sq.body.data[1]?.subcategories.map((c) => c.name)).toEqual(['Станови']);
    expect(sq.body.data.map((c) => c.slug)).toEqual(plain.body.data.map((c) => c.slug));
    expect(sq.headers.get('vary')).toContain('Cookie');
  });

  it('answers /api/locations in the cookie\'s language, the Macedonian name where no Albanian one is written (same order in both)', async () => {
    type Region = Named & { cities: Named[] };
    const mk = await call<{ data: Region[] }>(app, 'GET', '/api/locations');
    const sq = await call<{ data: Region[] }>(app, 'GET', '/api/locations', { cookie: SQ });
    expect(mk.body.data.map((r) => [r.name, r.cities.map((c) => c.name)])).toEqual([['Пелагониски регион', ['Битола']], ['Скопски регион', ['Скопје']]]);
    expect(sq.body.data.map((r) => [r.name, r.cities.map((c) => c.name)])).toEqual([['Пелагониски регион', ['Manastir']], ['Rajoni i Shkupit', ['Shkup']]]);
    expect(sq.body.data.flatMap((r) => r.cities.map((c) => c.slug))).toEqual(['bitola', 'skopje']);
  });

  it('never serves one language\'s cached answer to the other, on the Fastify path nor on the cache-hit fast path', async () => {
    const path = '/api/locations?page=cache-check';
    const names = (bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { data: { cities: Named[] }[] }).data.flatMap((r) => r.cities.map((c) => c.name));
    const sqFirst = await rawRequest(app.url, path, { headers: { cookie: SQ } });
    expect(sqFirst.headers['x-cache']).toBeUndefined();
    expect(names(sqFirst.bytes)).toEqual(['Manastir', 'Shkup']);
    // Macedonian right after: a miss of its own, not the Albanian entry.
    const mkFirst = await rawRequest(app.url, path);
    expect(mkFirst.headers['x-cache']).toBeUndefined();
    expect(names(mkFirst.bytes)).toEqual(['Битола', 'Скопје']);
    const mkCookie = await rawRequest(app.url, path, { headers: { cookie: MK } });
    expect(mkCookie.headers['x-cache']).toBe('hit');
    expect(names(mkCookie.bytes)).toEqual(['Битола', 'Скопје']);
    const sqAgain = await rawRequest(app.url, path, { headers: { cookie: `a=b; ${SQ}` } });
    expect(sqAgain.headers['x-cache']).toBe('hit');
    expect(names(sqAgain.bytes)).toEqual(['Manastir', 'Shkup']);
    expect(sqAgain.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('names a card\'s category, subcategory, region, town and country in the request\'s language; the title stays as written', async () => {
    const path = '/api/oglasi?category=vozila&sort=newest';
    const mk = await call<{ data: Card[] }>(app, 'GET', path);
    const sq = await call<{ data: Card[] }>(app, 'GET', path, { cookie: SQ });
    const golfMk = mk.body.data.find((card) => card.title === 'Голф 7 во Скопје');
    const golfSq = sq.body.data.find((card) => card.title === 'Голф 7 во Скопје');
    expect([golfMk?.category.name, golfMk?.subcategory?.name, golfMk?.location.region?.name, golfMk?.location.city?.name, golfMk?.location.country.name]).toEqual(['Возила', 'Автомобили', 'Скопски регион', 'Скопје', 'Македонија']);
    expect([golfSq?.category.name, golfSq?.subcategory?.name, golfSq?.location.region?.name, golfSq?.location.city?.name, golfSq?.location.country.name]).toEqual(['Automjete', 'Vetura', 'Rajoni i Shkupit', 'Shkup', 'Maqedonia']);
    expect(golfSq?.category.slug).toBe('vozila');
    // Cached per language: the Macedonian list again is still Macedonian.
    const mkAgain = await call<{ data: Card[] }>(app, 'GET', path);
    expect(mkAgain.headers.get('x-cache')).toBe('hit');
    expect(mkAgain.body.data.map((card) => card.category.name)).toEqual(['Возила', 'Возила']);
  });

  it('names a listing page\'s category and place, and its similar listings\', in the request\'s language', async () => {
    const mk = await call<{ data: Card & { id: number } }>(app, 'GET', `/api/oglasi/listing/${slug}`);
    const sq = await call<{ data: Card & { id: number } }>(app, 'GET', `/api/oglasi/listing/${slug}`, { cookie: SQ });
    expect(sq.headers.get('x-cache')).toBeNull();
    expect([mk.body.data.category.name, mk.body.data.location.city?.name]).toEqual(['Возила', 'Скопје']);
    expect([sq.body.data.title, sq.body.data.category.name, sq.body.data.subcategory?.name, sq.body.data.location.city?.name]).toEqual(['Голф 7 во Скопје', 'Automjete', 'Vetura', 'Shkup']);
    const similarSq = await call<{ data: Card[] }>(app, 'GET', `/api/oglasi/listing-id/${mk.body.data.id}/similar`, { cookie: SQ });
    expect(similarSq.body.data.map((card) => [card.title, card.subcategory?.name, card.location.region?.name, card.location.city?.name])).toEqual([['Пасат', 'Vetura', 'Пелагониски регион', 'Manastir']]);
    expect(similarSq.headers.get('vary')).toContain('Cookie');
    const similarMk = await call<{ data: Card[] }>(app, 'GET', `/api/oglasi/listing-id/${mk.body.data.id}/similar`);
    expect(similarMk.body.data.map((card) => card.location.city?.name)).toEqual(['Битола']);
    expect(otherId).toBeGreaterThan(0);
  });

  it('names a listing page from the current catalogue: an Albanian name written since the last list shows at once', async () => {
    const { db } = app.database;
    const cars = await db.selectFrom('categories').select('id').where('slug', '=', 'avtomobili').executeTakeFirstOrThrow();
    await db.updateTable('categories').set({ name_sq: 'Makina' }).where('id', '=', cars.id).execute();
    try {
      // Another address of the same listing (the remainder's last segment is the slug): not in the read cache yet.
      const sq = await call<{ data: Card }>(app, 'GET', `/api/oglasi/listing/automjete/${slug}`, { cookie: SQ });
      expect(sq.body.data.subcategory?.name).toBe('Makina');
    } finally {
      await db.updateTable('categories').set({ name_sq: 'Vetura' }).where('id', '=', cars.id).execute();
    }
  });

  it('names the footer menu and its pages in the request\'s language, kept apart in browsers by Vary: Cookie', async () => {
    type Menu = { name: string; pages: { slug: string; title: string }[] };
    const mk = await call<Menu[]>(app, 'GET', '/api/menus/location/footer-1');
    const sq = await call<Menu[]>(app, 'GET', '/api/menus/location/footer-1', { cookie: SQ });
    expect(mk.body.map((m) => [m.name, m.pages.map((p) => p.title)])).toEqual([['Информации', ['Услови на користење', 'Често поставувани прашања']]]);
    expect(sq.body.map((m) => [m.name, m.pages.map((p) => p.title)])).toEqual([['Informacione', ['Kushtet e përdorimit', 'Често поставувани прашања']]]);
    expect(sq.body[0]?.pages.map((p) => p.slug)).toEqual(['uslovi', 'prasanja']);
    expect(sq.headers.get('vary')).toContain('Cookie');
    const page = await call<{ data: { title: string } }>(app, 'GET', '/api/pages/uslovi', { cookie: SQ });
    expect(page.body.data.title).toBe('Kushtet e përdorimit');
  });
});
