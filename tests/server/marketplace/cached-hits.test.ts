import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { cachedHitAnswerer, serverWithFastPath } from '../../../server/http/cached-hits';
import { RateLimiter } from '../../../server/http/rate-limit';
import { ReadCache } from '../../../server/http/read-cache';
import { SecurityHeaders } from '../../../server/http/security-headers';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { rawRequest, type RawAnswer } from '../helpers/raw-request';
import { createCatalogue, createListing, createUser } from '../helpers/fixtures';

/** The raw header pairs without the ones that differ between two answers by nature (Date) or by design (X-Cache). */
function comparable(rawHeaders: string[]): string[][] {
  const pairs: string[][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) pairs.push([rawHeaders[i] ?? '', rawHeaders[i + 1] ?? '']);
  return pairs.filter(([name]) => !['date', 'x-cache'].includes(name?.toLowerCase() ?? ''));
}

const lookups = vi.spyOn(ReadCache.prototype, 'lookup');
afterEach(() => lookups.mockClear());

describe('cache hits answered before Fastify (docs/decisions/093)', () => {
  let app: TestApp;
  let limited: TestApp;
  let longSlug = '';
  let shortSlug = '';

  beforeAll(async () => {
    app = await startTestApp({ readCacheSeconds: 60 });
    limited = await startTestApp({ readCacheSeconds: 60, apiRateLimitPerMinute: 3 });
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    const owner = await createUser(app.database, { email: 'owner@primer.mk' });
    // Over 1 KB of JSON: sent compressed to clients that accept it.
    longSlug = (await createListing(app.database, { userId: owner.id, title: 'Стан во Центар', categoryId: c.estates.id, description: 'Светол стан со тераса. '.repeat(80) })).slug;
    shortSlug = (await createListing(app.database, { userId: owner.id, title: 'Голф 7', categoryId: c.vehicles.id })).slug;
  });
  afterAll(async () => {
    await app.close();
    await limited.close();
  });

  it('sends a hit the very bytes and headers (names, case, order) the Fastify path sent, per encoding', async () => {
    const plain = `/api/oglasi/listing/${longSlug}`;
    const identity = await rawRequest(app.url, plain);
    for (const [variant, acceptEncoding, encoding] of [['identity', 'identity', undefined], ['gzip', 'gzip, deflate', 'gzip'], ['br', 'gzip, deflate, br', 'br']] as const) {
      // A URL of its own per encoding, so that its first answer (a miss) goes through Fastify in that encoding.
      const path = `/api/oglasi/listing/${longSlug}?variant=${variant}`;
      lookups.mockClear();
      const headers = { 'accept-encoding': acceptEncoding, host: 'oglasi.test' };
      const first = await rawRequest(app.url, path, { headers });
      expect(lookups).toHaveBeenCalledTimes(1);
      lookups.mockClear();
      const second = await rawRequest(app.url, path, { headers });
      // The fast path answered: Fastify's cachedJson was not asked.
      expect(lookups).not.toHaveBeenCalled();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.headers['x-cache']).toBeUndefined();
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(comparable(second.rawHeaders)).toEqual(comparable(first.rawHeaders));
      expect(second.headers['content-encoding']).toBe(encoding);
      expect(second.headers['content-length']).toBe(String(second.bytes.length));
      expect(second.headers['content-security-policy']).toContain('connect-src \'self\' ws://oglasi.test wss://oglasi.test');
      expect(second.headers['cache-control']).toBe('no-store');
      expect(second.headers.vary).toBe('Accept-Encoding, Cookie');
      const decoded = encoding === 'br' ? brotliDecompressSync(second.bytes) : encoding === 'gzip' ? gunzipSync(second.bytes) : second.bytes;
      expect(decoded.equals(identity.bytes)).toBe(true);
    }
  });

  it('leaves HEAD, other methods, requests with a body and uncached URLs to Fastify', async () => {
    const path = `/api/oglasi/listing/${shortSlug}`;
    const get = await rawRequest(app.url, path);
    expect(get.status).toBe(200);
    lookups.mockClear();

    const head = await rawRequest(app.url, path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(lookups).toHaveBeenCalledTimes(1);

    const post = await rawRequest(app.url, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(404);
    expect(JSON.parse(post.bytes.toString('utf8'))).toMatchObject({ status: 'error' });

    lookups.mockClear();
    const withBody = await rawRequest(app.url, path, { headers: { 'content-type': 'text/plain', 'content-length': '1' }, body: 'x' });
    expect(withBody.status).toBe(200);
    expect(withBody.bytes.equals(get.bytes)).toBe(true);
    expect(lookups).toHaveBeenCalledTimes(1);

    lookups.mockClear();
    expect((await rawRequest(app.url, '/api/locations')).headers['x-cache']).toBeUndefined();
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('counts hits against the /api rate limit and answers an address over it 429 as for any other request', async () => {
    const path = `/api/oglasi/listing/${shortSlug}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await rawRequest(limited.url, path));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['x-cache'])).toEqual([undefined, 'hit', 'hit', undefined]);
    const blocked = answers[3] as RawAnswer;
    const body = JSON.parse(blocked.bytes.toString('utf8')) as { retry_after: number };
    expect(body).toEqual({ status: 'error', messageId: 'rateLimitError', retry_after: expect.any(Number) });
    expect(blocked.headers['retry-after']).toBe(String(body.retry_after));
    expect(blocked.headers['x-content-type-options']).toBe('nosniff');
    expect(blocked.headers['cache-control']).toBe('no-store');
    // The same answer an uncached URL gets from the same address.
    const other = await rawRequest(limited.url, '/api/locations');
    expect(other.status).toBe(429);
    expect(Object.keys(other.headers).sort()).toEqual(Object.keys(blocked.headers).sort());
    expect(JSON.parse(other.bytes.toString('utf8'))).toEqual({ ...body, retry_after: expect.any(Number) });
  });

  it('makes the server Fastify would make (its keep-alive timeout)', () => {
    expect(app.fastify.server.keepAliveTimeout).toBe(72_000);
  });
});

describe('the cache-hit answerer on its own', () => {
  let now = 0;
  const cache = new ReadCache(1000, 10, () => now);
  const limiter = new RateLimiter(2, 60_000);
  const info = vi.fn();
  const answer = cachedHitAnswerer({ cache, limiter, headers: new SecurityHeaders(true), log: { info } as unknown as FastifyBaseLogger });
  const fallbacks: string[] = [];
  const server = serverWithFastPath(
    (request, response) => {
      fallbacks.push(`${request.method} ${request.url}`);
      response.writeHead(418).end('fastify');
    },
    { keepAliveTimeout: 5_000 },
    () => answer,
  );
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers fresh entries only, within the rate limit, and leaves the rest to the fallback', async () => {
    cache.set('/api/a', '{"a":1}');
    const hit = await rawRequest(base, '/api/a');
    expect(hit.status).toBe(200);
    expect(hit.bytes.toString()).toBe('{"a":1}');
    expect(hit.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ req: expect.objectContaining({ url: '/api/a' }), res: { statusCode: 200 } }), 'request completed');
    expect(fallbacks).toEqual([]);

    expect((await rawRequest(base, '/api/b')).status).toBe(418);
    now = 1500;
    // Expired: the refresh (and the stale answers meanwhile) are cachedJson's business.
    expect((await rawRequest(base, '/api/a')).status).toBe(418);
    cache.set('/api/a', '{"a":2}');
    expect((await rawRequest(base, '/api/a')).bytes.toString()).toBe('{"a":2}');
    // The limiter allows 2 per minute: this address has used them (two hits); the third goes to the fallback.
    expect((await rawRequest(base, '/api/a')).status).toBe(418);
    expect(fallbacks).toEqual(['GET /api/b', 'GET /api/a', 'GET /api/a']);
    expect(server.keepAliveTimeout).toBe(5_000);
  });
});
