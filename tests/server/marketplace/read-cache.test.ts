import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../../server/http/read-cache';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser, login } from '../helpers/fixtures';

describe('micro-cache of public reads', () => {
  let app: TestApp;
  let slug = '';
  let hiddenSlug = '';
  let listingId = 0;

  beforeAll(async () => {
    app = await startTestApp({ readCacheSeconds: 60 });
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    const owner = await createUser(app.database, { email: 'owner@primer.mk' });
    const listing = await createListing(app.database, { userId: owner.id, title: 'Голф 7', categoryId: c.vehicles.id });
    const hidden = await createListing(app.database, { userId: owner.id, title: 'Голф во модерација', categoryId: c.vehicles.id, status: 'moderation' });
    slug = listing.slug;
    hiddenSlug = hidden.slug;
    listingId = listing.id;
  });
  afterAll(() => app.close());

  it('serves a public listing page from the cache within the TTL', async () => {
    const first = await call<{ data: { title: string } }>(app, 'GET', `/api/oglasi/listing/${slug}`);
    expect(first.headers.get('x-cache')).toBeNull();
    await app.database.db.updateTable('listings').set({ title: 'Голф 8' }).where('id', '=', listingId).execute();
    const second = await call<{ data: { title: string } }>(app, 'GET', `/api/oglasi/listing/${slug}`);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body.data.title).toBe('Голф 7');
    expect(second.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('never caches an owner\'s view of a hidden listing, nor errors', async () => {
    const session = await login(app, 'owner@primer.mk');
    const own = await call(app, 'GET', `/api/oglasi/listing/${hiddenSlug}`, { cookie: session.cookie });
    expect(own.status).toBe(200);
    const anonymous = await call(app, 'GET', `/api/oglasi/listing/${hiddenSlug}`);
    expect(anonymous.status).toBe(404);
    expect((await call(app, 'GET', '/api/oglasi?category=nema')).status).toBe(404);
    expect((await call(app, 'GET', '/api/oglasi?category=nema')).headers.get('x-cache')).toBeNull();
  });

  it('expires entries after the TTL and evicts the oldest when full', () => {
    let now = 0;
    const cache = new ReadCache(1000, 2, () => now);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
  });
});
