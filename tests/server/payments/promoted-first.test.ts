import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing } from '../helpers/fixtures';
import { PER_PAGE, PROMOTION_ROTATION_MS, promotionWindow } from '../../../server/listings/list-statement';
import { post } from '../../../server/payments/ledger';
import { as, moneyMarket } from './money-helpers';

interface Card {
  id: number;
  title: string;
  promoted: boolean;
  promoted_until?: string;
  published_at: string;
}
interface Page {
  data: Card[];
  meta: { total: number; last_page: number };
}

const DAY = 24 * 3600 * 1000;
const ids = (page: Page) => page.data.map((card) => card.id);

async function list(app: TestApp, query: string): Promise<Page> {
  const answer = await call<Page>(app, 'GET', `/api/oglasi${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Promoted listings first in their category and in search, in turn (decision 141). */
describe('promoted listings come first in their category and in search', () => {
  let app: TestApp;
  let market: Awaited<ReturnType<typeof moneyMarket>>;
  /** Ten cars, published a minute apart: index 9 is the newest. */
  let cars: Awaited<ReturnType<typeof createListing>>[];

  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    market = await moneyMarket(app);
    const base = Date.now() - 3_600_000;
    cars = [];
    for (let i = 0; i < 10; i++) {
      cars.push(
        await createListing(app.database, {
          userId: market.stranger.id, title: `Шкода ${i}`, categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id,
          locationId: market.catalogue.skopje.id, price: 1000 + i, publishedAt: new Date(base + i * 60_000),
        }),
      );
    }
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => app.close());

  const promote = (id: number, until: Date | null) =>
    app.database.db.updateTable('listings').set({ promoted_until: until }).where('id', '=', id).execute();

  it('a listing promoted with credits is first in its category, its subcategory and a search, with promoted and promoted_until', async () => {
    const { seller, listings } = market;
    const before = await list(app, '?category=vozila');
    const normalPlace = ids(before).indexOf(listings.golf.id);
    expect(normalPlace).toBeGreaterThan(0);
    expect(before.data.every((card) => card.promoted === false && !('promoted_until' in card))).toBe(true);

    await app.database.db.transaction().execute((trx) => post(trx, { type: 'adjustment', userId: seller.id, amount: 300, note: 'test' }));
    const bought = await call<{ promotion: { ends_at: string } }>(app, 'POST', '/api/promotion/purchase', {
      ...as(seller.session), body: { listing_id: listings.golf.id, package_code: 'top-7', method: 'credits', idempotency_key: randomUUID() },
    });
    expect(bought.status).toBe(200);

    for (const query of ['?category=vozila', '?category=avtomobili', `/search?q=${encodeURIComponent('голф')}`, '?category=vozila&sort=price_asc']) {
      const page = await list(app, query);
      expect(page.data[0], query).toMatchObject({ id: listings.golf.id, promoted: true, promoted_until: bought.body.promotion.ends_at });
      expect(page.data.slice(1).every((card) => !card.promoted && !('promoted_until' in card)), query).toBe(true);
    }
    // A search that finds the promoted listing among others puts it first even by relevance.
    const skoda = await list(app, `/search?q=${encodeURIComponent('шкода')}`);
    expect(ids(skoda)).not.toContain(listings.golf.id);
    await promote(cars[2]!.id, new Date(Date.now() + 3 * DAY));
    const again = await list(app, `/search?q=${encodeURIComponent('шкода')}`);
    expect(ids(again)[0]).toBe(cars[2]!.id);
    expect(again.meta.total).toBe(skoda.meta.total);

    // The total is the same: the promoted listing moved, it was not added.
    const after = await list(app, '?category=vozila');
    expect(after.meta.total).toBe(before.meta.total);
    expect([...ids(after)].sort()).toEqual([...ids(before)].sort());
    // The listing's own page says so too.
    const detail = await call<{ data: Card }>(app, 'GET', `/api/oglasi/listing/${listings.golf.slug}`);
    expect(detail.body.data).toMatchObject({ promoted: true, promoted_until: bought.body.promotion.ends_at });
  });

  it('keeps an owner’s list, a place’s list and the unfiltered list in their plain order', async () => {
    await promote(cars[0]!.id, new Date(Date.now() + DAY));
    for (const query of ['', '?location=skopje', `?user=${market.stranger.id}`]) {
      const page = await list(app, query);
      // Newest first: the oldest car, though promoted, is not first here…
      expect(ids(page)[0], query).not.toBe(cars[0]!.id);
      // …but its card still says it is promoted.
      expect(page.data.find((card) => card.id === cars[0]!.id), query).toMatchObject({ promoted: true });
    }
  });

  it('rotates the first place among the promoted listings, one window at a time, all of them before the rest', async () => {
    const plain = ids(await list(app, '?category=avtomobili'));
    const promoted = [cars[1]!, cars[4]!, cars[7]!];
    for (const car of promoted) await promote(car.id, new Date(Date.now() + 7 * DAY));
    const promotedIds = promoted.map((car) => car.id).sort((a, b) => a - b);
    const rest = plain.filter((id) => !promotedIds.includes(id));
    const start = Math.ceil(Date.now() / PROMOTION_ROTATION_MS) * PROMOTION_ROTATION_MS;
    const firsts: number[] = [];
    for (let w = 0; w < promotedIds.length * 2; w++) {
      vi.spyOn(Date, 'now').mockReturnValue(start + w * PROMOTION_ROTATION_MS + 1000);
      const page = await list(app, '?category=avtomobili');
      const order = ids(page);
      // The promoted three first, as a rotation of their id order; then the others newest first.
      const k = promotedIds.length;
      const shift = promotionWindow(start + w * PROMOTION_ROTATION_MS) % k;
      expect(order.slice(0, k)).toEqual([...promotedIds.slice(shift), ...promotedIds.slice(0, shift)]);
      expect(order.slice(k)).toEqual(rest);
      firsts.push(order[0]!);
      // Within one window every request sees the same order.
      expect(ids(await list(app, '?category=avtomobili'))).toEqual(order);
    }
    // Every promoted listing was first, equally often.
    for (const id of promotedIds) expect(firsts.filter((first) => first === id)).toHaveLength(2);
  });

  it('after its promotion ends a listing is back in its normal place, by itself', async () => {
    const plain = ids(await list(app, '?category=avtomobili'));
    await promote(cars[3]!.id, new Date(Date.now() + 1500));
    const promoted = await list(app, '?category=avtomobili');
    expect(ids(promoted)[0]).toBe(cars[3]!.id);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // No job ran: promoted_until is simply in the past now.
    const expired = await list(app, '?category=avtomobili');
    expect(ids(expired)).toEqual(plain);
    expect(expired.data.find((card) => card.id === cars[3]!.id)).toMatchObject({ promoted: false });
    expect(expired.data.find((card) => card.id === cars[3]!.id)).not.toHaveProperty('promoted_until');
  });

  it('pages over more promoted listings than a page holds without repeating or skipping, with as_of still pinning', async () => {
    for (let i = 0; i < PER_PAGE + 4; i++) {
      const car = await createListing(app.database, {
        userId: market.stranger.id, title: `Промо ${i}`, categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id,
        publishedAt: new Date(Date.now() - 7200_000 + i * 1000),
      });
      await promote(car.id, new Date(Date.now() + DAY));
    }
    vi.spyOn(Date, 'now').mockReturnValue(Math.ceil(Date.now() / PROMOTION_ROTATION_MS) * PROMOTION_ROTATION_MS + 1000);
    const first = await list(app, '?category=avtomobili');
    const second = await list(app, '?category=avtomobili&page=2');
    expect(first.data.every((card) => card.promoted)).toBe(true);
    expect(second.data.slice(0, 4).every((card) => card.promoted)).toBe(true);
    expect(second.data.slice(4).every((card) => !card.promoted)).toBe(true);
    const seen = [...ids(first), ...ids(second)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.meta.total);

    // as_of still pins: the newest published_at among the cards that are not promoted (docs/api.md). Listings
    // published after it — promoted or not — stay off the pinned pages.
    const pin = second.data.filter((card) => !card.promoted).reduce((max, card) => (card.published_at > max ? card.published_at : max), '');
    const pinned = await list(app, `?category=avtomobili&page=2&as_of=${encodeURIComponent(pin)}`);
    expect(pinned).toEqual(second);
    const late = await createListing(app.database, { userId: market.stranger.id, title: 'Нов промо', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id });
    await promote(late.id, new Date(Date.now() + DAY));
    await createListing(app.database, { userId: market.stranger.id, title: 'Нов обичен', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id });
    expect(await list(app, `?category=avtomobili&page=2&as_of=${encodeURIComponent(pin)}`)).toEqual(second);
    expect((await list(app, '?category=avtomobili&page=2')).meta.total).toBe(second.meta.total + 2);
  });
});
