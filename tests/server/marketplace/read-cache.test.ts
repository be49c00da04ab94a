import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../../../server/http/content-encoding';
import { cachedJson, ReadCache } from '../../../server/http/read-cache';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { rawRequest } from '../helpers/raw-request';
import { call, createCatalogue, createListing, createUser, login } from '../helpers/fixtures';

/** A GET with exactly the given headers, answered as raw bytes. */
const rawGet = (app: TestApp, path: string, headers: Record<string, string> = {}) => rawRequest(app.url, path, { headers });

describe('micro-cache of public reads', () => {
  let app: TestApp;
  let slug = '';
  let hiddenSlug = '';
  let listingId = 0;
  let longSlug = '';
  let ownSlug = '';
  let ownId = 0;

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
    // Long enough (over 1 KB of JSON) to be sent compressed to clients that accept it.
    const long = await createListing(app.database, { userId: owner.id, title: 'Стан во Центар', categoryId: c.estates.id, description: 'Светол стан со тераса. '.repeat(80) });
    longSlug = long.slug;
    const own = await createListing(app.database, { userId: owner.id, title: 'Шкода Октавија', categoryId: c.vehicles.id });
    ownSlug = own.slug;
    ownId = own.id;
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

  it('sends a hit as the very bytes of the first answer, with the security headers, compressed for clients that ask', async () => {
    const path = `/api/oglasi/listing/${longSlug}`;
    const first = await rawGet(app, path);
    const second = await rawGet(app, path);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(first.bytes.length).toBeGreaterThan(1024);
    expect(JSON.parse(second.bytes.toString('utf8')).data.slug).toBe(longSlug);
    for (const answer of [first, second]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-encoding']).toBeUndefined();
    }

    const gzip = await rawGet(app, path, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gzip.headers['x-content-type-options']).toBe('nosniff');
    expect(gunzipSync(gzip.bytes).equals(first.bytes)).toBe(true);
    const gzipAgain = await rawGet(app, path, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipAgain.bytes.equals(gzip.bytes)).toBe(true);

    const br = await rawGet(app, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(first.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(first.bytes.length);
    expect((await rawGet(app, path, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(app, path, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('forgets cached reads when a listing changes through the API', async () => {
    const page = `/api/oglasi/listing/${ownSlug}`;
    const list = '/api/oglasi?page=1';
    expect((await call(app, 'GET', page)).status).toBe(200);
    const listed = await call<{ data: Array<{ id: number }> }>(app, 'GET', list);
    expect(listed.body.data.map((l) => l.id)).toContain(ownId);
    expect((await call(app, 'GET', page)).headers.get('x-cache')).toBe('hit');
    expect((await call(app, 'GET', list)).headers.get('x-cache')).toBe('hit');

    const session = await login(app, 'owner@primer.mk');
    const archived = await call(app, 'POST', `/api/oglasi/manage/${ownId}/archive`, { cookie: session.cookie });
    expect(archived.status).toBe(200);
    expect((await call(app, 'GET', page)).status).toBe(410); // gone, not cached as it was (issue 26: an archived listing answers 410)
    const after = await call<{ data: Array<{ id: number }> }>(app, 'GET', list);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(after.body.data.map((l) => l.id)).not.toContain(ownId);
  });

  it('expires entries after the TTL and evicts the oldest when full', () => {
    let now = 0;
    const cache = new ReadCache(1000, 2, () => now);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.lookup('a').kind).toBe('miss');
    const b = cache.lookup('b');
    expect(b.kind === 'hit' && b.answer.body.toString()).toBe('2');
    now = 2000;
    expect(cache.lookup('b').kind).toBe('miss');
  });

  it('lets one request refresh an expired entry while the others get the old answer', () => {
    let now = 0;
    const cache = new ReadCache(1000, 10, () => now);
    cache.set('a', 'old');
    now = 1500;
    // The first request after expiry recomputes; the ones meanwhile are answered with the old bytes.
    expect(cache.lookup('a').kind).toBe('miss');
    const meanwhile = cache.lookup('a');
    expect(meanwhile.kind === 'stale' && meanwhile.answer.body.toString()).toBe('old');
    cache.set('a', 'new');
    const fresh = cache.lookup('a');
    expect(fresh.kind === 'hit' && fresh.answer.body.toString()).toBe('new');
    // An answer that stopped being storable is forgotten, not served stale.
    now = 3000;
    expect(cache.lookup('a').kind).toBe('miss');
    cache.drop('a');
    expect(cache.lookup('a').kind).toBe('miss');
  });

  it('does not store an answer computed before a clear', () => {
    const cache = new ReadCache(60_000);
    const generation = cache.begin();
    cache.clear();
    cache.set('a', 'before the write', generation);
    expect(cache.lookup('a').kind).toBe('miss');
    cache.set('a', 'after the write', cache.begin());
    expect(cache.lookup('a').kind).toBe('hit');
  });

  it('picks br, then gzip, and honours q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('computes a stampede of identical misses once, but never shares a per-viewer answer', async () => {
    const fakeReply = () => {
      const sent: { body?: unknown; headers: Record<string, string> } = { headers: {} };
      const reply = {
        type: () => reply,
        header: (name: string, value: string) => ((sent.headers[name] = value), reply),
        send: (body: unknown) => ((sent.body = body), reply),
      };
      return { reply: reply as unknown as FastifyReply, sent };
    };
    const request = { url: '/api/oglasi?page=1', headers: {} } as FastifyRequest;
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
    expect(a.sent.body).toBeDefined();
    expect(b.sent.headers['x-cache']).toBe('shared');

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
