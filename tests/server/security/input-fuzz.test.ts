import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing, createUser, PASSWORD, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';

/**
 * Issue 36: random Unicode (NUL, C0/C1 controls, bidi controls, zero-width characters, lone surrogates, decomposed
 * letters) and random JSON shapes (deep nesting, thousands of keys, wrong types, prototype keys) at every write
 * route and every search, as a signed-in user (and an admin for the admin routes): never a 5xx.
 * docs/api.md "Text input"; core/validation/text-input.ts.
 */

/** A nested value written as JSON text (JSON.stringify itself would overflow on the deepest). */
interface Deep {
  deep: number;
  array: boolean;
}
const DEEP = Symbol('deep');
type Value = null | boolean | number | string | Value[] | { [key: string]: Value } | { [DEEP]: Deep };

const nasty = fc.constantFrom(
  '\u0000', '\u0001', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\t', '\n', '\r', '\u000B',
  '\u202A', '\u202E', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF',
  '\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'e\u0301', '👨\u200D👩', '\u2028', '%', '\\', '"', "'", '<', '&', ' ',
  'а', 'Ш', 'a', 'Z', '0', '9', '-', '.', '@', '/', '+',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: nasty, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', ' ', 'x'.repeat(6_000), 'Ана\u202Eкод.exe\u202C\u200B') },
);
const deep: fc.Arbitrary<Value> = fc.record({ deep: fc.integer({ min: 1, max: 5_000 }), array: fc.boolean() }).map((d) => ({ [DEEP]: d }));
const wide: fc.Arbitrary<Value> = fc.integer({ min: 0, max: 3_000 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
const scalar: fc.Arbitrary<Value> = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(-1, 0, 2_147_483_648, 1e308, Number.MAX_SAFE_INTEGER));
const value: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(text, tie('value'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: wide },
  ),
})).value;

