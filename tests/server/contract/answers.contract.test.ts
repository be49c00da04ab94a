import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, API_ERROR_ANSWER, isBinaryAnswer, routeContract, type RouteContract } from '../../../core/api/contract';
import { listingCardSchema, listingDetailAnswerSchema } from '../../../core/api/answers';
import type { ImageVariants } from '../../../server/db/schema';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing, createUser, login, PASSWORD, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';
import { pngBytes } from '../helpers/images';
import { ensureMoneyReferenceData } from '../../../server/payments/packages';
import { undeclaredFields } from './closed-shape';
import { matchListing } from '../../../server/alerts/matching';
import { unsubscribeToken } from '../../../server/alerts/unsubscribe-token';

/**
 * The real server's answers against core's contract (core/api/contract.ts; docs/api.md "The contract"; decision 152):
 * every public, signed-in and admin GET and the main writes are called on a seeded marketplace (PGlite, or
 * PostgreSQL with DATABASE_URL), and each answer must match the route's `answer` — the server's promise, strict for
 * the main reads: an unknown, renamed or missing field fails — and `client`, the tolerant schema the client parses
 * it with. The last test fails when a GET route of the contract was not called here.
 */

/** GET routes not called here, with the reason. */
const NOT_CALLED: Readonly<Record<string, string>> = {
  // Binary answers (images, PDFs): the media and billing suites check their bytes (tests/server/media, payments).
  'GET /api/image': 'binary',
  'GET /api/billing/invoices/:file': 'binary',
  'GET /api/admin/verification-requests/:id/document/:side': 'binary',
  // Served from the same document routes-covered.test.ts checks.
  'GET /api/docs': 'html page',
  // Redirects of the social code flow, only with a provider configured: tests/server/social/social-flows.test.ts.
  'GET /api/auth/social/:provider/start': 'redirect',
  'GET /api/auth/social/:provider/callback': 'redirect',
};

const variants = (name: string): ImageVariants => ({
  original: `/uploads/listings/${name}.jpg`,
  profile_small_webp: `/uploads/listings/${name}-52.webp`,
  profile_webp: `/uploads/listings/${name}-168.webp`,
  gallery_thumb_webp: `/uploads/listings/${name}-360.webp`,
  thumb_webp: `/uploads/listings/${name}-606.webp`,
  medium_webp: `/uploads/listings/${name}-1488.webp`,
  lightbox_webp: `/uploads/listings/${name}-2000.webp`,
  width: 2000,
  height: 1500,
});

