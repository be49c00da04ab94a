import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser, login, type Session } from '../helpers/fixtures';
import { openSocket } from '../chat/chat-helpers';

interface ReportGroup {
  listing: { id: number; title: string; status: string };
  seller: { id: number; banned: boolean };
  reports: number;
  types: Record<string, number>;
  messages: string[];
}

describe('the console\'s reports and users: grouped reports, dismiss / reject / ban, user search, ban cuts off at once, all audited', () => {
  let app: TestApp;
  let admin: Session;
  let secondAdmin: Session;
  let buyer: Session;
  let seller: Session;
  let sellerId = 0;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

  const report = (session: Session, listingId: number, type: string, message = '') => call(app, 'POST', '/api/reports', { cookie: session.cookie, body: { listing_id: listingId, type, message } });
  const groups = async () => (await call<{ data: ReportGroup[] }>(app, 'GET', '/api/admin/reports', { cookie: admin.cookie })).body.data;
  const auditActions = async () => (await call<{ data: { action: string; target_id: number }[] }>(app, 'GET', '/api/admin/audit', { cookie: admin.cookie })).body.data;

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    catalogue = await createCatalogue(app.database);
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    await createUser(app.database, { email: 'admin2@primer.mk', role: 'admin' });
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    await createUser(app.database, { email: 'drug@primer.mk' });
    sellerId = (await createUser(app.database, { email: 'prodavac@primer.mk', meta: { first_name: 'Петар', last_name: 'Измамник' }, phone: '+38970999888' })).id;
    admin = await login(app, 'admin@primer.mk');
    secondAdmin = await login(app, 'admin2@primer.mk');
    buyer = await login(app, 'kupuvac@primer.mk');
    seller = await login(app, 'prodavac@primer.mk');
  });
  afterAll(() => app.close());

  const listing = async (title: string) => (await createListing(app.database, { userId: sellerId, title, categoryId: catalogue.vehicles.id })).id;

  it('groups open reports by listing with their types and counts; only admins may look or act', async () => {
    const golf = await listing('Голф евтино');
    const other = await login(app, 'drug@primer.mk');
    await report(buyer, golf, 'fraud', 'Бара уплата однапред');
    await report(other, golf, 'fake_photos');
    const [group] = await groups();
    expect(group).toMatchObject({ listing: { id: golf, title: 'Голф евтино' }, seller: { id: sellerId, banned: false }, reports: 2, types: { fraud: 1, fake_photos: 1 }, messages: ['Бара уплата однапред'] });
    for (const [method, path] of [['GET', '/api/admin/reports'], ['POST', `/api/admin/reports/${golf}/resolve`], ['GET', '/api/admin/users?q=pet'], ['POST', `/api/admin/users/${sellerId}/ban`]] as const) {
      expect((await call(app, method, path, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
      expect((await call(app, method, path, { cookie: buyer.cookie, body: method === 'POST' ? { action: 'dismiss', banned: true } : undefined })).status).toBe(403);
    }
  });

  it('two admins resolving the same reports at once: one resolves, the other is told; dismissing keeps the listing', async () => {
    const id = (await groups())[0]!.listing.id;
    const [a, b] = await Promise.all([
      call(app, 'POST', `/api/admin/reports/${id}/resolve`, { cookie: admin.cookie, body: { action: 'dismiss' } }),
      call(app, 'POST', `/api/admin/reports/${id}/resolve`, { cookie: secondAdmin.cookie, body: { action: 'dismiss' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await groups()).toEqual([]);
    expect((await app.database.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('active');
    expect((await auditActions()).filter((entry) => entry.target_id === id && entry.action === 'report.dismiss')).toHaveLength(1);
  });

  it('rejecting a reported listing takes it down with the reason; a rejection needs one', async () => {
    const fake = await listing('Ајфон 15 за 100 евра');
    await report(buyer, fake, 'wrong_price');
    expect((await call(app, 'POST', `/api/admin/reports/${fake}/resolve`, { cookie: admin.cookie, body: { action: 'reject' } })).status).toBe(422);
    const rejected = await call(app, 'POST', `/api/admin/reports/${fake}/resolve`, { cookie: admin.cookie, body: { action: 'reject', reason: 'Невистинита цена' } });
    expect(rejected.status).toBe(200);
    const row = await app.database.db.selectFrom('listings').select(['status', 'rejection_reason']).where('id', '=', fake).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', rejection_reason: 'Невистинита цена' });
    expect((await call(app, 'GET', `/api/oglasi/listing/${fake}`)).status).toBe(404);
    expect((await auditActions())[0]).toMatchObject({ action: 'listing.reject', target_id: fake });
  });

  it('finds users by e-mail, phone or name; a ban drops their open chat at once and ends their tokens; unban; all audited', async () => {
    for (const q of ['prodavac@', '70999', 'Измамник']) {
      const found = await call<{ data: { id: number }[] }>(app, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
      expect(found.body.data.map((user) => user.id)).toContain(sellerId);
    }
    const socket = openSocket(app, seller.token);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const dropped = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.once('disconnect', () => resolve(Date.now() - started));
    });
    const banned = await call(app, 'POST', `/api/admin/users/${sellerId}/ban`, { cookie: admin.cookie, body: { banned: true } });
    expect(banned.status).toBe(200);
    expect(await dropped).toBeLessThan(1000);
    expect((await call(app, 'GET', '/api/oglasi/my-listings', { token: seller.token })).status).toBe(401);
    // Banning twice changes nothing and says so; an admin cannot be banned from the console.
    expect((await call(app, 'POST', `/api/admin/users/${sellerId}/ban`, { cookie: secondAdmin.cookie, body: { banned: true } })).status).toBe(409);
    const adminRow = await app.database.db.selectFrom('users').select('id').where('email', '=', 'admin2@primer.mk').executeTakeFirstOrThrow();
    expect((await call(app, 'POST', `/api/admin/users/${adminRow.id}/ban`, { cookie: admin.cookie, body: { banned: true } })).status).toBe(409);
    expect((await call(app, 'POST', `/api/admin/users/${sellerId}/ban`, { cookie: admin.cookie, body: { banned: false } })).status).toBe(200);
    const actions = (await auditActions()).filter((entry) => entry.target_id === sellerId).map((entry) => entry.action);
    expect(actions).toEqual(['user.unban', 'user.ban']);
  });
});
