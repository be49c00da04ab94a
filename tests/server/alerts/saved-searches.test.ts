import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageVariants } from '../../../server/db/schema';
import { runAlertJob, sendDigest } from '../../../server/alerts/jobs';
import { matchListing } from '../../../server/alerts/matching';
import { unsubscribeToken } from '../../../server/alerts/unsubscribe-token';
import { call, createCatalogue, createListing, createUser, login, type Session } from '../helpers/fixtures';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';

const PHOTO = { original: '/uploads/listings/x.jpg' } as ImageVariants;
type Catalogue = Awaited<ReturnType<typeof createCatalogue>>;
type Saved = { id: number; query: string; path: string; names: { category: string | null; location: string | null }; email_alerts: boolean; new_count: number };
type Bell = { unread: number; data: { id: number; kind: string; listing: { title: string; price: number | null }; old_price: number | null }[] };
type Outbox = { data: { recipient: string; subject: string; body: string; link: string | null }[] };

/**
 * Saved searches with alerts (issue 38; docs/product/browsing.md "Saved searches", docs/api.md "Saved searches and
 * notifications") on the real server and database. With DATABASE_URL and REDIS_URL both set the same tests run the
 * matching on BullMQ (docs/decisions/154-alert-queue.md); otherwise on the in-process queue.
 */
