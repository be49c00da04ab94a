import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser, login, type Session } from '../helpers/fixtures';
import { isAnnouncedBot, skopjeDay, ViewCounter } from '../../../server/listings/view-counter';

type ViewReply = { status: string; views: number; counted: boolean };
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('honest view counting: once per visitor per listing per Skopje day, not the owner, not announced bots', () => {
  let app: TestApp;
  let owner: Session;
  let buyer: Session;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  let ownerId = 0;

  const listing = async (title: string, status: 'active' | 'moderation' = 'active') =>
    (await createListing(app.database, { userId: ownerId, title, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, status })).id;
  const view = (id: number, options: { userAgent?: string; session?: Session } = {}) =>
    call<ViewReply>(app, 'POST', `/api/oglasi/listing-id/${id}/view`, {
      headers: { 'user-agent': options.userAgent ?? BROWSER },
      cookie: options.session?.cookie,
    });
  const stored = async (id: number) => {
    const row = await app.database.db.selectFrom('listings').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    const daily = await app.database.db.selectFrom('listing_daily_views').select(['day', 'views']).where('listing_id', '=', id).execute();
    return { views: row.views, daily: daily.map((d) => ({ day: String((d.day as unknown) instanceof Date ? (d.day as unknown as Date).toISOString() : d.day).slice(0, 10), views: d.views })) };
  };

  beforeAll(async () => {
    app = await startTestApp({ authRateLimitPerMinute: 30 });
    await resetDatabase(app.database);
    catalogue = await createCatalogue(app.database);
    ownerId = (await createUser(app.database, { email: 'prodavac@primer.mk', verified: true })).id;
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    owner = await login(app, 'prodavac@primer.mk');
    buyer = await login(app, 'kupuvac@primer.mk');
  });
  afterAll(() => app.close());

  it('a visitor counts once a day; a reload does not; another browser does; the owner and crawlers never', async () => {
    const id = await listing('Голф 7');
    expect((await view(id)).body).toMatchObject({ counted: true, views: 1 });
    expect((await view(id)).body).toMatchObject({ counted: false, views: 1 });
    expect((await view(id, { userAgent: `${BROWSER} Firefox/130` })).body).toMatchObject({ counted: true, views: 2 });
    expect((await view(id, { session: owner })).body.counted).toBe(false);
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'curl/8.5.0', 'Mozilla/5.0 (compatible; bingbot/2.0)']) {
      expect((await view(id, { userAgent: bot })).body.counted).toBe(false);
    }
    // A request that names no browser at all is not a person's view either (fetch always sends one, so directly).
    expect(isAnnouncedBot(undefined)).toBe(true);
    expect(isAnnouncedBot(BROWSER)).toBe(false);
    // A signed-in buyer is one visitor whatever the browser.
    expect((await view(id, { session: buyer })).body.counted).toBe(true);
    expect((await view(id, { session: buyer, userAgent: 'Mozilla/5.0 Safari/605' })).body.counted).toBe(false);
    expect(await stored(id)).toEqual({ views: 3, daily: [{ day: skopjeDay(new Date()), views: 3 }] });
    // The owner's 15-day statistics show today's views.
    const stats = await call<{ data: { daily: { date: string; views: number }[]; window_views: number } }>(app, 'GET', `/api/oglasi/manage/${id}/stats`, { cookie: owner.cookie });
    expect(stats.body.data.daily.at(-1)).toEqual({ date: skopjeDay(new Date()), views: 3, contacts: { phone: 0, whatsapp: 0, viber: 0 }, saves: 0, promoted: false });
    expect(stats.body.data.window_views).toBe(3);
  });

  it('a listing nobody else may see is not counted (404)', async () => {
    expect((await view(await listing('Во модерација', 'moderation'))).status).toBe(404);
    expect((await view(2_000_000_000)).status).toBe(404);
  });

  it('concurrent views are group-committed without losing or doubling one; one address cannot pose as many browsers', async () => {
    const id = await listing('Октавија');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => view(id, { userAgent: `${BROWSER} visitor-${i}` })),
      ...Array.from({ length: 5 }, (_, i) => view(id, { userAgent: `${BROWSER} visitor-${i}` })),
    ]);
    expect(answers.filter((answer) => answer.body.counted)).toHaveLength(20);
    expect((await stored(id)).views).toBe(20);
    // 25 of the 30 a minute one address may make for one listing are spent: five more browsers count, then none.
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => view(id, { userAgent: `${BROWSER} later-${i}` })));
    expect(more.filter((answer) => answer.body.counted)).toHaveLength(5);
  });

  it('contact clicks count once per visitor, kind and day (not the owner, not crawlers); saves by the day they were made; both in the 15-day stats', async () => {
    const id = await listing('Октавија');
    const contact = (kind: unknown, options: { userAgent?: string; session?: Session } = {}) =>
      call<{ counted: boolean }>(app, 'POST', `/api/oglasi/listing-id/${id}/contact`, { headers: { 'user-agent': options.userAgent ?? BROWSER }, cookie: options.session?.cookie, body: { kind } });
    expect((await contact('phone')).body.counted).toBe(true);
    expect((await contact('phone')).body.counted).toBe(false);
    expect((await contact('whatsapp')).body.counted).toBe(true);
    expect((await contact('viber', { session: buyer })).body.counted).toBe(true);
    expect((await contact('phone', { session: owner })).body.counted).toBe(false);
    expect((await contact('phone', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).body.counted).toBe(false);
    for (const bad of ['email', '', null, 7, ['phone']]) expect((await contact(bad)).status).toBe(422);
    expect((await call(app, 'POST', `/api/oglasi/listing-id/${await listing('Скриен', 'moderation')}/contact`, { headers: { 'user-agent': BROWSER }, body: { kind: 'phone' } })).status).toBe(404);
    expect((await call(app, 'POST', '/api/favourites', { cookie: buyer.cookie, body: { entity_id: id } })).status).toBeLessThan(300);

    type Stats = { data: { daily: { date: string; contacts: Record<string, number>; saves: number }[]; window_contacts: Record<string, number>; window_saves: number } };
    const stats = await call<Stats>(app, 'GET', `/api/oglasi/manage/${id}/stats`, { cookie: owner.cookie });
    expect(stats.body.data.window_contacts).toEqual({ phone: 1, whatsapp: 1, viber: 1 });
    expect(stats.body.data.window_saves).toBe(1);
    expect(stats.body.data.daily.at(-1)).toMatchObject({ date: skopjeDay(new Date()), contacts: { phone: 1, whatsapp: 1, viber: 1 }, saves: 1 });
    expect(stats.body.data.daily.slice(0, -1).every((day) => day.saves === 0 && day.contacts.phone === 0)).toBe(true);
    // Someone else's listing's statistics are not theirs to read.
    expect((await call(app, 'GET', `/api/oglasi/manage/${id}/stats`, { cookie: buyer.cookie })).status).toBe(404);
  });

  it('days are Europe/Skopje days: half past midnight in Skopje is a new day for the same visitor', async () => {
    const id = await listing('Пасат');
    const counter = new ViewCounter(app.database.db);
    // 23:10 UTC on 24 Nov is 00:10 on 25 Nov in Skopje (UTC+1 in winter).
    expect(await counter.record(id, 'a:same', new Date('2026-11-24T22:50:00Z'))).toBe(true);
    expect(await counter.record(id, 'a:same', new Date('2026-11-24T22:55:00Z'))).toBe(false);
    expect(await counter.record(id, 'a:same', new Date('2026-11-24T23:10:00Z'))).toBe(true);
    await counter.flush();
    expect((await stored(id)).daily.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: '2026-11-24', views: 1 },
      { day: '2026-11-25', views: 1 },
    ]);
    expect(skopjeDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});
