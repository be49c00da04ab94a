import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing } from '../helpers/fixtures';
import { PROMOTION_ROTATION_MS, promotionWindow } from '../../../server/listings/list-statement';
import { SHOWCASE_SIZE } from '../../../server/listings/showcase';
import { adjustWallet, refundPurchase } from '../../../server/payments/wallet-operations';
import type { Session } from '../helpers/fixtures';
import { as, moneyMarket } from './money-helpers';
import * as m0075 from '../../../server/db/migrations/0075_promotion_kinds';
import { sql, type Kysely } from 'kysely';

interface Card {
  id: number;
  promoted: boolean;
  promoted_until?: string;
  highlighted?: true;
}
interface Page {
  data: Card[];
}

const DAY = 24 * 3600 * 1000;
const ids = (cards: Card[]) => cards.map((card) => card.id);

/** What the highlight and showcase packages buy (decision 144), on PGlite and (with DATABASE_URL) PostgreSQL. */
describe('highlighted cards and the home-page showcase', () => {
  let app: TestApp;
  let market: Awaited<ReturnType<typeof moneyMarket>>;

  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    market = await moneyMarket(app);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => app.close());

  const get = async <T>(path: string): Promise<T> => {
    const answer = await call<T>(app, 'GET', path);
    expect(answer.status, path).toBe(200);
    return answer.body;
  };
  const showcase = async () => (await get<{ status: string; data: Card[] }>('/api/oglasi/showcase')).data;
  const buy = async (session: Session, listingId: number, packageCode: string) =>
    call<{ promotion: { starts_at: string; ends_at: string } }>(app, 'POST', '/api/promotion/purchase', {
      ...as(session), body: { listing_id: listingId, package_code: packageCode, method: 'credits', idempotency_key: randomUUID() },
    });
  const showcaseUntil = (id: number, until: Date | null) =>
    app.database.db.updateTable('listings').set({ showcased_until: until }).where('id', '=', id).execute();

  it('a highlight package gives the card highlighted: true — not the first place, not the badge — and leaves every other card as it was', async () => {
    const { seller, listings } = market;
    const queries = ['/api/oglasi?category=vozila', '/api/oglasi', `/api/oglasi/search?q=${encodeURIComponent('голф')}`];
    const before = await Promise.all(queries.map((q) => get<Page>(q)));
    const detailBefore = await get<{ data: Card }>(`/api/oglasi/listing/${listings.strangers.slug}`);

    await adjustWallet(app.database.db, { userId: seller.id, amount: 200, note: 'test' });
    const bought = await buy(seller.session, listings.golf.id, 'highlight-7');
    expect(bought.status).toBe(200);

    for (const [i, query] of queries.entries()) {
      const page = await get<Page>(query);
      // Same cards in the same order: a highlight buys no place.
      expect(ids(page.data), query).toEqual(ids(before[i]!.data));
      for (const [j, card] of page.data.entries()) {
        if (card.id === listings.golf.id) {
          expect(card, query).toMatchObject({ highlighted: true, promoted: false });
          expect(card, query).not.toHaveProperty('promoted_until');
          // The card is the one it was, plus the field.
          const { highlighted: _h, ...rest } = card;
          expect(rest).toEqual(before[i]!.data[j]);
        } else {
          expect(card, query).toEqual(before[i]!.data[j]);
        }
      }
    }
    expect((await get<{ data: Card }>(`/api/oglasi/listing/${listings.golf.slug}`)).data).toMatchObject({ highlighted: true, promoted: false });
    // card.ts (lists) and serialize.ts (similar listings) write the same card, byte for byte.
    // (JSON.stringify of a parsed answer keeps its keys' order.)
    const listed = await get<Page>('/api/oglasi?category=vozila');
    const similar = await get<Page>(`/api/oglasi/listing-id/${listings.strangers.id}/similar`);
    const golfJson = (page: Page) => JSON.stringify(page.data.find((card) => card.id === listings.golf.id));
    expect(golfJson(similar)).toBe(golfJson(listed));
    expect(golfJson(similar)).toContain('"highlighted":true');
    expect(await get<{ data: Card }>(`/api/oglasi/listing/${listings.strangers.slug}`)).toEqual(detailBefore);
    // Not in the showcase, either.
    expect(await showcase()).toEqual([]);

    // Refunded: the card is an ordinary one again.
    const purchase = await app.database.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'purchase').executeTakeFirstOrThrow();
    expect((await refundPurchase(app.database.db, { purchaseTransactionId: Number(purchase.id), now: new Date() })).ok).toBe(true);
    expect((await get<Page>(queries[0]!)).data.find((card) => card.id === listings.golf.id)).not.toHaveProperty('highlighted');
  });

  it('migration 0075: promotions sold before it get their kind and their listing the benefit, keeping the first place they had', async () => {
    const { seller, listings } = market;
    const now = Date.now();
    const ends = new Date(now + 3 * DAY);
    const rolledBack = new Error('roll back');
    // Down and up again inside a transaction that is rolled back: the shared test database keeps its schema whatever happens.
    await app.database.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Kysely<unknown>;
      await m0075.down(db);
      // As the code before 0075 sold them: every kind set promoted_until.
      for (const [listing, code] of [[listings.golf.id, 'highlight-7'], [listings.flat.id, 'showcase-7'], [listings.strangers.id, 'top-7']] as const) {
        await sql`insert into promotions (listing_id, user_id, package_code, starts_at, ends_at) values (${listing}, ${seller.id}, ${code}, ${new Date(now - DAY)}, ${ends})`.execute(db);
        await sql`update listings set promoted_until = ${ends} where id = ${listing}`.execute(db);
      }
      await m0075.up(db);
      const { rows: kinds } = await sql<{ package_code: string; kind: string }>`select package_code, kind from promotions order by package_code`.execute(db);
      expect(kinds).toEqual([{ package_code: 'highlight-7', kind: 'highlight' }, { package_code: 'showcase-7', kind: 'showcase' }, { package_code: 'top-7', kind: 'top' }]);
      const { rows } = await sql<{ id: number; promoted_until: Date | null; highlighted_until: Date | null; showcased_until: Date | null }>`
        select id, promoted_until, highlighted_until, showcased_until from listings where id in (${listings.golf.id}, ${listings.flat.id}, ${listings.strangers.id})`.execute(db);
      const at = (value: Date | null) => (value === null ? null : new Date(value).getTime());
      const byId = new Map(rows.map((row) => [row.id, [at(row.promoted_until), at(row.highlighted_until), at(row.showcased_until)]]));
      expect(byId.get(listings.golf.id)).toEqual([ends.getTime(), ends.getTime(), null]);
      expect(byId.get(listings.flat.id)).toEqual([ends.getTime(), null, ends.getTime()]);
      expect(byId.get(listings.strangers.id)).toEqual([ends.getTime(), null, null]);
      throw rolledBack;
    }).catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
    expect((await app.database.db.selectFrom('promotions').select('id').execute()).length).toBe(0);
  });

  it('a highlight ends by itself', async () => {
    const { golf } = market.listings;
    await app.database.db.updateTable('listings').set({ highlighted_until: new Date(Date.now() + 1200) }).where('id', '=', golf.id).execute();
    expect((await get<{ data: Card }>(`/api/oglasi/listing/${golf.slug}`)).data).toMatchObject({ highlighted: true });
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await get<{ data: Card }>(`/api/oglasi/listing/${golf.slug}`)).data).not.toHaveProperty('highlighted');
  });

  it('a showcase package puts the listing in GET /api/oglasi/showcase, and only there; top and highlight do not', async () => {
    const { seller, listings } = market;
    expect(await get<{ status: string; data: Card[] }>('/api/oglasi/showcase')).toEqual({ status: 'success', data: [] });
    const category = await get<Page>('/api/oglasi?category=vozila');
    await adjustWallet(app.database.db, { userId: seller.id, amount: 1700, note: 'test' });
    expect((await buy(seller.session, listings.golf.id, 'top-7')).status).toBe(200);
    expect((await buy(seller.session, listings.flat.id, 'highlight-7')).status).toBe(200);
    expect(await showcase()).toEqual([]);
    const before = Date.now();
    const showcased = await buy(seller.session, listings.flat.id, 'showcase-7');
    expect(showcased.status).toBe(200);
    // Another kind than the running highlight: it starts now, not when the highlight ends.
    const starts = new Date(showcased.body.promotion.starts_at).getTime();
    expect(starts).toBeGreaterThanOrEqual(before - 1000);
    expect(starts).toBeLessThanOrEqual(Date.now());
    // Another showcase bought now starts where this one ends.
    const again = await buy(seller.session, listings.flat.id, 'showcase-7');
    expect(again.status).toBe(200);
    expect(again.body.promotion.starts_at).toBe(showcased.body.promotion.ends_at);

    const cards = await showcase();
    expect(ids(cards)).toEqual([listings.flat.id]);
    // The showcase's card is the listing's card as every list shows it.
    const flatCard = (await get<Page>('/api/oglasi?category=nedviznosti')).data.find((card) => card.id === listings.flat.id);
    expect(cards[0]).toEqual(flatCard);
    expect(cards[0]).toMatchObject({ highlighted: true, promoted: false });
    // A showcase buys no first place: the category's order is the top package's doing alone.
    expect(ids((await get<Page>('/api/oglasi?category=vozila')).data)).toEqual([listings.golf.id, ...ids(category.data).filter((id) => id !== listings.golf.id)]);
  });

  it('shows public listings only, and a showcase ends by itself', async () => {
    const { catalogue, stranger, listings } = market;
    const archived = await createListing(app.database, { userId: stranger.id, title: 'Архивиран', categoryId: catalogue.vehicles.id, status: 'archived' });
    const expired = await createListing(app.database, { userId: stranger.id, title: 'Истечен', categoryId: catalogue.vehicles.id, expiresAt: new Date(Date.now() - 1000) });
    for (const id of [archived.id, expired.id]) await showcaseUntil(id, new Date(Date.now() + DAY));
    await showcaseUntil(listings.golf.id, new Date(Date.now() + 1500));
    await showcaseUntil(listings.strangers.id, new Date(Date.now() - 1000));
    expect(ids(await showcase())).toEqual([listings.golf.id]);
    // The owner banned: gone from the showcase.
    await showcaseUntil(listings.strangers.id, new Date(Date.now() + DAY));
    await app.database.db.updateTable('users').set({ banned: true }).where('id', '=', stranger.id).execute();
    expect(ids(await showcase())).toEqual([listings.golf.id]);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await showcase()).toEqual([]);
  });

  it(`rotates fairly: at most ${SHOWCASE_SIZE}, in decision 141's rotation, each first once every k windows`, async () => {
    const { catalogue, stranger } = market;
    const showcased: number[] = [];
    for (let i = 0; i < SHOWCASE_SIZE + 3; i++) {
      const listing = await createListing(app.database, { userId: stranger.id, title: `Излог ${i}`, categoryId: catalogue.vehicles.id });
      await showcaseUntil(listing.id, new Date(Date.now() + DAY));
      showcased.push(listing.id);
    }
    showcased.sort((a, b) => a - b);
    const k = showcased.length;
    const start = Math.ceil(Date.now() / PROMOTION_ROTATION_MS) * PROMOTION_ROTATION_MS;
    const shown = new Map<number, number>();
    const firsts: number[] = [];
    for (let w = 0; w < k; w++) {
      vi.spyOn(Date, 'now').mockReturnValue(start + w * PROMOTION_ROTATION_MS + 1000);
      const order = ids(await showcase());
      const shift = promotionWindow(start + w * PROMOTION_ROTATION_MS) % k;
      expect(order).toEqual([...showcased.slice(shift), ...showcased.slice(0, shift)].slice(0, SHOWCASE_SIZE));
      expect(ids(await showcase())).toEqual(order);
      firsts.push(order[0]!);
      for (const id of order) shown.set(id, (shown.get(id) ?? 0) + 1);
    }
    // Over k windows every showcased listing was first once and shown in SHOWCASE_SIZE of them.
    expect([...firsts].sort((a, b) => a - b)).toEqual(showcased);
    for (const id of showcased) expect(shown.get(id)).toBe(SHOWCASE_SIZE);
  });
});

describe('the showcase is cached like the other reads and cleared when a promotion starts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ readCacheSeconds: 60 });
  });
  afterAll(() => app.close());

  it('a showcase bought with credits shows at once, though the empty answer was cached', async () => {
    const market = await moneyMarket(app);
    const first = await fetch(`${app.url}/api/oglasi/showcase`);
    expect(await first.json()).toEqual({ status: 'success', data: [] });
    const again = await fetch(`${app.url}/api/oglasi/showcase`);
    expect(again.headers.get('x-cache')).toBe('hit');
    await adjustWallet(app.database.db, { userId: market.seller.id, amount: 600, note: 'test' });
    const bought = await call(app, 'POST', '/api/promotion/purchase', {
      ...as(market.seller.session), body: { listing_id: market.listings.golf.id, package_code: 'showcase-7', method: 'credits', idempotency_key: randomUUID() },
    });
    expect(bought.status).toBe(200);
    const after = (await (await fetch(`${app.url}/api/oglasi/showcase`)).json()) as { data: Card[] };
    expect(ids(after.data)).toEqual([market.listings.golf.id]);
  });
});
