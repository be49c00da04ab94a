import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVariants } from '../../../server/db/schema';
import { createCatalogue, createListing, createUser, login } from '../helpers/fixtures';
import { resetDatabase, startTestApp, testFilesDir, type TestApp } from '../helpers/test-server';

const ORIGIN = 'https://oglasi.example';
const TEMPLATE =
  '<!doctype html><html lang="mk"><head><meta name="description" content="x" /><title>Огласи</title></head><body><div id="boot"></div><div id="root"></div></body></html>';

async function get(app: TestApp, url: string, cookie?: string) {
  const response = await app.fastify.inject({ method: 'GET', url, remoteAddress: '203.0.113.40', headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, html: response.body, location: response.headers.location as string | undefined, headers: response.headers };
}

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1];

/** The designed page (docs/product/browsing.md "Not found"): heading, text, the search form, the categories as links. */
function expectNotFoundPage(html: string, lang: 'mk' | 'sq' = 'mk') {
  const heading = lang === 'mk' ? 'Страницата не е пронајдена' : 'Faqja nuk u gjet';
  expect(html).toContain(`<title>${heading} — ${lang === 'mk' ? 'Огласи' : 'Shpallje'}</title>`);
  expect(html).toContain(`<div id="boot" data-until="page"><div class="boot-notfound"><h1 class="boot-listing-title">${heading}</h1>`);
  expect(html).toContain('<form role="search" class="boot-search" action="/oglasi/prebaruvanje" method="get"><input type="search" name="q"');
  expect(html).toContain('<a href="/oglasi/kategorija/vozila">');
  expect(html).toContain('<a href="/oglasi/kategorija/nedviznosti">');
  expect(robotsOf(html)).toBe('noindex');
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain('hreflang');
}

describe('honest not-found: 404 with the designed page for every unknown page; HEAD like GET (issue 38)', () => {
  let app: TestApp;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  let seller: Awaited<ReturnType<typeof createUser>>;
  let golf: Awaited<ReturnType<typeof createListing>>;
  beforeAll(async () => {
    const clientDir = testFilesDir('client-not-found');
    fs.mkdirSync(clientDir, { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    app = await startTestApp({ clientDir, publicUrl: ORIGIN });
    await resetDatabase(app.database);
    seller = await createUser(app.database, { email: 'ana@primer.mk', meta: { first_name: 'Ана', last_name: 'Петровска' } });
    catalogue = await createCatalogue(app.database);
    golf = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id, title: 'Голф 7 Highline' });
    await app.database.db.insertInto('pages').values({ slug: 'uslovi-na-koristenje', title: 'Услови', content: 'Текст.' }).execute();
  });
  afterAll(() => app.close());

  const unknown = () => [
    '/nema-takva-strana',
    '/kategorija/vozila',
    '/korisnik/nepostoi',
    '/oglasi/kategorija/nepostoi-xyz',
    '/oglasi/nepostoi-grad',
    '/oglasi/kategorija',
    '/oglasi/skopje/nepostoi-kat',
    '/oglasi/nepostoi-kat/skopje',
    '/oglasi/vozila/nepostoi-grad',
    '/oglasi/a/b/c',
    '/oglasi/korisnik/nema-takov-999999',
    '/info/nepostoi',
    `/oglas/nepostoi-${golf.id}`,
    `/oglas/golf-7-highline-${golf.id + 1000}`,
    '/oglas/999999',
  ];

  it('every unknown path, category, place, combination, user, info page and listing answers 404 with the not-found page', async () => {
    for (const url of unknown()) {
      const page = await get(app, url);
      expect(page.status, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expectNotFoundPage(page.html);
    }
  });

  it('in the visitor\'s language: an Albanian visitor gets the page in Albanian', async () => {
    const page = await get(app, '/nema-takva-strana?lang=sq');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<html lang="sq"');
    expectNotFoundPage(page.html, 'sq');
  });

  it('the pages that exist still answer 200', async () => {
    for (const url of ['/', '/oglasi/kategorija/vozila', '/oglasi/skopje', '/oglasi/skopje/vozila', '/oglasi/vozila/skopje', '/info/uslovi-na-koristenje', `/oglasi/korisnik/${seller.slug}`, `/oglas/${golf.slug}`, '/oglasi/prebaruvanje?q=golf', '/oglasi/prebaruvanje/', '/oglasi/skopje/', '/korisnik/najava']) {
      expect((await get(app, url)).status, url).toBe(200);
    }
  });

  it('HEAD answers like GET, without a body: home, a listing, a category page, an unknown page, an API read', async () => {
    for (const url of ['/', `/oglas/${golf.slug}`, '/oglasi/kategorija/vozila', '/nema-takva-strana', '/oglasi/kategorija/nepostoi', '/api/categories', `/api/oglasi/listing/${golf.slug}`]) {
      const full = await app.fastify.inject({ method: 'GET', url, remoteAddress: '203.0.113.41' });
      const head = await app.fastify.inject({ method: 'HEAD', url, remoteAddress: '203.0.113.41' });
      expect(head.statusCode, url).toBe(full.statusCode);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe(full.headers['content-type']);
    }
  });

  it("a listing's own old slug redirects (301) to its current one; words that were never its own are 404; gone stays 410", async () => {
    const owner = await login(app, 'ana@primer.mk');
    const picture = { original: '/uploads/listings/pasat.jpg', medium_webp: '/uploads/listings/pasat-1488.webp' } as ImageVariants;
    const listing = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, title: 'Пасат 2010', images: [picture] });
    const oldSlug = listing.slug;
    // The wizard's edit (multipart, as the client sends it) with a new title.
    const form = new FormData();
    const fields = { title: 'Пасат 2010 караван', category_id: String(catalogue.cars.id), location_id: String(catalogue.skopje.id), price: '6500', currency: 'EUR', description: 'Одличен.' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const response = await fetch(`${app.url}/api/oglasi/manage/${listing.id}`, { method: 'PUT', body: form, headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    const edit = { json: async () => response.json() };
    // An unverified seller's edit goes back through moderation: approved again here.
    await app.database.db.updateTable('listings').set({ status: 'active' }).where('id', '=', listing.id).execute();
    const current = ((await edit.json()) as { data: { slug: string } }).data.slug;
    expect(current).toBe(`pasat-2010-karavan-${listing.id}`);
    const moved = await get(app, `/oglas/${oldSlug}?utm_source=viber`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/oglas/${current}?utm_source=viber`);
    expect((await get(app, `/oglas/${current}`)).status).toBe(200);
    expect((await get(app, `/oglas/pasat-2011-${listing.id}`)).status).toBe(404);
    expect((await app.fastify.inject({ method: 'GET', url: `/api/oglasi/listing/pasat-2011-${listing.id}` })).statusCode).toBe(404);
    await app.database.db.updateTable('listings').set({ status: 'archived' }).where('id', '=', listing.id).execute();
    expect((await get(app, `/oglas/${current}`)).status).toBe(410);
    expect((await get(app, `/oglas/${oldSlug}`)).status).toBe(410);
  });
});

