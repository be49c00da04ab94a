import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testFilesDir, type TestApp } from '../helpers/test-server';

const INDEX = '<!doctype html><html lang="mk"><head><title>Огласи</title></head><body><div id="root"></div></body></html>'; // vite's page, rendered per route
const SCRIPT = `export const text = ${JSON.stringify('Огласи '.repeat(400))};\n`;

/** A built client as vite writes it: hashed assets with their .br/.gz twins, and index.html with its own. */
function writeClient(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
  };
  write('index.html', INDEX);
  write('assets/main-Ab12Cd34.js', SCRIPT);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'icons', 'icon-192.png'), APP_ICON);
}

/** Stands for public/icons/icon-192.png: the first bytes of a PNG. */
const APP_ICON = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** Raw bytes and headers (fetch would decode the body itself and hide what went over the wire). */
async function get(app: TestApp, url: string, acceptEncoding?: string) {
  const response = await app.fastify.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

describe('the built client: pre-compressed assets, caching, index.html for client routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    const clientDir = testFilesDir('client');
    writeClient(clientDir);
    app = await startTestApp({ clientDir });
  });
  afterAll(() => app.close());

  it('sends the brotli twin of a script when the browser accepts br, the gzip twin for gzip only, else the file', async () => {
    const br = await get(app, '/assets/main-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(String(br.headers['content-type'])).toContain('javascript');

    const gzip = await get(app, '/assets/main-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(app, '/assets/main-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const answer of [br, gzip, plain]) expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    expect((await get(app, '/assets/main-Ab12Cd34.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(app, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers every client route with index.html, compressed as accepted, never cached, with the security headers', async () => {
    for (const route of ['/', '/oglasi/prebaruvanje?q=golf', '/korisnik/najava?redirectPath=%2F']) {
      const br = await get(app, route, 'br;q=1.0, gzip;q=0.8');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(br.body).toString();
      expect(html.startsWith('<!doctype html><html lang="mk"><head><title>')).toBe(true);
      expect(html).toContain('<meta property="og:site_name" content="Огласи" />');
      expect(html).toMatch(/<div id="root">.*<\/div><\/body><\/html>$/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(String(br.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(br.headers['x-content-type-options']).toBe('nosniff');
    }
    const brotli = await get(app, '/oglasi/prebaruvanje', 'br');
    const gzipOnly = await get(app, '/oglasi/prebaruvanje', 'br;q=0, gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const identity = await get(app, '/oglasi/prebaruvanje', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(identity.body.toString());
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(identity.body.toString());
    expect(identity.body.toString()).toContain('<title>Огласи — купувај и продавај во Македонија</title>');
  });

  it('answers /favicon.ico, which browsers ask for on pages without an icon link, with the app icon', async () => {
    const icon = await get(app, '/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.body.equals(APP_ICON)).toBe(true);
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s, not the page', async () => {
    const api = await get(app, '/api/does-not-exist', 'br');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ status: 'error', messageId: 'notFound' });
    const post = await app.fastify.inject({ method: 'POST', url: '/oglas/x', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ status: 'error', messageId: 'notFound' });
  });
});

describe("index.html carries the first page's styles (no render-blocking stylesheet)", () => {
  let app: TestApp;
  const CSS = '._shell_a1{display:grid}@media print{._footer_b2{display:none}}';
  beforeAll(async () => {
    const clientDir = testFilesDir('client-styles');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'assets', 'main-X1.css'), CSS);
    fs.writeFileSync(path.join(clientDir, 'assets', 'odd-Y2.css'), 'a::after{content:"</style><script>alert(1)</script>"}');
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="mk"><head><title>Огласи</title><link rel="stylesheet" crossorigin href="/assets/main-X1.css"><link rel="stylesheet" crossorigin href="/assets/odd-Y2.css"><link rel="stylesheet" crossorigin href="/assets/gone-Z3.css"></head><body><div id="boot"></div><div id="root"></div></body></html>',
    );
    app = await startTestApp({ clientDir });
  });
  afterAll(() => app.close());

  it('inlines the entry stylesheet and keeps its link as print-only, so it neither blocks the paint nor loads twice', async () => {
    const html = (await get(app, '/oglasi/kategorija/vozila')).body.toString();
    expect(html).toContain(`<style data-href="/assets/main-X1.css">${CSS}</style><link rel="stylesheet" crossorigin href="/assets/main-X1.css" media="print">`);
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/main-X1.css">');
  });

  it('leaves as a link a stylesheet that could close the style element, and one that is not there', async () => {
    const html = (await get(app, '/')).body.toString();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-Y2.css">');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-Z3.css">');
  });
});
