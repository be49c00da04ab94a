import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVariants } from '../../../server/db/schema';
import { createCatalogue, createListing, createUser, login } from '../helpers/fixtures';
import { resetDatabase, startTestApp, testFilesDir, type TestApp } from '../helpers/test-server';

const ORIGIN = 'https://oglasi.example';
const TEMPLATE =
  '<!doctype html><html lang="mk"><head><meta name="description" content="x" /><title>Огласи</title></head><body><div id="boot"></div><div id="root"></div></body></html>';

interface Page {
  status: number;
  html: string;
  location?: string;
}

async function get(app: TestApp, url: string, cookie?: string): Promise<Page> {
  const response = await app.fastify.inject({ method: 'GET', url, remoteAddress: '203.0.113.20', headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, html: response.body, location: response.headers.location as string | undefined };
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
type Ld = Record<string, unknown> & { offers: Record<string, unknown> };
const ofType = (html: string, type: string) => jsonLd(html).find((item) => item['@type'] === type) as Ld | undefined;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const localPath = (url: string) => url.slice(ORIGIN.length);

describe('reach: structured data, canonical addresses, gone listings, robots.txt and sitemaps (issue 26)', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createUser>>;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  let golf: Awaited<ReturnType<typeof createListing>>;
  let hostile: Awaited<ReturnType<typeof createListing>>;
  beforeAll(async () => {
    const clientDir = testFilesDir('client-reach');
    fs.mkdirSync(clientDir, { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    app = await startTestApp({ clientDir, publicUrl: ORIGIN });
    await resetDatabase(app.database);
    seller = await createUser(app.database, { email: 'ana@primer.mk', meta: { first_name: 'Ана', last_name: 'Петровска' } });
    catalogue = await createCatalogue(app.database);
    golf = await createListing(app.database, {
      userId: seller.id,
      categoryId: catalogue.vehicles.id,
      subcategoryId: catalogue.cars.id,
      locationId: catalogue.skopje.id,
      title: 'Голф 7 Highline',
      price: 8500,
      currency: 'EUR',
      images: [
        { original: '/uploads/listings/golf.jpg', medium_webp: '/uploads/listings/golf-1488.webp' } as ImageVariants,
        { original: '/uploads/listings/golf-2.jpg', medium_webp: '/uploads/listings/golf-2-1488.webp' } as ImageVariants,
      ],
    });
    await app.database.db.updateTable('listings').set({ features: JSON.stringify({ condition: 'половно', year: 2015 }), brand: 'Volkswagen' }).where('id', '=', golf.id).execute();
    hostile = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, title: 'Пасат </script><script>alert(1)</script> & <!--', price: null, priceType: 'agreement' });
    // Enough listings in one city for two pages of its location page (21 a page).
    for (let i = 1; i <= 23; i += 1) {
      await createListing(app.database, { userId: seller.id, categoryId: catalogue.estates.id, subcategoryId: catalogue.flats.id, locationId: catalogue.bitola.id, title: `Стан број ${i}`, price: 30_000 + i, currency: 'EUR' });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('a listing carries a Product with its Offer, seller and pictures, and its breadcrumbs, as JSON-LD', async () => {
    const page = await get(app, `/oglas/${golf.slug}`);
    expect(page.status).toBe(200);
    const product = ofType(page.html, 'Product')!;
    expect(product['@context']).toBe('https://schema.org');
    expect(product.name).toBe('Голф 7 Highline');
    expect(product.url).toBe(`${ORIGIN}/oglas/${golf.slug}`);
    expect(product.sku).toBe(String(golf.id));
    expect(product.image).toEqual([`${ORIGIN}/uploads/listings/golf-1488.webp`, `${ORIGIN}/uploads/listings/golf-2-1488.webp`]);
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Volkswagen' });
    expect(product.category).toBe('Возила > Автомобили');
    expect(product.offers['@type']).toBe('Offer');
    expect(product.offers.price).toBe('8500.00');
    expect(product.offers.priceCurrency).toBe('EUR');
    expect(product.offers.availability).toBe('https://schema.org/InStock');
    expect(product.offers.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(product.offers.seller).toEqual({ '@type': 'Person', name: 'Ана Петровска', url: `${ORIGIN}/oglasi/korisnik/${seller.slug}` });
    const crumbs = ofType(page.html, 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Почетна', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Возила', item: `${ORIGIN}/oglasi/kategorija/vozila` },
      { '@type': 'ListItem', position: 3, name: 'Автомобили', item: `${ORIGIN}/oglasi/kategorija/avtomobili` },
      { '@type': 'ListItem', position: 4, name: 'Голф 7 Highline', item: `${ORIGIN}/oglas/${golf.slug}` },
    ]);
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/oglas/${golf.slug}`);
    expect(robotsOf(page.html)).toBeUndefined();
  });

  it('user text cannot close the JSON-LD script: < > & are \\u escapes, the value parses back whole', async () => {
    const page = await get(app, `/oglas/${hostile.slug}`);
    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(page.html).not.toContain('<!--');
    const product = ofType(page.html, 'Product')!;
    expect(product.name).toBe('Пасат </script><script>alert(1)</script> & <!--');
    // By agreement: no price is claimed, so no Offer (an Offer without a price is invalid for product results).
    expect(product).not.toHaveProperty('offers');
    expect(product['@type']).toBe('Product');
  });

  it('home names the site: Organization and WebSite with a SearchAction on the search page', async () => {
    const page = await get(app, '/');
    expect(ofType(page.html, 'Organization')).toMatchObject({ name: 'Огласи', url: `${ORIGIN}/` });
    const site = ofType(page.html, 'WebSite')!;
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/oglasi/prebaruvanje?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('one address per listing: path variants answer 301 to /oglas/{slug}, the query kept; other words before its id are 404', async () => {
    const canonical = `/oglas/${golf.slug}`;
    for (const variant of [`/oglas/${golf.id}`, `/oglas/vozila/${golf.slug}`, `/nesto/oglas/${golf.slug}`, `/oglas/${golf.slug}/`]) {
      const page = await get(app, variant);
      expect(page.status, variant).toBe(301);
      expect(page.location, variant).toBe(canonical);
    }
    // Other words before its id were never this listing's address (issue 38): not found, not a redirect.
    expect((await get(app, `/oglas/star-naslov-${golf.id}`)).status).toBe(404);
    const withQuery = await get(app, `/oglas/${golf.id}?utm_source=viber`);
    expect(withQuery.location).toBe(`${canonical}?utm_source=viber`);
    // The canonical address itself, with a query: no redirect, the canonical link without the query.
    const tracked = await get(app, `${canonical}?utm_source=viber`);
    expect(tracked.status).toBe(200);
    expect(canonicalOf(tracked.html)).toBe(`${ORIGIN}${canonical}`);
  });

  it('an archived listing: 410 for visitors with similar listings, its owner still sees it (noindex, sold out)', async () => {
    const sold = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, title: 'Октавија 2012', price: 5200 });
    const before = await get(app, `/oglas/${sold.slug}`);
    expect(ofType(before.html, 'Product')!.offers.availability).toBe('https://schema.org/InStock');
    await app.database.db.updateTable('listings').set({ status: 'archived' }).where('id', '=', sold.id).execute();

    const visitor = await get(app, `/oglas/${sold.slug}`);
    expect(visitor.status).toBe(410);
    expect(robotsOf(visitor.html)).toBe('noindex');
    expect(canonicalOf(visitor.html)).toBeUndefined();
    expect(visitor.html).toContain('<h1 class="boot-listing-title">Огласот повеќе не е достапен</h1>');
    expect(visitor.html).toContain('<h2>Слични огласи</h2>');
    expect(visitor.html).toContain(`<a href="/oglas/${golf.slug}">Голф 7 Highline</a> <span>8.500 €</span>`);
    expect(visitor.html).not.toContain('Октавија');
    const api = await app.fastify.inject({ method: 'GET', url: `/api/oglasi/listing/${sold.slug}` });
    expect(api.statusCode).toBe(410);
    expect(api.json()).toEqual({ status: 'error', messageId: 'gone.title', data: { id: sold.id } });

    const owner = await login(app, 'ana@primer.mk');
    const own = await get(app, `/oglas/${sold.slug}`, owner.cookie);
    expect(own.status).toBe(200);
    expect(robotsOf(own.html)).toBe('noindex');
    const product = ofType(own.html, 'Product')!;
    expect(product.offers.availability).toBe('https://schema.org/SoldOut');
    expect(product.offers.price).toBe('5200.00');
  });

  it('an expired listing is gone (410, discontinued for its owner); one never published is simply not found', async () => {
    const expired = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, title: 'Истечен оглас', expiresAt: new Date(Date.now() - 86_400_000) });
    expect((await get(app, `/oglas/${expired.slug}`)).status).toBe(410);
    await app.database.db.updateTable('listings').set({ status: 'expired' }).where('id', '=', expired.id).execute();
    expect((await get(app, `/oglas/${expired.slug}`)).status).toBe(410);
    const owner = await login(app, 'ana@primer.mk');
    expect(ofType((await get(app, `/oglas/${expired.slug}`, owner.cookie)).html, 'Product')!.offers.availability).toBe('https://schema.org/Discontinued');
    const pending = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, title: 'Во модерација', status: 'moderation' });
    const hidden = await get(app, `/oglas/${pending.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('Во модерација');
  });

  it("the listing wizard's own address (/korisnik/oglas/{id}) is an account page, not a listing: no redirect to the listing, noindex", async () => {
    const owner = await login(app, 'ana@primer.mk');
    const draft = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, title: 'Нацрт во волшебникот', status: 'draft' });
    const wizard = await get(app, `/korisnik/oglas/${draft.id}?chekor=2`, owner.cookie);
    expect(wizard.status).toBe(200);
    expect(robotsOf(wizard.html)).toBe('noindex');
    expect(wizard.html).not.toContain('Нацрт во волшебникот');
  });

  it('noindex on a search without a query and on account pages; a search with one is indexable', async () => {
    for (const url of ['/oglasi/prebaruvanje', '/oglasi/prebaruvanje?q=', '/oglasi/prebaruvanje?q=%20%20', '/korisnik/moj-profil', '/korisnik/zachuvani-oglasi', '/admin']) {
      expect(robotsOf((await get(app, url)).html), url).toBe('noindex');
    }
    expect(robotsOf((await get(app, '/oglasi/prebaruvanje?q=golf')).html)).toBeUndefined();
  });

  it('a location page has its first page of listings in the HTML: links, titles, prices, page links, breadcrumbs', async () => {
    const page = await get(app, '/oglasi/bitola');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="boot" data-until="page"><div class="boot-browse">');
    expect(page.html).toContain('<h1 class="boot-listing-title">Огласи во Битола</h1>');
    const cards = [...page.html.matchAll(/<li class="boot-card"><a href="(\/oglas\/[^"]+)"><span class="boot-card-title">([^<]+)<\/span><\/a><span class="boot-card-price">([^<]+)<\/span><\/li>/g)];
    expect(cards).toHaveLength(21);
    // Newest first: the 23rd flat, 30.023 €.
    expect(cards[0]![2]).toBe('Стан број 23');
    expect(cards[0]![3]).toBe('30.023 €');
    expect(page.html).toContain('<a rel="next" href="/oglasi/bitola?page=2">Следна</a>');
    expect(page.html).toContain('<a href="/oglasi/pelagoniski-region">Пелагониски регион</a>');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/oglasi/bitola`);
    const second = await get(app, '/oglasi/bitola?page=2');
    expect([...second.html.matchAll(/class="boot-card"/g)]).toHaveLength(2);
    expect(second.html).toContain('<a rel="prev" href="/oglasi/bitola">Претходна</a>');
    expect(canonicalOf(second.html)).toBe(`${ORIGIN}/oglasi/bitola?page=2`);
    expect((await get(app, '/oglasi/ne-postoi-grad')).status).toBe(404);
  });

  it('the first paint reads the URL as the client does: sort and price shape the listed cards, the page links keep them, such a page is not indexed', async () => {
    const page = await get(app, '/oglasi/bitola?sort=price_asc&price_max=30010&bogus=1');
    expect(page.status).toBe(200);
    const titles = [...page.html.matchAll(/<span class="boot-card-title">([^<]+)<\/span>/g)].map((m) => m[1]);
    // Cheapest first, only those at most 30.010 €: flats 1 to 10.
    expect(titles).toEqual(Array.from({ length: 10 }, (_, i) => `Стан број ${i + 1}`));
    expect(robotsOf(page.html)).toBe('noindex, follow');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/oglasi/bitola`);
    const sorted = await get(app, '/oglasi/bitola?sort=oldest');
    expect(sorted.html).toContain('<a rel="next" href="/oglasi/bitola?sort=oldest&amp;page=2">Следна</a>');
    expect([...sorted.html.matchAll(/<span class="boot-card-title">([^<]+)<\/span>/g)][0]?.[1]).toBe('Стан број 1');
    // A broken parameter is read as the client reads it (left out), never an error page.
    expect((await get(app, '/oglasi/bitola?page=abc&sort=cheapest')).status).toBe(200);
  });

  it('the first paint of a seller-type page lists only that type\'s listings, keeps it in the page links, and is not indexed', async () => {
    const shop = await createListing(app.database, { userId: seller.id, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, title: 'Шкода од салон', price: 15_000, userType: 'company' });
    try {
      const titlesOf = (html: string) => [...html.matchAll(/<span class="boot-card-title">([^<]+)<\/span>/g)].map((m) => m[1]);
      const companies = await get(app, '/oglasi/kategorija/vozila?seller=company');
      expect(companies.status).toBe(200);
      expect(titlesOf(companies.html)).toEqual(['Шкода од салон']);
      expect(robotsOf(companies.html)).toBe('noindex, follow');
      expect(canonicalOf(companies.html)).toBe(`${ORIGIN}/oglasi/kategorija/vozila`);
      const people = await get(app, '/oglasi/kategorija/vozila?seller=private');
      expect(titlesOf(people.html)).not.toContain('Шкода од салон');
      expect(titlesOf(people.html)).toContain('Голф 7 Highline');
      const flats = await get(app, '/oglasi/bitola?seller=private');
      expect(flats.html).toContain('<a rel="next" href="/oglasi/bitola?seller=private&amp;page=2">Следна</a>');
      // A seller type the contract does not know is left out, as the client leaves it: the plain list, indexed.
      const bogus = await get(app, '/oglasi/kategorija/vozila?seller=bogus');
      expect(bogus.status).toBe(200);
      expect(titlesOf(bogus.html)).toContain('Шкода од салон');
      expect(robotsOf(bogus.html)).toBeUndefined();
    } finally {
      await app.database.db.deleteFrom('listings').where('id', '=', shop.id).execute();
    }
  });

  it('a category page: its listings in the HTML and its breadcrumbs as JSON-LD', async () => {
    const page = await get(app, '/oglasi/kategorija/avtomobili');
    // The first card's picture is fetched first, and preloaded from the head (the page's largest paint).
    expect(page.html).toContain(`<a href="/oglas/${golf.slug}"><img src="/uploads/listings/golf-1488.webp" srcset="/uploads/listings/golf-1488.webp 1488w" sizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, 50vw" alt="" width="300" height="225" fetchpriority="high" /><span class="boot-card-title">Голф 7 Highline</span></a><span class="boot-card-price">8.500 €</span>`);
    expect(page.html).toContain('<link rel="preload" as="image" href="/uploads/listings/golf-1488.webp" imagesrcset="/uploads/listings/golf-1488.webp 1488w" imagesizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, 50vw" fetchpriority="high" />');
    expect(ofType(page.html, 'BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Почетна', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Возила', item: `${ORIGIN}/oglasi/kategorija/vozila` },
      { '@type': 'ListItem', position: 3, name: 'Автомобили', item: `${ORIGIN}/oglasi/kategorija/avtomobili` },
    ]);
    expect(page.html).not.toContain('rel="next"');
  });

  it('an Albanian page (its ?lang=sq, or the cookie) names the category and its breadcrumbs in Albanian (migration 0070)', async () => {
    const { db } = app.database;
    await db.updateTable('categories').set({ name_sq: 'Automjete' }).where('id', '=', catalogue.vehicles.id).execute();
    await db.updateTable('categories').set({ name_sq: 'Vetura' }).where('id', '=', catalogue.cars.id).execute();
    try {
      for (const page of [await get(app, '/oglasi/kategorija/avtomobili?lang=sq'), await get(app, '/oglasi/kategorija/avtomobili', 'oglasi_lang=sq')]) {
        expect(/<title>([^<]*)<\/title>/.exec(page.html)?.[1]).toBe('Vetura — Shpallje');
        expect(ofType(page.html, 'BreadcrumbList')!.itemListElement).toEqual([
          { '@type': 'ListItem', position: 1, name: 'Ballina', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Automjete', item: `${ORIGIN}/oglasi/kategorija/vozila` },
          { '@type': 'ListItem', position: 3, name: 'Vetura', item: `${ORIGIN}/oglasi/kategorija/avtomobili` },
        ]);
      }
      // A listing's page in Albanian by its address alone, even with a Macedonian cookie: the page's language wins.
      const listing = await get(app, `/oglas/${golf.slug}?lang=sq`, 'oglasi_lang=mk');
      expect((ofType(listing.html, 'BreadcrumbList')!.itemListElement as Array<{ name: string }>).slice(1, 3).map((item) => item.name)).toEqual(['Automjete', 'Vetura']);
      // And Macedonian where Macedonian is asked for.
      expect(/<title>([^<]*)<\/title>/.exec((await get(app, '/oglasi/kategorija/avtomobili')).html)?.[1]).toBe('Автомобили — Огласи');
    } finally {
      await db.updateTable('categories').set({ name_sq: null }).where('id', 'in', [catalogue.vehicles.id, catalogue.cars.id]).execute();
    }
  });

  it('a chosen theme (its cookie) is painted from the first byte: data-theme on <html>; anything else is left to the system', async () => {
    expect((await get(app, '/', 'oglasi_theme=dark')).html).toMatch(/<html lang="mk" data-theme="dark">/);
    expect((await get(app, '/oglasi/kategorija/avtomobili', 'oglasi_lang=sq; oglasi_theme=light')).html).toMatch(/<html lang="sq" data-theme="light">/);
    for (const cookie of [undefined, 'oglasi_theme=system', 'oglasi_theme="><script>', 'oglasi_theme=']) {
      const html = (await get(app, '/', cookie)).html;
      expect(html).toMatch(/<html lang="mk">/);
      expect(html).not.toContain('data-theme');
    }
  });

  it("the site's font only for a browser whose cookie says its files are cached (docs/decisions/165): a first visit's paint waits for no font", async () => {
    expect((await get(app, '/', 'oglasi_font=inter')).html).toMatch(/<html lang="mk" data-font="inter">/);
    expect((await get(app, '/oglasi/kategorija/avtomobili', 'oglasi_lang=sq; oglasi_theme=dark; oglasi_font=inter')).html).toMatch(/<html lang="sq" data-theme="dark" data-font="inter">/);
    for (const cookie of [undefined, 'oglasi_font=roboto', 'oglasi_font="><script>', 'oglasi_font=', 'oglasi_theme=dark']) {
      expect((await get(app, '/', cookie)).html).not.toContain('data-font');
    }
  });

  it('robots.txt keeps crawlers out of accounts, the console and the API, and names the sitemap', async () => {
    const response = await app.fastify.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /korisnik/', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  it('the sitemap index and its files: every URL answers 200 and is its own canonical address', async () => {
    await app.database.db.insertInto('pages').values({ slug: 'uslovi-na-koristenje', title: 'Услови', content: '<p>Услови</p>' }).execute();
    const index = await app.fastify.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const files = locs(index.body);
    expect(files).toEqual([`${ORIGIN}/sitemaps/listings-1.xml`, `${ORIGIN}/sitemaps/categories.xml`, `${ORIGIN}/sitemaps/locations.xml`, `${ORIGIN}/sitemaps/info.xml`]);
    expect(index.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    // The listing file, gzipped as the crawler asked: every public listing once, nothing hidden.
    const listingFile = await app.fastify.inject({ method: 'GET', url: '/sitemaps/listings-1.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(listingFile.headers['content-encoding']).toBe('gzip');
    const xml = zlib.gunzipSync(listingFile.rawPayload).toString();
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    const listingUrls = locs(xml);
    const publicCount = await app.database.db.selectFrom('listings').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'active').where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())])).executeTakeFirstOrThrow();
    expect(listingUrls).toHaveLength(Number(publicCount.n));
    expect(listingUrls).toContain(`${ORIGIN}/oglas/${golf.slug}`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/oglas/${golf.slug}</loc><lastmod>${new Date(golf.updated_at).toISOString().slice(0, 10)}</lastmod></url>`);
    expect(listingUrls.some((url) => url.includes('/oglas/oktavija-') || url.includes('/oglas/istechen-') || url.includes('/oglas/vo-moderacija-'))).toBe(false);

    const others = await Promise.all(['categories', 'locations', 'info'].map((name) => app.fastify.inject({ method: 'GET', url: `/sitemaps/${name}.xml` })));
    const [categoryUrls, locationUrls, infoUrls] = others.map((answer) => locs(answer.body));
    expect([...categoryUrls!].sort()).toEqual(['avtomobili', 'nedviznosti', 'stanovi', 'vozila'].map((slug) => `${ORIGIN}/oglasi/kategorija/${slug}`));
    expect(locationUrls).toEqual(expect.arrayContaining([`${ORIGIN}/oglasi/skopje`, `${ORIGIN}/oglasi/skopski-region`, `${ORIGIN}/oglasi/bitola`, `${ORIGIN}/oglasi/pelagoniski-region`]));
    expect(infoUrls).toEqual([`${ORIGIN}/info/uslovi-na-koristenje`]);

    for (const url of [...listingUrls, ...categoryUrls!, ...locationUrls!, ...infoUrls!]) {
      const page = await get(app, localPath(url));
      expect(page.status, url).toBe(200);
      expect(canonicalOf(page.html), url).toBe(url);
    }
    expect((await app.fastify.inject({ method: 'GET', url: '/sitemaps/listings-2.xml' })).statusCode).toBe(404);
  });
});