const describeIssues = (issues: readonly { path: PropertyKey[]; code: string; message?: string; keys?: string[] }[]) =>
  issues
    .slice(0, 8)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.code}${issue.keys ? ` ${issue.keys.join(',')}` : ''}`)
    .join('; ');

describe('the real answers match the contract', () => {
  let app: TestApp;
  let market: Awaited<ReturnType<typeof sellersMarket>>;
  const called = new Set<string>();
  const undeclaredSeen = new Set<string>();
  const ids: Record<string, number> = {};

  /**
   * Calls `method path` (the contract's path, `url` the real one) and holds the answer to the route's contract: the
   * success status, the answer schema, the client's schema. Answers the body for the next step.
   */
  async function check<T = Record<string, unknown>>(key: string, url: string, options: { as?: Session; body?: unknown; form?: FormData; status?: number } = {}): Promise<T> {
    const [method, path] = key.split(' ') as [RouteContract['method'], string];
    const entry = routeContract(method, path);
    if (!entry) throw new Error(`${key} is not in the contract`);
    let status: number;
    let body: unknown;
    if (options.form) {
      const response = await fetch(`${app.url}${url}`, { method, body: options.form, headers: options.as ? { authorization: `Bearer ${options.as.token}` } : {} });
      status = response.status;
      body = await response.json();
    } else {
      const answer = await call(app, method, url, { ...(options.as ? { token: options.as.token } : {}), ...(options.body !== undefined ? { body: options.body } : {}) });
      status = answer.status;
      body = answer.body;
    }
    expect(status, `${key} (${url}): ${JSON.stringify(body).slice(0, 300)}`).toBe(options.status ?? entry.status ?? 200);
    if (isBinaryAnswer(entry.answer)) throw new Error(`${key} answers a file`);
    const parsed = entry.answer.safeParse(body);
    if (!parsed.success) throw new Error(`${key} (${url}) does not match its contract: ${describeIssues(parsed.error.issues as never)}`);
    // A loose schema lets unknown fields pass; a contract does not: a field the schema does not name is renamed or new.
    const undeclared = undeclaredFields(entry.answer, body);
    if (undeclared.length > 0) undeclaredSeen.add(`${key}: ${[...new Set(undeclared.map((p) => p.replace(/\[\d+\]/g, '[]')))].join(', ')}`);
    if (entry.client) {
      const read = entry.clientReads === 'data' ? (body as { data: unknown }).data : body;
      const client = entry.client.safeParse(read);
      if (!client.success) throw new Error(`${key} (${url}) is refused by the client's schema: ${describeIssues(client.error.issues as never)}`);
    }
    called.add(key);
    return body as T;
  }

  beforeAll(async () => {
    app = await startTestApp();
    market = await sellersMarket(app);
    const db = app.database.db;
    // The promotion packages (the reset emptied them, as it does for the money suites).
    await ensureMoneyReferenceData(db);
    const seller = await db.selectFrom('users').selectAll().where('email', '=', 'prodavac@primer.mk').executeTakeFirstOrThrow();
    const company = await createUser(app.database, { email: 'firma@primer.mk', verified: true, companyName: 'Авто Центар', meta: { first_name: 'Ана', last_name: 'Петрова', display_name: 'Ана', profile_image: variants('ana') } });
    const { catalogue } = market;
    const photo = await createListing(app.database, { userId: seller.id, title: 'Голф 7 со слика', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id, images: [variants('golf-1'), variants('golf-2')] });
    const agreement = await createListing(app.database, { userId: company.id, title: 'Стан во центар', categoryId: catalogue.estates.id, subcategoryId: catalogue.flats.id, locationId: catalogue.skopjeRegion.id, priceType: 'agreement', price: null, currency: 'MKD' });
    const plain = await createListing(app.database, { userId: seller.id, title: 'Пасат', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.bitola.id });
    const draft = await createListing(app.database, { userId: seller.id, title: 'Нацрт оглас', categoryId: catalogue.vehicles.id, status: 'draft', images: [variants('draft')] });
    const waiting = await createListing(app.database, { userId: seller.id, title: 'Чека одобрување', categoryId: catalogue.vehicles.id, status: 'moderation' });
    const expired = await createListing(app.database, { userId: seller.id, title: 'Истечен оглас', categoryId: catalogue.vehicles.id, expiresAt: new Date(Date.now() - 86_400_000) });
    Object.assign(ids, { seller: seller.id, company: company.id, photo: photo.id, agreement: agreement.id, plain: plain.id, draft: draft.id, waiting: waiting.id, expired: expired.id });
    const page = await db.insertInto('pages').values({ slug: 'za-nas', title: 'За нас', content: '<p>Огласи</p>' }).returning('id').executeTakeFirstOrThrow();
    const menu = await db.insertInto('menus').values({ location: 'footer', name: 'Помош' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('menu_pages').values({ menu_id: menu.id, page_id: page.id }).execute();
  });
  afterAll(() => app.close());

  it('public reads: health, catalogue, numbers, lists, search, showcase, a listing, similar, a user, menus, pages, limits, packages', async () => {
    await check('GET /api/health', '/api/health');
    await check('GET /api/health/live', '/api/health/live');
    await check('GET /api/health/ready', '/api/health/ready');
    await check('GET /api/auth/providers', '/api/auth/providers');
    await check('GET /api/auth/user/user-data', '/api/auth/user/user-data');
    await check('GET /api/categories', '/api/categories');
    await check('GET /api/locations', '/api/locations');
    await check('GET /api/stats/home', '/api/stats/home');
    const list = await check<{ data: unknown[] }>('GET /api/oglasi', '/api/oglasi');
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    await check('GET /api/oglasi', '/api/oglasi?category=vozila&location=skopski-region&sort=price_asc&page=1');
    await check('GET /api/oglasi', `/api/oglasi?user=${ids.seller}&price_min=10&price_max=5000`);
    await check('GET /api/oglasi/search', '/api/oglasi/search?q=golf');
    await check('GET /api/oglasi/search', '/api/oglasi/search?q=стан&sort=newest');
    const suggested = await check<{ data: { terms: string[] } }>('GET /api/search/suggestions', '/api/search/suggestions?q=golf');
    expect(suggested.data.terms).toEqual(['голф']);
    await check('GET /api/oglasi/showcase', '/api/oglasi/showcase');
    const detail = await check<{ data: { slug: string } }>('GET /api/oglasi/listing/*', `/api/oglasi/listing/vozila/avtomobili/golf-7-so-slika-${ids.photo}`);
    expect(detail.data.slug).toMatch(new RegExp(`-${ids.photo}$`));
    await check('GET /api/oglasi/listing/*', `/api/oglasi/listing/stan-vo-centar-${ids.agreement}`);
    await check('GET /api/oglasi/listing-id/:id/similar', `/api/oglasi/listing-id/${ids.photo}/similar`);
    await check('GET /api/users/:slug', `/api/users/${ids.company}`);
    await check('GET /api/menus/location/:location', '/api/menus/location/footer');
    await check('GET /api/pages/:slug', '/api/pages/za-nas');
    await check('GET /api/config/listing-limits', '/api/config/listing-limits');
    await check('GET /api/promotion/packages', '/api/promotion/packages');
    await check('GET /api/openapi.json', '/api/openapi.json');
    await check('GET /api/dev/outbox', '/api/dev/outbox');
  });

  it('public writes: a view and a contact counted', async () => {
    await check('POST /api/oglasi/listing-id/:id/view', `/api/oglasi/listing-id/${ids.photo}/view`, { body: {} });
    await check('POST /api/oglasi/listing-id/:id/contact', `/api/oglasi/listing-id/${ids.photo}/contact`, { body: { kind: 'viber' } });
  });

  it("signed-in reads and writes: the account, favourites, own listings, drafts, stats, verification, money", async () => {
    const me = market.verified;
    await check('GET /api/auth/user/user-data', '/api/auth/user/user-data', { as: me });
    await check('PUT /api/auth/user/update', '/api/auth/user/update', { as: me, body: { first_name: 'Марко', last_name: 'Марковски', company_name: 'Марко ДООЕЛ' } });
    await check('PUT /api/auth/user/language', '/api/auth/user/language', { as: me, body: { language: 'mk' } });
    await check('POST /api/favourites', '/api/favourites', { as: market.stranger, body: { entity_id: ids.photo } });
    await check('POST /api/favourites', '/api/favourites', { as: market.stranger, body: { entity_id: ids.agreement } });
    await check('GET /api/favourites', '/api/favourites', { as: market.stranger });
    await check('DELETE /api/favourites', '/api/favourites', { as: market.stranger, body: { entity_id: ids.agreement } });
    await check('POST /api/favourites/cleanup', '/api/favourites/cleanup', { as: market.stranger, body: {} });
    await check('POST /api/reports', '/api/reports', { as: market.stranger, body: { listing_id: ids.plain, type: 'wrong_price', message: 'Цената не е точна' } });
    const mine = await check<{ counts: Record<string, number> }>('GET /api/oglasi/my-listings', '/api/oglasi/my-listings', { as: me });
    expect(mine.counts).toMatchObject({ active: 2, draft: 1, moderation: 1, expired: 1 });
    await check('GET /api/oglasi/drafts/latest', '/api/oglasi/drafts/latest', { as: me });
    await check('GET /api/oglasi/drafts/latest', '/api/oglasi/drafts/latest', { as: market.stranger });
    await check('GET /api/oglasi/manage/:id/stats', `/api/oglasi/manage/${ids.photo}/stats`, { as: me });
    await check('GET /api/verification/check-status', '/api/verification/check-status', { as: me });
    await check('GET /api/wallet', '/api/wallet', { as: me });
    await check('GET /api/wallet/entries', '/api/wallet/entries', { as: me });
    await check('GET /api/billing', '/api/billing', { as: me });
    await check('PUT /api/billing', '/api/billing', { as: me, body: { kind: 'person', name: 'Марко Марковски', company_name: null, tax_number: null, address: 'Партизанска 1', city: 'Скопје', postal_code: '1000' } });
    await check('GET /api/billing', '/api/billing', { as: me });
    await check('GET /api/billing/invoices', '/api/billing/invoices', { as: me });
    const started = await check<{ payment: { id: string } }>('POST /api/wallet/top-up', '/api/wallet/top-up', { as: me, body: { amount: 500, idempotency_key: randomUUID() } });
    await check('GET /api/payments/:id', `/api/payments/${started.payment.id}`, { as: me });
    await check('POST /api/promotion/purchase', '/api/promotion/purchase', { as: me, body: { listing_id: ids.photo, package_code: 'top-7', method: 'card', idempotency_key: randomUUID() }, status: 201 });
  });

  it('saved searches and the bell: save, list, change, seen, notifications, read, unsubscribe, delete (issue 38)', async () => {
    const me = market.stranger;
    const saved = await check<{ data: { id: number } }>('POST /api/saved-searches', '/api/saved-searches', { as: me, body: { query: 'category=vozila&price_max=100000', email_alerts: true }, status: 201 });
    await check('POST /api/saved-searches', '/api/saved-searches', { as: me, body: { query: 'price_max=100000&category=vozila' }, status: 200 });
    await check('GET /api/saved-searches', '/api/saved-searches', { as: me });
    await check('PUT /api/saved-searches/:id', `/api/saved-searches/${saved.data.id}`, { as: me, body: { email_alerts: false } });
    await check('PUT /api/alerts/settings', '/api/alerts/settings', { as: me, body: { price_drop_email: true } });
    for (const id of [ids.photo, ids.plain]) await matchListing(app.database.db, id!);
    const bell = await check<{ data: unknown[] }>('GET /api/notifications', '/api/notifications', { as: me });
    expect(bell.data.length).toBeGreaterThan(0);
    await check('POST /api/notifications/read', '/api/notifications/read', { as: me, body: {} });
    await check('POST /api/saved-searches/:id/seen', `/api/saved-searches/${saved.data.id}/seen`, { as: me, body: {} });
    await check('POST /api/alerts/unsubscribe', '/api/alerts/unsubscribe', { body: { token: unsubscribeToken(app.keys, { kind: 'saved_search', id: saved.data.id }) } });
    await check('DELETE /api/saved-searches/:id', `/api/saved-searches/${saved.data.id}`, { as: me });
  });

  it('listing writes: create, edit, archive, activate, renew, publish, photos order, draft deletion', async () => {
    const me = market.verified;
    const { catalogue } = market;
    const created = await check<{ data: { id: number } }>('POST /api/oglasi/create', '/api/oglasi/create', {
      as: me,
      body: { title: 'Шкода Октавија', category_id: catalogue.cars.id, location_id: catalogue.skopje.id, price: 9_500, currency: 'EUR', description: 'Добро одржувана.', features: { year: 2015, km: '180000', registered: true }, draft: true },
    });
    const id = created.data.id;
    await check('PUT /api/oglasi/manage/:id', `/api/oglasi/manage/${id}`, { as: me, body: { title: 'Шкода Октавија 1.6', category_id: catalogue.cars.id, price: 9_000, price_type: 'fixed' } });
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await pngBytes(320, 240))], { type: 'image/png' }), 'front.png');
    const withPhoto = await check<{ data: { images: { original: string }[] } }>('POST /api/oglasi/manage/:id/images', `/api/oglasi/manage/${id}/images`, { as: me, form });
    await check('PUT /api/oglasi/manage/:id/images', `/api/oglasi/manage/${id}/images`, { as: me, body: { order: withPhoto.data.images.map((image) => image.original) } });
    await check('POST /api/oglasi/manage/:id/publish', `/api/oglasi/manage/${id}/publish`, { as: me, body: {} });
    await check('POST /api/oglasi/manage/:id/archive', `/api/oglasi/manage/${id}/archive`, { as: me, body: {} });
    await check('POST /api/oglasi/manage/:id/activate', `/api/oglasi/manage/${id}/activate`, { as: me, body: {} });
    // In its last week: renewing changes something (docs/product/selling.md).
    await app.database.db.updateTable('listings').set({ expires_at: new Date(Date.now() + 3 * 24 * 3600 * 1000) }).where('id', '=', id).execute();
    await check('POST /api/oglasi/manage/:id/renew', `/api/oglasi/manage/${id}/renew`, { as: me, body: {} });
    await check('DELETE /api/oglasi/manage/:id/video', `/api/oglasi/manage/${id}/video`, { as: me });
    await check('DELETE /api/oglasi/drafts/:id', `/api/oglasi/drafts/${ids.draft}`, { as: me });
  });

  it('verification: a request submitted, then seen by its owner and by an admin', async () => {
    const me = market.unverified;
    const form = new FormData();
    for (const [key, value] of Object.entries({ first_name: 'Петар', last_name: 'Петровски', email: 'kupuvac@primer.mk', phone: '070123456', document_type: 'id_card', terms_accepted: 'true' })) form.append(key, value);
    const photo = new Uint8Array(await pngBytes(640, 400));
    form.append('front_image', new Blob([photo], { type: 'image/png' }), 'front.png');
    form.append('back_image', new Blob([photo], { type: 'image/png' }), 'back.png');
    await check('POST /api/verification/submit', '/api/verification/submit', { as: me, form });
    await check('GET /api/verification/check-status', '/api/verification/check-status', { as: me });
  });

  it('admin: queues, audit, reports, users, moderation, verification requests', async () => {
    const admin = market.admin;
    await check('GET /api/admin/queues', '/api/admin/queues', { as: admin });
    await check('GET /api/admin/reports', '/api/admin/reports', { as: admin });
    await check('GET /api/admin/users', '/api/admin/users?q=primer', { as: admin });
    await check('GET /api/admin/listings', '/api/admin/listings', { as: admin });
    await check('POST /api/admin/listings/:id/moderate', `/api/admin/listings/${ids.waiting}/moderate`, { as: admin, body: { decision: 'approve' } });
    const requests = await check<{ data: { id: number }[] }>('GET /api/admin/verification-requests', '/api/admin/verification-requests', { as: admin });
    const request = requests.data[0];
    expect(request).toBeDefined();
    await check('POST /api/admin/verification-requests/:id/process', `/api/admin/verification-requests/${request?.id}/process`, { as: admin, body: { decision: 'approve' } });
    await check('POST /api/admin/reports/:listingId/resolve', `/api/admin/reports/${ids.plain}/resolve`, { as: admin, body: { action: 'dismiss' } });
    const stranger = await app.database.db.selectFrom('users').select('id').where('email', '=', 'drug@primer.mk').executeTakeFirstOrThrow();
    await check('POST /api/admin/users/:id/ban', `/api/admin/users/${stranger.id}/ban`, { as: admin, body: { banned: true } });
    await check('GET /api/admin/audit', '/api/admin/audit', { as: admin });
    await check('GET /api/admin/conversation-reports', '/api/admin/conversation-reports', { as: admin });
    await check('GET /api/admin/safety-counters', '/api/admin/safety-counters', { as: admin });
    await check('GET /api/chat/blocks', '/api/chat/blocks', { as: admin });
    await check('GET /api/admin/rating-reports', '/api/admin/rating-reports', { as: admin });
    const sellerRow = await app.database.db.selectFrom('listings').select('user_id').where('id', '=', ids.plain!).executeTakeFirstOrThrow();
    await check('GET /api/users/:id/ratings', `/api/users/${sellerRow.user_id}/ratings`, {});
    await check('GET /api/users/:id/reputation', `/api/users/${sellerRow.user_id}/reputation`, {});
  });

  it('sessions: sign in, sign out everywhere, sign out', async () => {
    const answer = await check<{ token: string }>('POST /api/auth/user/auth', '/api/auth/user/auth', { body: { provider: 'email', email: 'firma@primer.mk', password: PASSWORD } });
    const session = { cookie: '', token: answer.token };
    await check('POST /api/auth/user/logout-all', '/api/auth/user/logout-all', { as: session, body: {} });
    await check('GET /api/auth/user/logout', '/api/auth/user/logout');
    await check('POST /api/auth/user/forgot-password', '/api/auth/user/forgot-password', { body: { email: 'firma@primer.mk' } });
    await check('POST /api/auth/user/register', '/api/auth/user/register', { body: { email: 'nov@primer.mk', password: 'Oglasi2025!', password_confirmation: 'Oglasi2025!', terms_accepted: true, first_name: 'Нов' }, status: 201 });
    await createUser(app.database, { email: 'neaktiven@primer.mk', emailVerified: false });
    await check('POST /api/auth/user/resend-verification-email', '/api/auth/user/resend-verification-email', { body: { email: 'neaktiven@primer.mk', password: PASSWORD } });
    await createUser(app.database, { email: 'zaminuva@primer.mk' });
    await check('POST /api/auth/user/delete-account', '/api/auth/user/delete-account', { as: await login(app, 'zaminuva@primer.mk'), body: { password: PASSWORD } });
  });

  it('an error answer is the shared error answer', async () => {
    for (const [method, url] of [['GET', '/api/users/nobody-999999'], ['GET', '/api/favourites'], ['GET', '/api/oglasi?page=0'], ['POST', '/api/reports']] as const) {
      const answer = await call(app, method, url, method === 'POST' ? { body: {} } : {});
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(API_ERROR_ANSWER.safeParse(answer.body).success, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(true);
    }
  });

  it('is strict where it promises to be: a renamed, missing or extra field of a card or a listing fails', async () => {
    const list = await call<{ data: Record<string, unknown>[] }>(app, 'GET', '/api/oglasi');
    const card = list.body.data[0] as Record<string, unknown>;
    expect(listingCardSchema.safeParse(card).success).toBe(true);
    const { excerpt, ...withoutExcerpt } = card;
    expect(listingCardSchema.safeParse(withoutExcerpt).success).toBe(false);
    expect(listingCardSchema.safeParse({ ...withoutExcerpt, summary: excerpt }).success).toBe(false);
    expect(listingCardSchema.safeParse({ ...card, user: { ...(card.user as object), email: 'leak@primer.mk' } }).success).toBe(false);
    const detail = await call<{ data: Record<string, unknown> }>(app, 'GET', `/api/oglasi/listing/pasat-${ids.plain}`);
    const { description, ...withoutDescription } = detail.body.data;
    expect(listingDetailAnswerSchema.safeParse(detail.body.data).success).toBe(true);
    expect(listingDetailAnswerSchema.safeParse({ ...withoutDescription, body: description }).success).toBe(false);
    // A loose answer schema (the wallet's is the client's own) still names every field: a renamed one is reported.
    const wallet = routeContract('GET', '/api/wallet')?.answer as Parameters<typeof undeclaredFields>[0];
    expect(undeclaredFields(wallet, { status: 'success', balance: 100 })).toEqual([]);
    expect(undeclaredFields(wallet, { status: 'success', balanse: 100, balance: 100 })).toEqual(['$.balanse']);
  });

  it('names every field of every answer it checked', () => {
    expect([...undeclaredSeen]).toEqual([]);
  });

  it('called every GET route of the contract (but those listed with a reason)', () => {
    const gets = API_CONTRACT.filter((entry) => entry.method === 'GET').map((entry) => `${entry.method} ${entry.path}`);
    const uncalled = gets.filter((key) => !called.has(key) && !(key in NOT_CALLED));
    expect(uncalled).toEqual([]);
    const writes = [...called].filter((key) => !key.startsWith('GET '));
    expect(writes.length).toBeGreaterThanOrEqual(30);
  });
});
