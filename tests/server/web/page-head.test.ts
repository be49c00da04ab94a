import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, truncateText } from '../../../core';
import type { ImageVariants } from '../../../server/db/schema';
import { createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { resetDatabase, startTestApp, testFilesDir, type TestApp } from '../helpers/test-server';

const TEMPLATE = [
  '<!doctype html><html lang="mk"><head>',
  '<meta name="description" content="Огласи — купувај и продавај во Македонија" />',
  '<title>Огласи</title>',
  '<script type="module" crossorigin src="/assets/main-A1.js"></script>',
  '</head><body><div id="boot"></div><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
].join('\n');

async function page(app: TestApp, url: string, visitorIp = '203.0.113.7', cookie?: string): Promise<{ status: number; html: string; headers: Record<string, unknown> }> {
  const headers = { 'accept-encoding': 'br', host: 'evil.example', ...(cookie ? { cookie } : {}) };
  const response = await app.fastify.inject({ method: 'GET', url, remoteAddress: visitorIp, headers });
  return { status: response.statusCode, headers: response.headers, html: zlib.brotliDecompressSync(response.rawPayload).toString() };
}

const metaContent = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('index.html per route: title, description, Open Graph, picture preload, home hero', () => {
  let app: TestApp;
  let limited: TestApp;
  let slug: string;
  const description = `<p>Одличен Голф 7, 2015 година, <b>сервисна книшка</b>. ${'Возен во град, гаражиран. '.repeat(12)}</p>`;
  beforeAll(async () => {
    const clientDir = testFilesDir('client-head');
    fs.mkdirSync(clientDir, { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    app = await startTestApp({ clientDir, publicUrl: 'https://oglasi.example' });
    limited = await startTestApp({ clientDir, publicUrl: 'https://oglasi.example', apiRateLimitPerMinute: 2 });
    await resetDatabase(app.database);
    const seller = await createUser(app.database, { email: 'ana@primer.mk' });
    const { vehicles } = await createCatalogue(app.database);
    const listing = await createListing(app.database, {
      userId: seller.id,
      categoryId: vehicles.id,
      title: 'Голф 7 "Highline" <2015>',
      description,
      images: [{ original: '/uploads/listings/golf.jpg', thumb_webp: '/uploads/listings/golf-606.webp', medium_webp: '/uploads/listings/golf-1488.webp' } as ImageVariants],
    });
    slug = listing.slug;
  });
  afterAll(async () => {
    await app.close();
    await limited.close();
  });

  it('a listing page carries its own title, description (155 characters, no HTML) and picture, escaped', async () => {
    const { status, html } = await page(app, `/oglas/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Голф 7 &quot;Highline&quot; &lt;2015&gt; — 1.000 €</title>');
    const expected = truncateText('Одличен Голф 7, 2015 година, сервисна книшка. ' + 'Возен во град, гаражиран. '.repeat(12), 155);
    expect(metaContent(html, 'og:description')).toBe(expected);
    expect(html).toContain(`<meta name="description" content="${expected}" />`);
    expect(metaContent(html, 'og:title')).toBe('Голф 7 &quot;Highline&quot; &lt;2015&gt; — 1.000 €');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`https://oglasi.example/oglas/${slug}`);
    expect(metaContent(html, 'og:image')).toBe('https://oglasi.example/uploads/listings/golf-1488.webp');
    const srcset = '/uploads/listings/golf-606.webp 606w, /uploads/listings/golf-1488.webp 1488w';
    const sizes = '(min-width: 992px) 640px, 100vw';
    expect(html).toContain(`<link rel="preload" as="image" href="/uploads/listings/golf-606.webp" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`);
    // First in the head: the picture's request starts before the scripts'.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain(
      `<div id="boot" data-until="page"><div class="boot-listing"><div class="boot-stage"><img class="boot-picture" src="/uploads/listings/golf-606.webp" srcset="${srcset}" sizes="${sizes}" alt="Голф 7 &quot;Highline&quot; &lt;2015&gt;" width="1488" height="1116" fetchpriority="high" /></div><h1 class="boot-listing-title">Голф 7 &quot;Highline&quot; &lt;2015&gt;</h1></div></div><div id="root"></div>`,
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<b>');
  });

  it("reads the listing as the visitor: each visitor's own rate limit, not one bucket for every page view", async () => {
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect(titleOf((await page(limited, `/oglas/${slug}`, ip)).html)).toBe('Голф 7 &quot;Highline&quot; &lt;2015&gt; — 1.000 €');
    }
    const same = '198.51.100.9';
    await page(limited, `/oglas/${slug}`, same);
    await page(limited, `/oglas/${slug}`, same);
    const third = await page(limited, `/oglas/${slug}`, same);
    expect(third.status).toBe(200);
    expect(titleOf(third.html)).toBe('Огласи — купувај и продавај во Македонија');
  });

  it('home gets the site head, and its hero and first cards as static markup before #root', async () => {
    const { html } = await page(app, '/');
    expect(html).toContain('<title>Огласи — купувај и продавај во Македонија</title>');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(html).toContain('<div id="boot" data-until="page"><div class="boot-hero"><p class="boot-brand">Огласи</p><h1 class="boot-title">Огласи — купувај и продавај во Македонија</h1></div><div class="boot-browse boot-home"><h2 class="boot-section">Најнови огласи</h2><ul class="boot-cards"><li class="boot-card"><a href="/oglas/');
    // The newest listings (nothing is showcased here): at most two rows of a phone, the first picture fetched first.
    const boot = html.slice(html.indexOf('<div id="boot"'), html.indexOf('<div id="root">'));
    expect(boot.match(/class="boot-card"/g)?.length).toBeGreaterThan(0);
    expect(boot.match(/class="boot-card"/g)?.length).toBeLessThanOrEqual(4);
    expect(boot).toMatch(/<img src="\/uploads\/listings\/golf[^"]*"[^>]* fetchpriority="high" \/>/);
    // The first card's picture — the largest of a phone's first screen (docs/design.md, Home) — is preloaded with the
    // card's own srcset and sizes, before the scripts.
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(html);
    expect(preload?.[1]).toMatch(/^\/uploads\/listings\/golf/);
    expect(preload?.[2]).toContain('/uploads/listings/golf-606.webp');
    expect(preload?.[3]).toBe('(min-width: 1200px) 380px, (min-width: 768px) 33vw, 50vw');
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('an unknown or hostile listing path answers 404 with the not-found page, noindex, never its own text reflected', async () => {
    for (const url of ['/oglas/ne-postoi-999', '/oglas/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/oglas/a"><img src=x onerror=alert(1)>']) {
      const { status, html } = await page(app, url);
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<title>Страницата не е пронајдена — Огласи</title>');
      expect(html).not.toMatch(/<script>alert|<img src=x/); // reflected only as escaped text in og:url
    }
  });

  describe('in the visitor\'s language (issue 23, decision 122)', () => {
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const SQ_TITLE = catalogues.sq['home.title'];

    it('a Macedonian page says so, with its Albanian version as an alternate', async () => {
      const { html, headers } = await page(app, '/');
      expect(html).toContain('<html lang="mk">');
      expect(metaContent(html, 'og:locale')).toBe('mk_MK');
      expect(metaContent(html, 'og:locale:alternate')).toBe('sq_AL');
      expect(html).toContain('<link rel="alternate" hreflang="mk" href="https://oglasi.example/" />');
      expect(html).toContain('<link rel="alternate" hreflang="sq" href="https://oglasi.example/?lang=sq" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://oglasi.example/" />');
      expect(String(headers.vary)).toMatch(/Cookie/);
    });

    it('the language cookie makes the head, the hero and the addresses Albanian', async () => {
      const { html } = await page(app, '/', undefined, 'oglasi_session=x; oglasi_lang=sq');
      expect(html).toContain('<html lang="sq">');
      expect(titleOf(html)).toBe(SQ_TITLE);
      expect(html).toContain(`<meta name="description" content="${catalogues.sq['home.description']}" />`);
      expect(metaContent(html, 'og:locale')).toBe('sq_AL');
      expect(metaContent(html, 'og:locale:alternate')).toBe('mk_MK');
      expect(metaContent(html, 'og:url')).toBe('https://oglasi.example/?lang=sq');
      expect(html).toContain(`<h1 class="boot-title">${SQ_TITLE}</h1>`);
      expect(html).toContain('<link rel="alternate" hreflang="mk" href="https://oglasi.example/" />');
    });

    it("?lang= picks the language version over the cookie; an unknown value is Macedonian's", async () => {
      expect(titleOf((await page(app, '/?lang=sq')).html)).toBe(SQ_TITLE);
      expect((await page(app, '/?lang=mk', undefined, 'oglasi_lang=sq')).html).toContain('<html lang="mk">');
      for (const cookie of ['oglasi_lang=en', 'oglasi_lang=SQ', 'lang=sq']) expect((await page(app, '/', undefined, cookie)).html).toContain('<html lang="mk">');
    });

    it("a listing keeps its own title and price in the Albanian head", async () => {
      const { html } = await page(app, `/oglas/${slug}`, '203.0.113.20', 'oglasi_lang=sq');
      expect(html).toContain('<html lang="sq">');
      expect(titleOf(html)).toBe('Голф 7 &quot;Highline&quot; &lt;2015&gt; — 1.000 €');
      expect(html).toContain(`<link rel="alternate" hreflang="sq" href="https://oglasi.example/oglas/${slug}?lang=sq" />`);
    });

    it("a user's own pages have no language versions for search engines", async () => {
      const { html } = await page(app, '/korisnik/najava', undefined, 'oglasi_lang=sq');
      expect(html).toContain('<html lang="sq">');
      expect(html).not.toContain('hreflang');
    });
  });

  it('other client routes get the site defaults and no boot markup', async () => {
    const { html } = await page(app, '/oglasi/prebaruvanje?q=golf');
    expect(html).toContain('<title>Огласи — купувај и продавај во Македонија</title>');
    expect(metaContent(html, 'og:url')).toBe('https://oglasi.example/oglasi/prebaruvanje');
    expect(html).toContain('<div id="boot"></div><div id="root"></div>');
  });
});