describe('saved searches and their alerts', () => {
  const onRedis = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  let app: TestApp;
  let catalogue: Catalogue;
  let buyer: Session;
  let other: Session;
  let seller: Session;
  let admin: Session;
  let sellerId: number;
  let verifiedId: number;

  const save = (who: Session, query: string, email_alerts = true) => call<{ data: Saved; created: boolean; messageId?: string }>(app, 'POST', '/api/saved-searches', { cookie: who.cookie, body: { query, email_alerts } });
  const list = async (who: Session) => (await call<{ data: Saved[]; settings: { price_drop_email: boolean } }>(app, 'GET', '/api/saved-searches', { cookie: who.cookie })).body;
  const bell = async (who: Session) => (await call<Bell>(app, 'GET', '/api/notifications', { cookie: who.cookie })).body;
  const outbox = async (to: string) => (await call<Outbox>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data;
  const car = (title: string, extra: Partial<Parameters<typeof createListing>[1]> = {}) =>
    createListing(app.database, { userId: sellerId, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id, title, price: 7000, images: [PHOTO], features: { fuel: 'diesel', year: 2016 }, status: 'moderation', ...extra });
  const approve = async (listingId: number) => {
    expect((await call(app, 'POST', `/api/admin/listings/${listingId}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } })).status).toBe(200);
    await app.alerts.idle();
  };

  beforeAll(async () => {
    app = await startTestApp(onRedis ? { redisUrl: process.env.REDIS_URL, redisPrefix: `test-alerts-${process.pid}:` } : {});
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await resetDatabase(app.database);
    catalogue = await createCatalogue(app.database);
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    await createUser(app.database, { email: 'drug@primer.mk' });
    sellerId = (await createUser(app.database, { email: 'prodavac@primer.mk' })).id;
    verifiedId = (await createUser(app.database, { email: 'proveren@primer.mk', verified: true })).id;
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    [buyer, other, seller, admin] = (await Promise.all(['kupuvac@primer.mk', 'drug@primer.mk', 'prodavac@primer.mk', 'admin@primer.mk'].map((email) => login(app, email)))) as [Session, Session, Session, Session];
  });

  it('runs its jobs on the queue the configuration names', () => {
    expect(app.alerts.kind).toBe(onRedis ? 'bullmq' : 'in-process');
  });

  it('saves a list\'s filters normalised: the same filters are the same saved search; names and path come back', async () => {
    const first = await save(buyer, 'category=vozila&a.fuel=petrol,diesel&price_max=9000&sort=price_asc&page=2');
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    expect(first.body.data).toMatchObject({ query: 'category=vozila&price_max=9000&a.fuel=diesel%2Cpetrol', path: '/oglasi/kategorija/vozila?price_max=9000&a.fuel=diesel%2Cpetrol', names: { category: 'Возила', location: null }, email_alerts: true, new_count: 0 });
    const again = await save(buyer, 'a.fuel=diesel,petrol&price_max=9000&category=vozila');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, data: { id: first.body.data.id } });
    expect((await list(buyer)).data).toHaveLength(1);
  });

  it('refuses what a list would refuse, and a list that names nothing', async () => {
    for (const query of ['a.fuel=coal', 'category=vozila&price_min=-1', 'currency=USD&price_min=1']) expect((await save(buyer, query)).status).toBe(422);
    expect((await save(buyer, 'page=3&sort=oldest')).body.messageId).toBe('alerts.notSavable');
    expect((await save(buyer, 'category=nepostoi')).status).toBe(404);
    expect((await call(app, 'POST', '/api/saved-searches', { body: { query: 'category=vozila' } })).status).toBe(401);
  });

  it('keeps at most 20 per account, even when 25 saves race', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => save(buyer, `category=vozila&price_max=${1000 + index}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body.messageId).toBe('alerts.limitReached');
    expect((await list(buyer)).data).toHaveLength(20);
    // The same filters saved at once are one saved search.
    const same = await Promise.all(Array.from({ length: 5 }, () => save(other, 'location=skopje')));
    expect(same.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(new Set(same.map((answer) => answer.body.data.id)).size).toBe(1);
  });

  it('a user sees, changes and deletes only their own', async () => {
    const mine = (await save(buyer, 'category=vozila')).body.data.id;
    expect((await list(other)).data).toEqual([]);
    expect((await call(app, 'PUT', `/api/saved-searches/${mine}`, { cookie: other.cookie, body: { email_alerts: false } })).status).toBe(404);
    expect((await call(app, 'POST', `/api/saved-searches/${mine}/seen`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/saved-searches/${mine}`, { cookie: other.cookie })).status).toBe(404);
    expect((await list(buyer)).data[0]?.email_alerts).toBe(true);
    expect((await call<{ data: Saved }>(app, 'PUT', `/api/saved-searches/${mine}`, { cookie: buyer.cookie, body: { email_alerts: false } })).body.data.email_alerts).toBe(false);
    expect((await call(app, 'DELETE', `/api/saved-searches/${mine}`, { cookie: buyer.cookie })).status).toBe(200);
    expect((await list(buyer)).data).toEqual([]);
    for (const [method, path] of [['GET', '/api/saved-searches'], ['GET', '/api/notifications'], ['POST', '/api/notifications/read']] as const) expect((await call(app, method, path)).status).toBe(401);
  });

  it('an approved matching car reaches the bell and one e-mail with the listing and a working unsubscribe link; others do not match', async () => {
    const wanted = (await save(buyer, 'category=vozila&location=skopski-region&price_max=9000&a.fuel=diesel&q=golf')).body.data.id;
    await save(other, 'category=nedviznosti');
    await save(other, 'category=vozila&a.fuel=petrol');
    // The seller's own search never tells them of their own listing.
    await save(seller, 'category=vozila');
    const golf = await car('Volkswagen Golf 7 дизел');
    await call(app, 'GET', '/api/notifications', { cookie: buyer.cookie });
    expect((await bell(buyer)).data).toEqual([]);
    await approve(golf.id);
    const buyerBell = await bell(buyer);
    expect(buyerBell.unread).toBe(1);
    expect(buyerBell.data.map((item) => [item.kind, item.listing.title])).toEqual([['match', 'Volkswagen Golf 7 дизел']]);
    expect((await bell(other)).data).toEqual([]);
    expect((await bell(seller)).data).toEqual([]);
    expect((await list(buyer)).data.find((item) => item.id === wanted)?.new_count).toBe(1);

    const mails = await outbox('kupuvac@primer.mk');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Нови огласи за „golf, Возила, Скопски регион“');
    expect(mails[0]?.body).toContain('• Volkswagen Golf 7 дизел — 7.000 €');
    expect(mails[0]?.body).toContain(`/oglas/${golf.slug}`);
    const link = new URL(mails[0]!.link!);
    expect(link.pathname).toBe('/izvestuvanja/odjava');
    expect(mails[0]?.body).toContain(`За да не добивате повеќе е-пошта за ова пребарување: ${link.href}`);

    // Unsubscribing works signed out, and again.
    for (let i = 0; i < 2; i += 1) {
      const answer = await call(app, 'POST', '/api/alerts/unsubscribe', { body: { token: link.searchParams.get('token') } });
      expect(answer).toMatchObject({ status: 200, body: { status: 'success', kind: 'saved_search' } });
    }
    expect((await list(buyer)).data.find((item) => item.id === wanted)?.email_alerts).toBe(false);
    const tampered = `s.${wanted + 1}.${link.searchParams.get('token')!.split('.')[2]}`;
    expect((await call(app, 'POST', '/api/alerts/unsubscribe', { body: { token: tampered } })).body).toMatchObject({ messageId: 'alerts.unsubscribe.invalid' });

    // Seen: the new matches count starts again; read: the badge empties.
    expect((await call<{ data: Saved }>(app, 'POST', `/api/saved-searches/${wanted}/seen`, { cookie: buyer.cookie })).body.data.new_count).toBe(0);
    expect((await call(app, 'POST', '/api/notifications/read', { cookie: buyer.cookie, body: {} })).body).toEqual({ status: 'success', unread: 0 });
    expect((await bell(buyer)).unread).toBe(0);
  });

  it('a saved search keeps its seller type: a company-only search is not alerted by a private seller\'s listing, and is by a company\'s', async () => {
    const companies = await save(buyer, 'seller=company&category=vozila&sort=oldest');
    expect(companies.status).toBe(201);
    expect(companies.body.data).toMatchObject({ query: 'category=vozila&seller=company', path: '/oglasi/kategorija/vozila?seller=company' });
    // Everyone's cars and only companies' are two saved searches.
    expect((await save(buyer, 'category=vozila')).body.created).toBe(true);
    await save(other, 'category=vozila&seller=private');
    expect((await save(buyer, 'category=vozila&seller=bogus')).status).toBe(422);

    const privateCar = await car('Голф од сопственик');
    await approve(privateCar.id);
    const afterPrivate = (await list(buyer)).data;
    expect(afterPrivate.find((item) => item.id === companies.body.data.id)?.new_count).toBe(0);
    expect(afterPrivate.find((item) => item.query === 'category=vozila')?.new_count).toBe(1);
    expect((await bell(other)).data.map((item) => item.listing.title)).toEqual(['Голф од сопственик']);

    const shopCar = await car('Голф од салон', { userType: 'company' });
    await approve(shopCar.id);
    expect((await list(buyer)).data.find((item) => item.id === companies.body.data.id)?.new_count).toBe(1);
    expect((await bell(buyer)).data.map((item) => item.listing.title)).toEqual(['Голф од салон', 'Голф од сопственик']);
    expect((await bell(other)).data.map((item) => item.listing.title)).toEqual(['Голф од сопственик']);
  });

  it('a retried or duplicated matching job notifies once; a digest that runs twice mails once', async () => {
    await save(buyer, 'category=vozila');
    const golf = await car('Голф', { status: 'active' });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => matchListing(app.database.db, golf.id)));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.matched, 0)).toBe(1);
    await runAlertJob(app, app.alerts, { name: 'match', listingId: golf.id });
    const digests = await Promise.all(Array.from({ length: 4 }, async () => sendDigest(app, (await list(buyer)).data[0]!.id)));
    expect(digests.every((held) => held === null)).toBe(true);
    await app.alerts.idle();
    expect((await bell(buyer)).data).toHaveLength(1);
    expect(await outbox('kupuvac@primer.mk')).toHaveLength(1);
  });

  it('at most one e-mail per saved search per day: a second match the same day waits for tomorrow\'s digest', async () => {
    const id = (await save(buyer, 'category=vozila')).body.data.id;
    await approve((await car('Прв Голф')).id);
    await approve((await car('Втор Пасат')).id);
    expect((await bell(buyer)).data.map((item) => item.listing.title)).toEqual(['Втор Пасат', 'Прв Голф']);
    const mails = await outbox('kupuvac@primer.mk');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Прв Голф');
    expect(mails[0]?.body).not.toContain('Втор Пасат');
    const held = await sendDigest(app, id);
    expect(held?.untilTomorrowMs).toBeGreaterThan(1_000);
    expect(held!.untilTomorrowMs).toBeLessThanOrEqual(86_401_000);
    // Tomorrow (today's row gone, as if the day had turned): the waiting listing goes, alone.
    await app.database.db.deleteFrom('alert_digests').execute();
    expect(await sendDigest(app, id)).toBeNull();
    const next = await outbox('kupuvac@primer.mk');
    expect(next).toHaveLength(2);
    expect(next[0]?.body).toContain('Втор Пасат');
    expect(next[0]?.body).not.toContain('Прв Голф');
  });

  it('a price drop of a saved listing reaches everyone who saved it, by e-mail for those who chose it; a rise does not', async () => {
    const listing = await createListing(app.database, { userId: verifiedId, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id, title: 'Шкода Октавија', price: 8000, images: [PHOTO] });
    for (const who of [buyer, other]) await call(app, 'POST', '/api/favourites', { cookie: who.cookie, body: { entity_id: listing.id } });
    expect((await call(app, 'PUT', '/api/alerts/settings', { cookie: buyer.cookie, body: { price_drop_email: true } })).body).toEqual({ status: 'success', settings: { price_drop_email: true } });
    const owner = await login(app, 'proveren@primer.mk');
    const edit = (price: string) => call(app, 'PUT', `/api/oglasi/manage/${listing.id}`, { cookie: owner.cookie, body: { title: 'Шкода Октавија', category_id: String(catalogue.cars.id), location_id: String(catalogue.skopje.id), price, currency: 'EUR', description: 'Одлична.' } });
    expect((await edit('7500')).status).toBe(200);
    await app.alerts.idle();
    for (const who of [buyer, other]) expect((await bell(who)).data.map((item) => [item.kind, item.old_price])).toEqual([['price_drop', 8000]]);
    const mails = await outbox('kupuvac@primer.mk');
    expect(mails.map((mail) => mail.subject)).toEqual(['Намалена цена: Шкода Октавија']);
    expect(mails[0]?.body).toContain('Нова цена: 7.500 € (претходно 8.000 €)');
    expect(await outbox('drug@primer.mk')).toEqual([]);
    await edit('9000');
    await app.alerts.idle();
    expect((await bell(buyer)).data).toHaveLength(1);
    // The price-drop e-mails' own link stops them, signed out.
    const token = new URL(mails[0]!.link!).searchParams.get('token');
    expect((await call(app, 'POST', '/api/alerts/unsubscribe', { body: { token } })).body).toEqual({ status: 'success', kind: 'price_drops' });
    expect((await list(buyer)).settings.price_drop_email).toBe(false);
  });

  describe('a price drop that waits for moderation (an unverified seller\'s edit of a public listing)', () => {
    const drops = async (who: Session) => (await bell(who)).data.map((item) => [item.kind, item.old_price, item.listing.price]);
    const publicCar = async (price: number) => {
      const listing = await createListing(app.database, { userId: sellerId, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id, title: 'Опел Астра', price, images: [PHOTO] });
      await call(app, 'POST', '/api/favourites', { cookie: buyer.cookie, body: { entity_id: listing.id } });
      return listing.id;
    };
    const edit = async (id: number, price: string) => {
      const answer = await call<{ data: { status: string } }>(app, 'PUT', `/api/oglasi/manage/${id}`, { cookie: seller.cookie, body: { title: 'Опел Астра', category_id: String(catalogue.cars.id), location_id: String(catalogue.skopje.id), price, currency: 'EUR', description: 'Добра.' } });
      expect(answer.status).toBe(200);
      await app.alerts.idle();
      return answer.body.data.status;
    };
    const kept = async (id: number) => (await app.database.db.selectFrom('listings').select('last_public_price_eur').where('id', '=', id).executeTakeFirstOrThrow()).last_public_price_eur;

    it('tells nobody while it waits; the approval tells the saver once, from the price the public saw to the approved one', async () => {
      const id = await publicCar(8000);
      expect(await edit(id, '7000')).toBe('moderation');
      expect(await drops(buyer)).toEqual([]);
      expect(Number(await kept(id))).toBe(8000);
      await approve(id);
      expect(await drops(buyer)).toEqual([['price_drop', 8000, 7000]]);
      expect(await kept(id)).toBeNull();
      // The job again (a retry) notifies nobody twice.
      await runAlertJob(app, app.alerts, { name: 'price-drop', listingId: id, fromEur: 8000, toEur: 7000 });
      expect(await drops(buyer)).toHaveLength(1);
    });

    it('an approval at a higher price than the public saw tells nobody', async () => {
      const id = await publicCar(8000);
      await edit(id, '8500');
      await approve(id);
      expect(await drops(buyer)).toEqual([]);
      expect(await kept(id)).toBeNull();
    });

    it('two edits while waiting (lower, then lower again) are one drop, from the price the public saw to the last one', async () => {
      const id = await publicCar(8000);
      await edit(id, '7500');
      await edit(id, '7000');
      expect(Number(await kept(id))).toBe(8000);
      await approve(id);
      expect(await drops(buyer)).toEqual([['price_drop', 8000, 7000]]);
    });

    it('a rejected listing edited again keeps the price the public saw; two admins approving at once announce it once', async () => {
      const id = await publicCar(8000);
      await edit(id, '7500');
      expect((await call(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'reject', reason: 'Нејасни фотографии.' } })).status).toBe(200);
      await edit(id, '7200');
      expect(Number(await kept(id))).toBe(8000);
      const answers = await Promise.all([1, 2].map(() => call(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      await app.alerts.idle();
      expect(await drops(buyer)).toEqual([['price_drop', 8000, 7200]]);
    });

    it('archived while waiting and activated later by a seller verified since: the drop is announced then', async () => {
      const id = await publicCar(8000);
      await edit(id, '6000');
      expect((await call(app, 'POST', `/api/oglasi/manage/${id}/archive`, { cookie: seller.cookie })).status).toBe(200);
      await app.database.db.updateTable('users').set({ verified: true }).where('id', '=', sellerId).execute();
      expect((await call(app, 'POST', `/api/oglasi/manage/${id}/activate`, { cookie: seller.cookie })).status).toBe(200);
      await app.alerts.idle();
      expect(await drops(buyer)).toEqual([['price_drop', 8000, 6000]]);
      expect(await kept(id)).toBeNull();
    });
  });

  it('the unsubscribe token is the server\'s own: a made-up or other-purpose signature is refused', async () => {
    const id = (await save(buyer, 'category=vozila')).body.data.id;
    const good = unsubscribeToken(app.keys, { kind: 'saved_search', id });
    expect(good).toMatch(/^s\.\d+\.[A-Za-z0-9_-]{43}$/);
    for (const token of [`s.${id}.${'A'.repeat(43)}`, `p.${id}.${good.split('.')[2]}`, 'x', `s.${id}`]) {
      expect((await call(app, 'POST', '/api/alerts/unsubscribe', { body: { token } })).status).toBe(422);
    }
    expect((await list(buyer)).data[0]?.email_alerts).toBe(true);
  });
});
