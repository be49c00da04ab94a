import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser, login } from '../helpers/fixtures';

interface Card {
  id: number;
  title: string;
  slug: string;
  href: string;
  price: number | null;
  price_type: string;
  currency: { code: string };
  category: { slug: string };
  subcategory: { slug: string; parent: { slug: string } } | null;
  location: { region: { slug: string } | null; city: { slug: string } | null };
  user: Record<string, unknown>;
}
interface Page {
  status: string;
  data: Card[];
  meta: { page: number; per_page: number; total: number; last_page: number; sort: string };
}

const DAY = 24 * 3600 * 1000;

describe('marketplace reads: lists, sorts, pagination, search, detail, similar', () => {
  let app: TestApp;
  let ids = {} as Record<'golf' | 'octavia' | 'flat' | 'house' | 'moderation', number>;
  let sellerId = 0;
  let moderationSlug = '';

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    const seller = await createUser(app.database, { email: 'prodavac@primer.mk', verified: true, meta: { first_name: 'Ана', last_name: 'Петровска' } });
    const other = await createUser(app.database, { email: 'other@primer.mk' });
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    sellerId = seller.id;
    const now = Date.now();
    const golf = await createListing(app.database, { userId: seller.id, title: 'Volkswagen Голф 7 1.6 TDI', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.skopje.id, price: 9500, publishedAt: new Date(now - 1 * DAY) });
    const octavia = await createListing(app.database, { userId: other.id, title: 'Škoda Octavia combi', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.bitola.id, price: 600000, currency: 'MKD', publishedAt: new Date(now - 2 * DAY) });
    const flat = await createListing(app.database, { userId: other.id, title: 'Стан 65м2 во Центар', categoryId: c.estates.id, subcategoryId: c.flats.id, locationId: c.skopje.id, price: 98000, publishedAt: new Date(now - 3 * DAY) });
    const house = await createListing(app.database, { userId: seller.id, title: 'Куќа со двор', categoryId: c.estates.id, locationId: c.bitola.id, price: null, priceType: 'agreement', publishedAt: new Date(now - 4 * DAY), description: 'Голем двор, близу стан на роднини' });
    // 21 fillers so that the lists have a second page.
    for (let i = 0; i < 21; i++) {
      await createListing(app.database, { userId: other.id, title: `Полица за книги ${i + 1}`, categoryId: c.estates.id, subcategoryId: c.flats.id, locationId: c.bitola.id, price: 10 + i, publishedAt: new Date(now - (10 + i) * DAY) });
    }
    const moderation = await createListing(app.database, { userId: seller.id, title: 'Голф во модерација', categoryId: c.vehicles.id, subcategoryId: c.cars.id, status: 'moderation', price: 5000 });
    await createListing(app.database, { userId: seller.id, title: 'Голф истечен', categoryId: c.vehicles.id, subcategoryId: c.cars.id, expiresAt: new Date(now - DAY), price: 5000 });
    await createListing(app.database, { userId: seller.id, title: 'Голф архивиран', categoryId: c.vehicles.id, subcategoryId: c.cars.id, status: 'archived', price: 5000 });
    moderationSlug = moderation.slug;
    ids = { golf: golf.id, octavia: octavia.id, flat: flat.id, house: house.id, moderation: moderation.id };
  });
  afterAll(() => app.close());

  it('pages by 21 from page 1 with the total count, newest first by default', async () => {
    const first = await call<Page>(app, 'GET', '/api/oglasi');
    expect(first.body.meta).toEqual({ page: 1, per_page: 21, total: 25, last_page: 2, sort: 'newest' });
    expect(first.body.data).toHaveLength(21);
    expect(first.body.data.slice(0, 4).map((l) => l.id)).toEqual([ids.golf, ids.octavia, ids.flat, ids.house]);
    const second = await call<Page>(app, 'GET', '/api/oglasi?page=2');
    expect(second.body.data).toHaveLength(4);
    expect(second.body.meta.page).toBe(2);
    const beyond = await call<Page>(app, 'GET', '/api/oglasi?page=5');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ page: 5, total: 25, last_page: 2 });
    const bad = await call(app, 'GET', '/api/oglasi?page=0');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ status: 'error', messageId: 'invalidRequest' });
  });

  it('never lists moderation, archived or expired listings', async () => {
    const all = await call<Page>(app, 'GET', '/api/oglasi?category=vozila');
    expect(all.body.data.map((l) => l.title).sort()).toEqual(['Volkswagen Голф 7 1.6 TDI', 'Škoda Octavia combi'].sort());
  });

  it('sorts oldest first and by price both ways, MKD converted to EUR, by-agreement last', async () => {
    const oldest = await call<Page>(app, 'GET', '/api/oglasi?sort=oldest');
    expect(oldest.body.data[0]?.title).toBe('Полица за книги 21');
    const high = await call<Page>(app, 'GET', '/api/oglasi?sort=price_desc');
    expect(high.body.data.slice(0, 3).map((l) => l.id)).toEqual([ids.flat, ids.octavia, ids.golf]);
    const low = await call<Page>(app, 'GET', '/api/oglasi?sort=price_asc&page=2');
    const lastOfAll = low.body.data[low.body.data.length - 1];
    expect(lastOfAll?.id).toBe(ids.house);
    expect(lastOfAll).toMatchObject({ price: null, price_type: 'agreement' });
    const firstLow = await call<Page>(app, 'GET', '/api/oglasi?sort=price_asc');
    expect(firstLow.body.data[0]?.title).toBe('Полица за книги 1');
  });

  it('filters by category (a top category includes its subcategories), region (with its cities), city and user', async () => {
    const estates = await call<Page>(app, 'GET', '/api/oglasi?category=nedviznosti');
    expect(estates.body.meta.total).toBe(23);
    const flats = await call<Page>(app, 'GET', '/api/oglasi?category=stanovi');
    expect(flats.body.meta.total).toBe(22);
    const region = await call<Page>(app, 'GET', '/api/oglasi?location=skopski-region');
    expect(region.body.data.map((l) => l.id).sort()).toEqual([ids.golf, ids.flat].sort());
    expect(region.body.data[0]?.location).toMatchObject({ region: { slug: 'skopski-region' }, city: { slug: 'skopje' } });
    const city = await call<Page>(app, 'GET', '/api/oglasi?location=bitola&category=vozila');
    expect(city.body.data.map((l) => l.id)).toEqual([ids.octavia]);
    const seller = await call<Page>(app, 'GET', `/api/oglasi?user=${sellerId}`);
    expect(seller.body.data.map((l) => l.id).sort()).toEqual([ids.golf, ids.house].sort());
    const unknown = await call(app, 'GET', '/api/oglasi?category=nema-takva');
    expect(unknown.status).toBe(404);
  });

  it('finds Cyrillic titles from Latin queries and Latin titles from Cyrillic ones', async () => {
    const search = async (q: string, extra = '') => (await call<Page>(app, 'GET', `/api/oglasi/search?q=${encodeURIComponent(q)}${extra}`)).body;
    expect((await search('golf')).data.map((l) => l.id)).toEqual([ids.golf]);
    expect((await search('ГОЛФ')).data.map((l) => l.id)).toEqual([ids.golf]);
    expect((await search('голф')).data.map((l) => l.id)).toEqual([ids.golf]);
    expect((await search('шкода')).data.map((l) => l.id)).toEqual([ids.octavia]);
    expect((await search('октавиа')).data.map((l) => l.id)).toEqual([ids.octavia]);
    const stan = await search('stan');
    expect(stan.data.map((l) => l.id)).toContain(ids.flat);
    expect(stan.data[0]?.id).toBe(ids.flat);
    expect(stan.meta.sort).toBe('relevance');
  });

  it('tolerates small typos and ranks the title match above a description mention', async () => {
    const typo = await call<Page>(app, 'GET', '/api/oglasi/search?q=golv');
    expect(typo.body.data.map((l) => l.id)).toEqual([ids.golf]);
    const skoda = await call<Page>(app, 'GET', '/api/oglasi/search?q=skoda');
    expect(skoda.body.data.map((l) => l.id)).toEqual([ids.octavia]);
    const stan = await call<Page>(app, 'GET', '/api/oglasi/search?q=стан');
    expect(stan.body.data.map((l) => l.id)).toEqual([ids.flat, ids.house]);
  });

  it('filters search by category and returns nothing for nonsense', async () => {
    const inVehicles = await call<Page>(app, 'GET', '/api/oglasi/search?q=stan&category=vozila');
    expect(inVehicles.body.meta.total).toBe(0);
    const inEstates = await call<Page>(app, 'GET', '/api/oglasi/search?q=stan&category=nedviznosti');
    expect(inEstates.body.data[0]?.id).toBe(ids.flat);
    const nonsense = await call<Page>(app, 'GET', '/api/oglasi/search?q=qxzv');
    expect(nonsense.body.data).toEqual([]);
    const symbols = await call<Page>(app, 'GET', `/api/oglasi/search?q=${encodeURIComponent('!!! ***')}`);
    expect(symbols.body.meta.total).toBe(0);
  });

  it('shows a listing by slug (or any path ending in it) with the owner, and hides non-public ones from others', async () => {
    const list = await call<Page>(app, 'GET', '/api/oglasi?category=vozila');
    const golf = list.body.data.find((l) => l.id === ids.golf);
    expect(golf?.href).toBe(`/oglas/${golf?.slug}`);
    const detail = await call<{ data: Record<string, unknown> }>(app, 'GET', `/api/oglasi/listing/${golf?.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: ids.golf, title: 'Volkswagen Голф 7 1.6 TDI', currency: { code: 'EUR' }, price: 9500, user: { id: sellerId, verified: true } });
    expect(detail.body.data.user).not.toHaveProperty('email');
    const nested = await call(app, 'GET', `/api/oglasi/listing/vozila/avtomobili/${golf?.slug}`);
    expect(nested.status).toBe(200);
    // An earlier slug of its own still finds it (listing_slugs); other words before its id name no listing (issue 38).
    expect((await call(app, 'GET', `/api/oglasi/listing/staro-ime-${ids.golf}`)).status).toBe(404);
    await app.database.db.insertInto('listing_slugs').values({ slug: `staro-ime-${ids.golf}`, listing_id: ids.golf }).execute();
    const renamed = await call<{ data: { slug: string } }>(app, 'GET', `/api/oglasi/listing/staro-ime-${ids.golf}`);
    expect(renamed.body.data.slug).toBe(golf?.slug);
    expect((await call<{ data: { slug: string } }>(app, 'GET', `/api/oglasi/listing/${ids.golf}`)).body.data.slug).toBe(golf?.slug);

    expect((await call(app, 'GET', `/api/oglasi/listing/${moderationSlug}`)).status).toBe(404);
    const buyer = await login(app, 'kupuvac@primer.mk');
    expect((await call(app, 'GET', `/api/oglasi/listing/${moderationSlug}`, { cookie: buyer.cookie })).status).toBe(404);
    const owner = await login(app, 'prodavac@primer.mk');
    const own = await call<{ data: { status: string } }>(app, 'GET', `/api/oglasi/listing/${moderationSlug}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('moderation');
  });

  it('suggests similar listings from the same subcategory, never the listing itself or hidden ones', async () => {
    const similar = await call<{ data: Card[] }>(app, 'GET', `/api/oglasi/listing-id/${ids.golf}/similar`);
    expect(similar.body.data.map((l) => l.id)).toEqual([ids.octavia]);
    expect((await call(app, 'GET', '/api/oglasi/listing-id/999999/similar')).status).toBe(404);
  });

  it('without a subcategory, suggests from the category, same city first (then the newest)', async () => {
    const similar = await call<{ data: Array<Card & { location: { city: { slug: string } | null } }> }>(app, 'GET', `/api/oglasi/listing-id/${ids.house}/similar`);
    expect(similar.body.data).toHaveLength(8);
    // The flat in Skopje is newer than every shelf in Bitola, but the house is in Bitola.
    expect(similar.body.data.map((l) => l.id)).not.toContain(ids.flat);
    expect(similar.body.data.map((l) => l.title)).toEqual(Array.from({ length: 8 }, (_, i) => `Полица за книги ${i + 1}`));
    expect(similar.body.data.every((l) => l.location.city?.slug === similar.body.data[0]?.location.city?.slug)).toBe(true);
  });

  it('counts a view by POST (reading the page changes nothing)', async () => {
    const before = await app.database.db.selectFrom('listings').select('views').where('id', '=', ids.flat).executeTakeFirstOrThrow();
    await call(app, 'GET', `/api/oglasi/listing-id/${ids.flat}/similar`);
    const viewed = await call<{ views: number }>(app, 'POST', `/api/oglasi/listing-id/${ids.flat}/view`);
    expect(viewed.body.views).toBe(before.views + 1);
    const daily = await app.database.db.selectFrom('listing_daily_views').select('views').where('listing_id', '=', ids.flat).executeTakeFirstOrThrow();
    expect(daily.views).toBe(1);
    expect((await call(app, 'POST', `/api/oglasi/listing-id/${ids.moderation}/view`)).status).toBe(404);
  });
});
