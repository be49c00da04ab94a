import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser, login, type Session } from '../helpers/fixtures';

describe('POST /api/reports', () => {
  let app: TestApp;
  let buyer: Session;
  let seller: Session;
  let listingId = 0;
  let hiddenId = 0;

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    const owner = await createUser(app.database, { email: 'prodavac@primer.mk' });
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    listingId = (await createListing(app.database, { userId: owner.id, title: 'Сомнителен Голф', categoryId: c.vehicles.id })).id;
    hiddenId = (await createListing(app.database, { userId: owner.id, title: 'Нацрт', categoryId: c.vehicles.id, status: 'draft' })).id;
    buyer = await login(app, 'kupuvac@primer.mk');
    seller = await login(app, 'prodavac@primer.mk');
  });
  afterAll(() => app.close());

  it('needs a signed-in user', async () => {
    const response = await call(app, 'POST', '/api/reports', { body: { listing_id: listingId, type: 'fraud', message: '' } });
    expect(response).toMatchObject({ status: 401, body: { messageId: 'notAuthenticated' } });
  });

  it('stores one report per user and listing, with the form\'s report types', async () => {
    const first = await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: listingId, type: 'incorrect_info', message: 'Годината не е точна' } });
    expect(first).toMatchObject({ status: 201, body: { status: 'success' } });
    const second = await call(app, 'POST', '/api/reports', { token: buyer.token, body: { listing_id: String(listingId), type: 'fraud', message: 'Бара аванс' } });
    expect(second.status).toBe(200);
    const rows = await app.database.db.selectFrom('reports').select(['type', 'message']).execute();
    expect(rows).toEqual([{ type: 'fraud', message: 'Бара аванс' }]);
  });

  it('refuses unknown types, hidden or missing listings, and reporting one\'s own listing', async () => {
    expect((await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: listingId, type: 'boring' } })).body).toEqual({ status: 'error', messageId: 'invalidRequest', errors: { type: ['invalidRequest'] } });
    // An own key of every object is no report type either.
    expect((await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: listingId, type: 'constructor' } })).status).toBe(422);
    expect((await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: hiddenId, type: 'fraud' } })).status).toBe(404);
    expect((await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: 999999, type: 'fraud' } })).status).toBe(404);
    expect((await call(app, 'POST', '/api/reports', { cookie: seller.cookie, body: { listing_id: listingId, type: 'fraud' } })).status).toBe(422);
    expect((await call(app, 'POST', '/api/reports', { cookie: buyer.cookie, body: { listing_id: listingId, type: 'fraud', message: 'x'.repeat(2001) } })).status).toBe(422);
  });
});