function toJson(input: Value): string {
  if (input !== null && typeof input === 'object' && DEEP in input) {
    const { deep: depth, array } = (input as { [DEEP]: Deep })[DEEP];
    return array ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  }
  if (Array.isArray(input)) return `[${input.map(toJson).join(',')}]`;
  if (input !== null && typeof input === 'object') return `{${Object.entries(input).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v as Value)}`).join(',')}}`;
  return JSON.stringify(input) ?? 'null';
}

/** Percent-encodes any string, lone surrogates included (as the UTF-8 bytes a broken client would send). */
function encode(raw: string): string {
  let out = '';
  for (const char of raw) {
    const code = char.charCodeAt(0);
    out += char.length === 1 && code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

interface Route {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  as: 'seller' | 'buyer' | 'admin' | 'none';
  fields: string[];
  multipart?: boolean;
  /** A body the route accepts: fuzzed fields are laid over it, so the random text reaches the store. */
  base?: Record<string, Value>;
}

describe('input fuzz: never a 5xx (issue 36)', () => {
  let app: TestApp;
  let sessions: Record<'seller' | 'buyer' | 'admin', Session>;
  let routes: Route[];
  let sellerSlug: string;

  beforeAll(async () => {
    app = await startTestApp();
    const market = await sellersMarket(app);
    sessions = { seller: market.verified, buyer: market.unverified, admin: market.admin };
    // The support account, so that support contact messages are really written.
    await createUser(app.database, { email: app.config.supportEmail, role: 'support' });
    const owner = await app.database.db.selectFrom('users').select(['id', 'slug']).where('email', '=', 'prodavac@primer.mk').executeTakeFirstOrThrow();
    sellerSlug = owner.slug ?? '';
    const active = await createListing(app.database, { userId: owner.id, title: 'Голф 6', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id });
    const moderated = await createListing(app.database, { userId: owner.id, title: 'Пасат', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id, status: 'moderation' });
    const draft = await createListing(app.database, { userId: owner.id, title: 'Скица', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id, status: 'draft' });
    const listing = ['title', 'category_id', 'subcategory_id', 'location_id', 'price', 'price_type', 'currency', 'description', 'brand', 'model', 'features', 'contact_phone', 'viber_phone', 'whatsapp_phone', 'youtube_url', 'user_type', 'company_name', 'draft', 'image_order', 'replace_images'];
    const listingBase = { title: 'Голф 6', category_id: String(market.catalogue.cars.id), location_id: String(market.catalogue.skopje.id), price: '6500', currency: 'EUR', description: 'Одличен.', draft: 'true' };
    const profileBase = { first_name: 'Ана', last_name: 'Петровска' };
    const profile = ['first_name', 'last_name', 'company_name', 'display_name', 'phone_number', 'whatsapp_phone_number', 'viber_phone_number', 'location_id', 'additionalFields', 'phone_code'];
    routes = [
      { method: 'PUT', path: '/api/auth/user/update', as: 'seller', fields: profile, base: profileBase },
      { method: 'PUT', path: '/api/auth/user/update', as: 'seller', fields: profile, multipart: true, base: profileBase },
      { method: 'POST', path: '/api/auth/user/register', as: 'none', fields: [...profile, 'email', 'password', 'password_confirmation', 'terms_accepted', 'registration_type', 'code'], base: { ...profileBase, email: 'nov@primer.mk', password: PASSWORD, terms_accepted: true } },
      { method: 'POST', path: '/api/oglasi/create', as: 'seller', fields: listing, base: listingBase },
      { method: 'POST', path: '/api/oglasi/create', as: 'seller', fields: listing, multipart: true, base: listingBase },
      { method: 'PUT', path: `/api/oglasi/manage/${draft.id}`, as: 'seller', fields: listing, base: listingBase },
      { method: 'PUT', path: `/api/oglasi/manage/${draft.id}`, as: 'seller', fields: listing, multipart: true, base: listingBase },
      { method: 'PUT', path: `/api/oglasi/manage/${draft.id}/images`, as: 'seller', fields: ['order'] },
      { method: 'PUT', path: '/api/billing', as: 'seller', fields: ['kind', 'name', 'company_name', 'tax_number', 'address', 'city', 'postal_code'], base: { kind: 'person', name: 'Ана', address: 'Партизанска 1', city: 'Скопје' } },
      { method: 'POST', path: '/api/reports', as: 'buyer', fields: ['listing_id', 'type', 'message'], base: { listing_id: active.id, type: 'fraud', message: 'Измама' } },
      { method: 'POST', path: '/api/verification/submit', as: 'buyer', fields: ['first_name', 'last_name', 'email', 'phone', 'document_type', 'terms_accepted'], multipart: true },
      { method: 'POST', path: '/api/support/contact', as: 'none', fields: ['email', 'password', 'message'], base: { email: 'drug@primer.mk', password: PASSWORD, message: 'Помош' } },
      { method: 'POST', path: '/api/auth/user/auth', as: 'none', fields: ['provider', 'email', 'password', 'phone', 'code'] },
      { method: 'POST', path: '/api/auth/user/forgot-password', as: 'none', fields: ['email'] },
      { method: 'POST', path: '/api/auth/user/change-password', as: 'none', fields: ['email', 'token', 'password', 'passwordConfirmation'] },
      { method: 'POST', path: '/api/auth/user/activate', as: 'none', fields: ['email', 'token'] },
      { method: 'POST', path: '/api/auth/user/resend-verification-email', as: 'none', fields: ['email'] },
      { method: 'POST', path: '/api/auth/sms/send-code', as: 'none', fields: ['phone', 'phone_number', 'email'] },
      { method: 'POST', path: '/api/auth/sms/verify-code', as: 'none', fields: ['phone', 'phone_number', 'code'] },
      { method: 'POST', path: '/api/auth/user/delete-account', as: 'buyer', fields: ['password', 'code'] },
      { method: 'PUT', path: '/api/auth/user/language', as: 'seller', fields: ['language'], base: { language: 'mk' } },
      { method: 'POST', path: '/api/favourites', as: 'buyer', fields: ['entity_id', 'entity_type'] },
      { method: 'POST', path: '/api/favourites/cleanup', as: 'buyer', fields: ['ids'] },
      { method: 'POST', path: `/api/oglasi/listing-id/${active.id}/contact`, as: 'buyer', fields: ['kind'] },
      { method: 'POST', path: `/api/oglasi/listing-id/${active.id}/view`, as: 'none', fields: ['kind'] },
      { method: 'POST', path: '/api/embed/chat-token', as: 'seller', fields: ['origin', 'listing_id'] },
      { method: 'POST', path: '/api/wallet/top-up', as: 'seller', fields: ['idempotency_key', 'amount'] },
      { method: 'POST', path: '/api/promotion/purchase', as: 'seller', fields: ['idempotency_key', 'package_code', 'method', 'listing_id'] },
      { method: 'POST', path: `/api/admin/listings/${moderated.id}/moderate`, as: 'admin', fields: ['decision', 'reason'], base: { decision: 'reject', reason: 'Нејасно' } },
      { method: 'POST', path: `/api/admin/reports/${active.id}/resolve`, as: 'admin', fields: ['action', 'reason'], base: { action: 'dismiss', reason: 'Во ред' } },
      { method: 'POST', path: '/api/admin/verification-requests/999999/process', as: 'admin', fields: ['decision', 'admin_note'] },
      { method: 'POST', path: '/api/admin/users/999999/ban', as: 'admin', fields: ['banned'] },
    ];
  });
  afterAll(() => app.close());

  const cookieOf = (route: Route) => (route.as === 'none' ? undefined : sessions[route.as].cookie);

  async function send(route: Route, body: Value | Record<string, Value>): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = {};
    const cookie = cookieOf(route);
    if (cookie) headers.cookie = cookie;
    let payload: string | FormData;
    if (route.multipart) {
      const form = new FormData();
      for (const [key, item] of Object.entries(body !== null && typeof body === 'object' && !Array.isArray(body) && !(DEEP in body) ? body : { title: body })) {
        form.append(key, typeof item === 'string' ? item : toJson(item as Value));
      }
      payload = form;
    } else {
      headers['content-type'] = 'application/json';
      payload = toJson(body as Value);
    }
    const response = await fetch(`${app.url}${route.path}`, { method: route.method, headers, body: payload });
    return { status: response.status, text: await response.text() };
  }

  /** 503 only where a route says payments are not configured (the test server has no provider). */
  const acceptable = (answer: { status: number; text: string }) => answer.status < 500 || (answer.status === 503 && answer.text.includes('paymentsUnavailable'));

  it('write routes: random Unicode in their own fields, random JSON shapes as their bodies', async () => {
    const overBase = (route: Route) =>
      fc.dictionary(fc.constantFrom(...route.fields), fc.oneof(text, value), { minKeys: 1, maxKeys: 2 }).map((fields) => ({ ...route.base, ...fields }));
    const bodyFor = (route: Route) =>
      fc.oneof(
        { weight: route.base ? 6 : 0, arbitrary: overBase(route) },
        { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...route.fields), value, { maxKeys: route.fields.length }) },
        { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...route.fields), text, { maxKeys: route.fields.length }) },
        { weight: 1, arbitrary: value },
      );
    const routeAndBody = fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => fc.tuple(fc.constant(index), bodyFor(routes[index] as Route)));
    await fc.assert(
      fc.asyncProperty(routeAndBody, async ([index, body]) => {
        const route = routes[index] as Route;
        const answer = await send(route, body);
        if (!acceptable(answer)) expect.fail(`${route.method} ${route.path} → ${answer.status} ${answer.text.slice(0, 200)} for ${toJson(body as Value).slice(0, 300)}`);
      }),
      { numRuns: 600 },
    );
  }, 120_000);

  it('searches and public query parameters: 200 or a 4xx, never a 5xx', async () => {
    const paths = [
      '/api/oglasi/search?q=', '/api/oglasi/search?user=', '/api/oglasi?category=', '/api/oglasi?location=', '/api/oglasi?sort=', '/api/oglasi?page=',
      '/api/oglasi?as_of=', '/api/oglasi?price_min=', `/api/oglasi/search?user=${sellerSlug}&q=`, '/api/oglasi/listing/', '/api/users/', '/api/pages/',
      '/api/menus/location/', '/api/image?src=', '/api/admin/users?q=', '/api/billing/invoices?page=', '/api/wallet/entries?page=', '/api/favourites?entity_id=',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), text, fc.boolean(), async (path, raw, admin) => {
        const response = await call(app, 'GET', `${path}${encode(raw)}`, { cookie: admin ? sessions.admin.cookie : sessions.seller.cookie });
        if (response.status >= 500) expect.fail(`GET ${path}${encode(raw)} → ${response.status}`);
      }),
      { numRuns: 300 },
    );
    // A query that is only refused characters searches for nothing in particular: 200.
    expect((await call(app, 'GET', `/api/oglasi/search?q=${encode('\u0000\u202E\uD800')}&user=${encode('\u200B')}`)).status).toBe(200);
  }, 60_000);
});
