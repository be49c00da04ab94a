import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../../../core';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser, login, type Session } from '../helpers/fixtures';

interface Favourites {
  status: string;
  data: { entity_id: number; available: boolean; listing: { id: number; title: string } | null }[];
}

describe('favourites, my listings, verification status, catalogue, menus, pages, user page, stats', () => {
  let app: TestApp;
  let ana: Session;
  let marko: Session;
  const ids = {} as Record<'seller' | 'buyer' | 'active' | 'moderation' | 'rejected' | 'draft' | 'archived' | 'expired' | 'buyersOwn', number>;

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    const seller = await createUser(app.database, { email: 'prodavac@primer.mk', verified: true, phone: '+38970123456', meta: { first_name: 'Ана', last_name: 'Петровска', phone_number: '+38970123456', viber_phone_number: '+38970123456' } });
    const buyer = await createUser(app.database, { email: 'kupuvac@primer.mk', meta: { first_name: 'Марко', last_name: 'Николов' } });
    await createUser(app.database, { email: 'shop@primer.mk', companyName: 'Авто Скопје' });
    await createUser(app.database, { email: 'banned@primer.mk', banned: true });
    ids.seller = seller.id;
    ids.buyer = buyer.id;
    for (const [key, status] of [['active', 'active'], ['moderation', 'moderation'], ['rejected', 'rejected'], ['draft', 'draft'], ['archived', 'archived']] as const) {
      ids[key] = (await createListing(app.database, { userId: seller.id, title: `Оглас ${key}`, categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.skopje.id, status })).id;
    }
    ids.expired = (await createListing(app.database, { userId: seller.id, title: 'Оглас expired', categoryId: c.vehicles.id, expiresAt: new Date(Date.now() - 1000) })).id;
    ids.buyersOwn = (await createListing(app.database, { userId: buyer.id, title: 'Марков оглас', categoryId: c.estates.id, subcategoryId: c.flats.id, publishedAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) })).id;
    await app.database.db.insertInto('pages').values([
      { slug: 'uslovi-na-koristenje', title: 'Услови на користење', content: 'Текст на условите.' },
      { slug: 'cesto-postavuvani-prasanja', title: 'Често поставувани прашања', content: 'Прашања и одговори.' },
    ]).execute();
    const pages = await app.database.db.selectFrom('pages').select(['id', 'slug']).execute();
    const menu = await app.database.db.insertInto('menus').values({ location: 'footer-1', name: 'Информации' }).returning('id').executeTakeFirstOrThrow();
    for (const [position, page] of pages.entries()) await app.database.db.insertInto('menu_pages').values({ menu_id: menu.id, page_id: page.id, position }).execute();
    ana = await login(app, 'prodavac@primer.mk');
    marko = await login(app, 'kupuvac@primer.mk');
  });
  afterAll(() => app.close());

  it('requires a signed-in user for favourites, my-listings and verification status', async () => {
    for (const [method, path] of [['GET', '/api/favourites'], ['POST', '/api/favourites'], ['DELETE', '/api/favourites'], ['POST', '/api/favourites/cleanup'], ['GET', '/api/oglasi/my-listings'], ['GET', '/api/verification/check-status']] as const) {
      const response = await call(app, method, path, method === 'GET' ? {} : { body: { entity_id: ids.active } });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 401, body: { status: 'error', messageId: 'notAuthenticated' } });
    }
  });

  it('saves, lists, unsaves and cleans up favourites — each user sees only their own', async () => {
    expect((await call(app, 'POST', '/api/favourites', { cookie: marko.cookie, body: { entity_id: ids.active } })).body).toEqual({ status: 'success', entity_id: ids.active });
    expect((await call(app, 'POST', '/api/favourites', { cookie: marko.cookie, body: { entity_id: ids.active } })).status).toBe(200);
    expect((await call(app, 'POST', '/api/favourites', { cookie: marko.cookie, body: { entity_id: ids.moderation } })).status).toBe(404);
    expect((await call(app, 'POST', '/api/favourites', { cookie: marko.cookie, body: { entity_id: 'abc' } })).body).toEqual({ status: 'error', messageId: 'invalidRequest' });
    await call(app, 'POST', '/api/favourites', { token: marko.token, body: { entity_id: ids.buyersOwn } });

    const list = await call<Favourites>(app, 'GET', '/api/favourites', { cookie: marko.cookie });
    expect(list.body.status).toBe('success');
    expect(list.body.data.map((f) => f.entity_id).sort()).toEqual([ids.active, ids.buyersOwn].sort());
    expect(list.body.data.find((f) => f.entity_id === ids.active)?.listing?.title).toBe('Оглас active');
    const anasList = await call<Favourites>(app, 'GET', '/api/favourites', { cookie: ana.cookie });
    expect(anasList.body.data).toEqual([]);

    // The seller archives a saved listing: it shows as unavailable, and cleanup removes it.
    await app.database.db.updateTable('listings').set({ status: 'archived' }).where('id', '=', ids.buyersOwn).execute();
    const stale = await call<Favourites>(app, 'GET', '/api/favourites', { cookie: marko.cookie });
    expect(stale.body.data.find((f) => f.entity_id === ids.buyersOwn)).toMatchObject({ available: false, listing: null });
    const cleanup = await call(app, 'POST', '/api/favourites/cleanup', { cookie: marko.cookie });
    expect(cleanup.body).toEqual({ status: 'success', removed: [ids.buyersOwn] });
    await app.database.db.updateTable('listings').set({ status: 'active' }).where('id', '=', ids.buyersOwn).execute();

    const removed = await call(app, 'DELETE', '/api/favourites', { cookie: marko.cookie, body: { entity_id: ids.active } });
    expect(removed.body).toEqual({ status: 'success', entity_id: ids.active });
    expect((await call<Favourites>(app, 'GET', '/api/favourites', { cookie: marko.cookie })).body.data).toEqual([]);
  });

  it('lists my listings by docs/product/accounts.md tab, and only mine', async () => {
    const mine = await call<{ data: Record<string, { id: number; status: string }[]>; counts: Record<string, number> }>(app, 'GET', '/api/oglasi/my-listings', { cookie: ana.cookie });
    expect(mine.body.counts).toEqual({ active: 1, moderation: 1, rejected: 1, draft: 1, archived: 1, expired: 1 });
    expect(mine.body.data.active?.map((l) => l.id)).toEqual([ids.active]);
    expect(mine.body.data.expired?.map((l) => [l.id, l.status])).toEqual([[ids.expired, 'expired']]);
    const his = await call<{ data: Record<string, { id: number }[]> }>(app, 'GET', '/api/oglasi/my-listings', { token: marko.token });
    expect(his.body.data.active?.map((l) => l.id)).toEqual([ids.buyersOwn]);
    expect(his.body.data.moderation).toEqual([]);
  });

  it('reports verification status: none, pending, rejected with the catalogue text, approved by flag', async () => {
    const none = await call(app, 'GET', '/api/verification/check-status', { cookie: marko.cookie });
    expect(none.body).toEqual({ status: 'none', verified: false, request: null });
    const request = await app.database.db
      .insertInto('verification_requests')
      .values({ user_id: ids.buyer as number, first_name: 'Марко', last_name: 'Николов', email: 'kupuvac@primer.mk', phone: '+38971234567', document_type: 'id_card', terms_accepted: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pending = await call<{ status: string; request: { status: string; status_text: string } }>(app, 'GET', '/api/verification/check-status', { cookie: marko.cookie });
    expect(pending.body.status).toBe('pending');
    expect(pending.body.request).toMatchObject({ status: 'pending', status_text: 'На чекање' });
    await app.database.db.updateTable('verification_requests').set({ status: 'rejected', admin_note: 'Нечитлив документ', processed_at: new Date() }).where('id', '=', request.id).execute();
    const rejected = await call<{ status: string; request: { status_text: string; admin_note: string } }>(app, 'GET', '/api/verification/check-status', { cookie: marko.cookie });
    expect(rejected.body.status).toBe('rejected');
    expect(rejected.body.request).toMatchObject({ status_text: 'Одбиено - обидете се повторно', admin_note: 'Нечитлив документ' });
    expect(rejected.body.request.status_text).toBe(messageText('verification.rejected'));
    const approved = await call(app, 'GET', '/api/verification/check-status', { cookie: ana.cookie });
    expect(approved.body).toMatchObject({ status: 'approved', verified: true });
  });

  it('serves categories with subcategories and counts, and regions with cities', async () => {
    const categories = await call<{ data: { slug: string; listings_count: number; subcategories: { slug: string; listings_count: number }[] }[] }>(app, 'GET', '/api/categories');
    const vehicles = categories.body.data.find((c) => c.slug === 'vozila');
    expect(vehicles).toMatchObject({ listings_count: 1, subcategories: [{ slug: 'avtomobili', listings_count: 1 }] });
    const locations = await call<{ data: { slug: string; cities: { slug: string }[] }[] }>(app, 'GET', '/api/locations');
    expect(locations.body.data.map((r) => [r.slug, r.cities.map((c) => c.slug)])).toEqual([
      ['pelagoniski-region', ['bitola']],
      ['skopski-region', ['skopje']],
    ]);
  });

  it('serves footer menus (empty list for an unknown location) and info pages', async () => {
    const footer = await call(app, 'GET', '/api/menus/location/footer-1');
    expect(footer.body).toEqual([
      { id: expect.any(Number), name: 'Информации', location: 'footer-1', pages: [{ slug: 'uslovi-na-koristenje', title: 'Услови на користење' }, { slug: 'cesto-postavuvani-prasanja', title: 'Често поставувани прашања' }] },
    ]);
    expect((await call(app, 'GET', '/api/menus/location/footer-2')).body).toEqual([]);
    expect((await call(app, 'GET', '/api/menus/location/..%2F..')).body).toEqual([]);
    const page = await call(app, 'GET', '/api/pages/uslovi-na-koristenje');
    expect(page.body).toMatchObject({ status: 'success', data: { slug: 'uslovi-na-koristenje', title: 'Услови на користење', content: 'Текст на условите.' } });
    expect((await call(app, 'GET', '/api/pages/nema')).body).toEqual({ status: 'error', messageId: 'notFound' });
  });

  it('shows a public user page without private data; banned users are not found', async () => {
    const page = await call<{ data: { user: Record<string, unknown>; active_listings: number } }>(app, 'GET', `/api/users/ana-petrovska-${ids.seller}`);
    expect(page.status).toBe(200);
    expect(page.body.data.active_listings).toBe(1);
    expect(page.body.data.user).toMatchObject({ id: ids.seller, full_name: 'Ана Петровска', verified: true });
    for (const secret of ['email', 'password_hash', 'banned', 'role', 'email_verified_at', 'phone_number']) expect(page.body.data.user).not.toHaveProperty(secret);
    expect(page.body.data.user.user_meta).toEqual({ first_name: 'Ана', last_name: 'Петровска' });
    const banned = await app.database.db.selectFrom('users').select('id').where('email', '=', 'banned@primer.mk').executeTakeFirstOrThrow();
    expect((await call(app, 'GET', `/api/users/${banned.id}`)).status).toBe(404);
  });

  it('counts the home statistics', async () => {
    const stats = await call(app, 'GET', '/api/stats/home');
    expect(stats.body).toEqual({
      status: 'success',
      data: { total_listings: 2, total_shops: 1, new_listings: 1, registered_users: 3, new_listings_days: 7 },
    });
  });

  it('lets a developer read the outbox outside production only', async () => {
    await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'kupuvac@primer.mk' } });
    const outbox = await call<{ data: { recipient: string; link: string }[] }>(app, 'GET', '/api/dev/outbox');
    expect(outbox.body.data[0]).toMatchObject({ recipient: 'kupuvac@primer.mk', link: expect.stringContaining('/korisnik/nova-lozinka?token=') });
    const production = await startTestApp({ production: true, tokenSecrets: ['a-production-secret-that-is-long-enough-1234'] });
    try {
      expect((await call(production, 'GET', '/api/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
