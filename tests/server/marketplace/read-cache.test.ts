import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedJson, ReadCache } from '../../../server/http/read-cache';
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

  it('computes a stampede of identical misses once, but never shares a per-viewer answer', async () => {
    const fakeReply = () => {
      const sent: { body?: string; headers: Record<string, string> } = { headers: {} };
      const reply = {
        type: () => reply,
        header: (name: string, value: string) => ((sent.headers[name] = value), reply),
        send: (body: string) => ((sent.body = body), reply),
      };
      return { reply: reply as unknown as FastifyReply, sent };
    };
    const request = { url: '/api/oglasi?page=1' } as FastifyRequest;
    const cache = new ReadCache(60_000);
    let computed = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return { body: { n: computed }, store: true };
    };
    const a = fakeReply();
    const b = fakeReply();
    const both = Promise.all([cachedJson(cache, request, a.reply, compute), cachedJson(cache, request, b.reply, compute)]);
    release();
    await both;
    expect(computed).toBe(1);
    expect(b.sent.body).toBe(a.sent.body);
    expect(b.sent.headers['X-Cache']).toBe('shared');

    const privateCache = new ReadCache(60_000);
    let views = 0;
    const perViewer = async () => ({ body: { viewer: ++views }, store: false });
    const c = fakeReply();
    const d = fakeReply();
    await Promise.all([cachedJson(privateCache, request, c.reply, perViewer), cachedJson(privateCache, request, d.reply, perViewer)]);
    expect(views).toBe(2);
    expect(c.sent.body).not.toBe(d.sent.body);
  });
});
