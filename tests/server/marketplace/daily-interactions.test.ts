import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { dailyInteractions } from '../../../server/listings/daily-interactions';
import { ensureMoneyReferenceData } from '../../../server/payments/packages';
import { resetDatabase, testDatabase } from '../helpers/test-server';
import { createCatalogue, createListing, createUser } from '../helpers/fixtures';

/**
 * A listing's statistics count Europe/Skopje days (docs/product/selling.md, statistics): in winter a Skopje day starts
 * at 23:00 UTC the evening before, in summer at 22:00. The window is pinned to instants on both sides of that
 * midnight, so the hour in which the UTC date and the Skopje date differ is tested whenever the suite runs.
 */
describe("a listing's daily contacts, saves and promoted days by Skopje day, around Skopje's midnight", () => {
  let database: DatabaseHandle;
  let listingId = 0;
  let sellerId = 0;
  let buyerId = 0;

  beforeAll(async () => {
    database = await testDatabase();
    await resetDatabase(database);
    await ensureMoneyReferenceData(database.db);
    const catalogue = await createCatalogue(database);
    sellerId = (await createUser(database, { email: 'prodavac@primer.mk' })).id;
    buyerId = (await createUser(database, { email: 'kupuvac@primer.mk' })).id;
    listingId = (await createListing(database, { userId: sellerId, title: 'Голф 7', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id })).id;
  });
  afterAll(() => resetDatabase(database));

  const promote = (startsAt: string, endsAt: string) =>
    database.db
      .insertInto('promotions')
      .values({ listing_id: listingId, user_id: sellerId, package_code: 'top-3', kind: 'top', starts_at: new Date(startsAt), ends_at: new Date(endsAt) })
      .execute();
  const interactionsAt = (at: string, days = 3) => dailyInteractions(database.db, listingId, days, new Date(at));

  it('a promotion bought at 23:10 UTC in winter began on the next Skopje day, and marks only that one', async () => {
    await promote('2026-11-27T23:10:00Z', '2026-11-28T20:00:00Z');
    // 23:30 UTC on the 27th is 00:30 on the 28th in Skopje: the window's last day is the 28th.
    const interactions = await interactionsAt('2026-11-27T23:30:00Z');
    expect(interactions.of('2026-11-28').promoted).toBe(true);
    expect(interactions.of('2026-11-27').promoted).toBe(false);
    expect(interactions.promotions).toEqual([{ package_code: 'top-3', starts_at: '2026-11-27T23:10:00.000Z', ends_at: '2026-11-28T20:00:00.000Z' }]);
    await database.db.deleteFrom('promotions').execute();
  });

  it('one that ran until 22:50 UTC ended on its own Skopje day (23:50 there) and does not mark the next', async () => {
    await promote('2026-11-26T10:00:00Z', '2026-11-27T22:50:00Z');
    const interactions = await interactionsAt('2026-11-27T23:30:00Z');
    expect(interactions.of('2026-11-26').promoted).toBe(true);
    expect(interactions.of('2026-11-27').promoted).toBe(true);
    expect(interactions.of('2026-11-28').promoted).toBe(false);
    await database.db.deleteFrom('promotions').execute();
  });

  it("a save made at 23:20 UTC counts on the next Skopje day, and the window's first day starts at Skopje midnight", async () => {
    await database.db.insertInto('favourites').values({ user_id: buyerId, listing_id: listingId, created_at: new Date('2026-11-27T23:20:00Z') }).execute();
    const at = await interactionsAt('2026-11-27T23:30:00Z', 2);
    expect(at.of('2026-11-28').saves).toBe(1);
    expect(at.of('2026-11-27').saves).toBe(0);
    expect(at.saves).toBe(1);
    // A one-day window at 23:30 UTC is the 28th alone in Skopje; at 22:30 UTC (23:30 in Skopje) it is the 27th,
    // and a save from the future of that instant is not counted in it.
    expect((await interactionsAt('2026-11-27T23:30:00Z', 1)).saves).toBe(1);
    const before = await interactionsAt('2026-11-27T22:30:00Z', 1);
    expect(before.of('2026-11-27').saves).toBe(0);
    expect(before.saves).toBe(0);
    await database.db.deleteFrom('favourites').execute();
  });

  it('contact clicks are kept by their Skopje day and the window ends on the Skopje date of the instant asked', async () => {
    await database.db
      .insertInto('listing_contact_clicks')
      .values([
        { listing_id: listingId, day: '2026-11-28', kind: 'phone', visitor: 'v1' },
        { listing_id: listingId, day: '2026-11-27', kind: 'viber', visitor: 'v2' },
      ])
      .execute();
    const afterMidnight = await interactionsAt('2026-11-27T23:30:00Z', 1);
    expect(afterMidnight.contacts).toEqual({ phone: 1, whatsapp: 0, viber: 0 });
    const beforeMidnight = await interactionsAt('2026-11-27T22:30:00Z', 1);
    expect(beforeMidnight.contacts).toEqual({ phone: 0, whatsapp: 0, viber: 1 });
    // Summer time: a Skopje day starts at 22:00 UTC.
    const summer = await interactionsAt('2026-07-14T22:30:00Z', 1);
    expect(summer.contacts).toEqual({ phone: 0, whatsapp: 0, viber: 0 });
    await database.db.deleteFrom('listing_contact_clicks').execute();
  });

  it('in summer a promotion bought at 22:10 UTC belongs to the next Skopje day', async () => {
    await promote('2026-07-14T22:10:00Z', '2026-07-15T10:00:00Z');
    const interactions = await interactionsAt('2026-07-14T22:30:00Z', 2);
    expect(interactions.of('2026-07-15').promoted).toBe(true);
    expect(interactions.of('2026-07-14').promoted).toBe(false);
    await database.db.deleteFrom('promotions').execute();
  });
});
