import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing, createUser, PASSWORD, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';
import { messageText, type MessageId } from '../../../core';
import { readListingInput } from '../../../server/listings/listing-input';

type Answer = { status?: string; messageId: MessageId; errors?: Record<string, string[]>; data?: { id: number; title: string; slug: string }[] | { id: number; title: string; slug: string } };

const REFUSED = 'Полето содржи недозволени знаци.';

/** Issue 36 cases 6, 7 and 9: text that breaks the database, a structure that breaks the stack, text that spoofs. */
describe('text at the edge (docs/api.md "Text input", docs/decisions/151-text-at-the-edge.md)', () => {
  let app: TestApp;
  let market: Awaited<ReturnType<typeof sellersMarket>>;
  let seller: Session;
  let buyer: Session;
  let listingId: number;
  let sellerSlug: string;

  const listing = (extra: Record<string, unknown> = {}) => ({
    title: 'Volkswagen Голф 6', category_id: String(market.catalogue.cars.id), location_id: String(market.catalogue.skopje.id), price: '6500', currency: 'EUR', description: 'Одличен.', draft: true, ...extra,
  });
  const refusedIn = (answer: { status: number; body: Answer }, field: string) => {
    expect(answer.status).toBe(422);
    expect(answer.body.messageId).toBe('invalidCharacters');
    expect(messageText(answer.body.messageId, 'mk')).toBe(REFUSED);
    expect(answer.body.errors?.[field]).toEqual(['invalidCharacters']);
  };

  beforeAll(async () => {
    app = await startTestApp();
    market = await sellersMarket(app);
    seller = market.verified;
    buyer = market.unverified;
    const owner = await app.database.db.selectFrom('users').select(['id', 'slug']).where('email', '=', 'prodavac@primer.mk').executeTakeFirstOrThrow();
    sellerSlug = owner.slug ?? '';
    listingId = (await createListing(app.database, { userId: owner.id, title: 'Голф за продажба', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id })).id;
  });
  afterAll(() => app.close());

  describe('case 6: NUL and control characters are refused with 422 and the catalogue message, never a 500', () => {
    it('profile update', async () => {
      refusedIn(await call<Answer>(app, 'PUT', '/api/auth/user/update', { cookie: seller.cookie, body: { first_name: 'Ана\u0000', last_name: 'Петровска' } }), 'first_name');
      refusedIn(await call<Answer>(app, 'PUT', '/api/auth/user/update', { cookie: seller.cookie, body: { first_name: 'Ана', last_name: 'Петровска', company_name: 'Фирма\u0085' } }), 'company_name');
    });

    it('listing create and edit: title, description, features', async () => {
      refusedIn(await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ title: 'Голф\u0000 6' }) }), 'title');
      refusedIn(await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ description: 'ред\u0000' }) }), 'description');
      refusedIn(await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ features: { boja: 'црна\u0000' } }) }), 'features');
      refusedIn(await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ features: { 'bo\u0007ja': 'црна' } }) }), 'features');
      const draft = await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ description: 'Прв ред\r\n\tвтор ред' }) });
      expect(draft.status).toBe(201);
      const id = (draft.body.data as { id: number }).id;
      refusedIn(await call<Answer>(app, 'PUT', `/api/oglasi/manage/${id}`, { cookie: seller.cookie, body: listing({ title: 'Голф\u001B[31m' }) }), 'title');
      // Multi-line text keeps its line breaks and tabs.
      const stored = await app.database.db.selectFrom('listings').select('description').where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.description).toBe('Прв ред\n\tвтор ред');
    });

    it('billing details and reports', async () => {
      refusedIn(await call<Answer>(app, 'PUT', '/api/billing', { cookie: seller.cookie, body: { kind: 'person', name: 'Ана\u0000', address: 'Партизанска 1', city: 'Скопје' } }), 'name');
      refusedIn(await call<Answer>(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: listingId, type: 'fraud', message: 'измама\u0000' } }), 'message');
      const kept = await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: listingId, type: 'fraud', message: 'Прв ред\nвтор ред' } });
      expect(kept.status).toBe(201);
    });

    it('searches drop the characters and answer 200', async () => {
      const byUser = await call<Answer>(app, 'GET', `/api/oglasi/search?user=${encodeURIComponent(sellerSlug)}%00`);
      expect(byUser.status).toBe(200);
      expect((byUser.body.data as { id: number }[]).map((l) => l.id)).toContain(listingId);
      const onlyNul = await call<Answer>(app, 'GET', '/api/oglasi/search?user=%00');
      expect(onlyNul.status).toBe(200);
      const query = await call<Answer>(app, 'GET', `/api/oglasi/search?q=${encodeURIComponent('голф\u0000\u202E\uFEFF')}`);
      expect(query.status).toBe(200);
      expect((query.body.data as { id: number }[]).map((l) => l.id)).toContain(listingId);
      expect((await call(app, 'GET', '/api/oglasi?category=vozila%00&location=%C2%85')).status).toBe(200);
      expect((await call(app, 'GET', '/api/oglasi/listing/golf%00')).status).toBe(404);
      expect((await call(app, 'GET', '/api/admin/users?q=ana%00', { cookie: market.admin.cookie })).status).toBe(200);
    });

    it('support contact: a NUL in the message is dropped (the chat rule); no support account is a 503, not a 500', async () => {
      const contact = () => call<Answer>(app, 'POST', '/api/support/contact', { body: { email: 'drug@primer.mk', password: PASSWORD, message: 'Пом\u0000ош\uD800' } });
      const unavailable = await contact();
      expect(unavailable.status).toBe(503);
      expect(unavailable.body.messageId).toBe('chat.error.supportUnavailable');
      await createUser(app.database, { email: app.config.supportEmail, role: 'support' });
      expect((await contact()).status).toBe(200);
      const stored = await app.database.db.selectFrom('messages').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored.body).toBe('Помош\uFFFD');
    });

    it('an e-mail with a NUL is not an address (sign-in, registration)', async () => {
      const signIn = await call(app, 'POST', '/api/auth/user/auth', { body: { provider: 'email', email: 'ana\u0000@primer.mk', password: 'Oglasi2025!' } });
      expect(signIn.status).toBe(422);
      const register = await call(app, 'POST', '/api/auth/user/register', { body: { email: 'ana\u0000@primer.mk', password: 'Oglasi2025!', password_confirmation: 'Oglasi2025!', terms_accepted: true } });
      expect(register.status).toBe(422);
    });
  });

  describe('case 7: a deeply nested features object is answered 422', () => {
    const nested = (depth: number) => {
      let value: unknown = 'дно';
      for (let i = 0; i < depth; i += 1) value = { a: value };
      return value;
    };

    it('over HTTP, however deep', async () => {
      for (const depth of [2, 40, 20_000]) {
        // Written as text: JSON.stringify itself would overflow on the deepest.
        const body = JSON.stringify(listing({ features: '@' })).replace('"@"', `${'{"a":'.repeat(depth)}"дно"${'}'.repeat(depth)}`);
        const answer = await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body, headers: { 'content-type': 'application/json' } });
        expect(answer.status).toBe(422);
        expect(answer.body.messageId).toBe('invalidRequest');
      }
      const wide = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
      expect((await call(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ features: wide }) })).status).toBe(422);
      expect((await call(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ features: { opis: 'x'.repeat(201) } }) })).status).toBe(422);
      expect((await call(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ features: [1, 2] }) })).status).toBe(422);
    });

    it('in the listing reader itself, with no stack to overflow', async () => {
      const read = await readListingInput(app.database.db, { title: 'Голф', category_id: String(market.catalogue.cars.id), price: '1' }, nested(200_000));
      expect(read).toMatchObject({ ok: false, errors: { features: ['invalidRequest'] } });
      const flat = await readListingInput(app.database.db, { title: 'Голф', category_id: String(market.catalogue.cars.id), price: '1' }, { godina: 2012, boja: ' црна\u200B ', nov: false });
      expect(flat).toMatchObject({ ok: true, values: { features: { godina: 2012, boja: 'црна', nov: false } } });
    });
  });

  describe('case 9: bidi controls and zero-width characters are removed from names and titles, text is NFC', () => {
    const SPOOF = 'Ана\u202Eкод.exe\u202C\u200B';

    it('a listing title is stored without them, composed', async () => {
      const created = await call<Answer>(app, 'POST', '/api/oglasi/create', { cookie: seller.cookie, body: listing({ title: `${SPOOF} Cafe\u0301` }) });
      expect(created.status).toBe(201);
      const id = (created.body.data as { id: number }).id;
      const row = await app.database.db.selectFrom('listings').select(['title', 'slug']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.title).toBe('Анакод.exe Café');
      expect(row.title).toBe(row.title.normalize('NFC'));
      const edited = await call<Answer>(app, 'PUT', `/api/oglasi/manage/${id}`, { cookie: seller.cookie, body: listing({ title: 'Поддршка\u2066 Огласи\u2069\u2060' }) });
      expect(edited.status).toBe(200);
      expect((edited.body.data as { title: string }).title).toBe('Поддршка Огласи');
    });

    it('a display name and names are stored without them', async () => {
      const updated = await call<{ user: Record<string, unknown> } & Answer>(app, 'PUT', '/api/auth/user/update', {
        cookie: seller.cookie, body: { first_name: SPOOF, last_name: 'Пе\u200Dтровска', display_name: '\u202EОгласи поддршка\u200F' },
      });
      expect(updated.status).toBe(200);
      const row = await app.database.db.selectFrom('users').select(['user_meta', 'full_name']).where('email', '=', 'prodavac@primer.mk').executeTakeFirstOrThrow();
      expect(row.user_meta).toMatchObject({ first_name: 'Анакод.exe', last_name: 'Петровска', display_name: 'Огласи поддршка' });
      expect(row.full_name).toBe('Анакод.exe Петровска');
    });
  });
});
