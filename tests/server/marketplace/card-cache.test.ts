import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { CardCache } from '../../../server/listings/card-cache';
import type { ListingSummary } from '../../../server/listings/serialize';

interface Card {
  id: number;
  title: string;
  promoted: boolean;
  promoted_until?: string;
  highlighted?: true;
  category: { name: string };
  user: { full_name: string | null };
}
interface Page {
  status: string;
  data: Card[];
  meta: { page: number; per_page: number; total: number; last_page: number; sort: string };
}

const SQ = 'oglasi_lang=sq';

/**
 * A list page's cards are kept as JSON per listing and owner row version (card-cache.ts, decision 169): a second
 * read of a page joins the kept bytes without reading the cards' rows, and any write to a listing or its owner —
 * through a route or not — shows on the next read.
 */
describe('cards kept per version', () => {
  let app: TestApp;
  let statements: string[] = [];
  let ids: { golf: number; passat: number; flat: number };
  let sellerId: number;
  let vehiclesId: number;

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const c = await createCatalogue(app.database);
    vehiclesId = c.vehicles.id;
    await app.database.db.updateTable('categories').set({ name_sq: 'Automjete' }).where('id', '=', c.vehicles.id).execute();
    const seller = await createUser(app.database, { email: 'avto.plac@primer.mk', meta: { first_name: 'Авто', last_name: 'Плац' } });
    sellerId = seller.id;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const golf = await createListing(app.database, { userId: seller.id, title: 'Golf 7 1.6 TDI', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.skopje.id, price: 9_500, publishedAt: at(1) });
    const passat = await createListing(app.database, { userId: seller.id, title: 'Passat B8', categoryId: c.vehicles.id, subcategoryId: c.cars.id, locationId: c.bitola.id, price: 14_000, publishedAt: at(2) });
    const flat = await createListing(app.database, { userId: seller.id, title: 'Стан во Центар', categoryId: c.estates.id, subcategoryId: c.flats.id, locationId: c.skopje.id, publishedAt: at(3) });
    ids = { golf: golf.id, passat: passat.id, flat: flat.id };
    const db = app.database.db;
    const executeQuery = db.executeQuery.bind(db);
    vi.spyOn(db, 'executeQuery').mockImplementation((query, ...rest) => {
      statements.push('sql' in query ? query.sql : query.compile().sql);
      return executeQuery(query, ...rest);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    statements = [];
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  /** How many times the cards' rows were read since the last call (the statement of card.ts, cardsStatement). */
  const cardReads = () => statements.splice(0).filter((text) => text.includes('oglasi_cards_v1')).length;
  const raw = async (query: string, cookie?: string) => {
    const response = await fetch(`${app.url}/api/oglasi?${query}`, cookie ? { headers: { cookie } } : {});
    expect(response.status).toBe(200);
    return response.text();
  };
  const card = (text: string, id: number) => {
    const found = (JSON.parse(text) as Page).data.find((each) => each.id === id);
    if (!found) throw new Error(`card ${id} is not on the page`);
    return found;
  };

  it('reads a page\'s cards once, then answers the same bytes from the kept cards', async () => {
    cardReads();
    const first = await raw('category=vozila');
    expect(cardReads()).toBe(1);
    const page = JSON.parse(first) as Page;
    expect(page.status).toBe('success');
    expect(page.data.map((each) => each.id)).toEqual([ids.golf, ids.passat]);
    expect(page.meta).toEqual({ page: 1, per_page: 21, sort: 'newest', total: 2, last_page: 1 });
    const second = await raw('category=vozila');
    expect(cardReads()).toBe(0);
    expect(second).toBe(first);
    // Another list showing a kept card reads only the cards it does not hold.
    const newest = JSON.parse(await raw('')) as Page;
    expect(newest.data.map((each) => each.id)).toEqual([ids.golf, ids.passat, ids.flat]);
    expect(cardReads()).toBe(1);
  });

  it('shows a listing written outside any route on the next read, and keeps the other cards', async () => {
    await raw('category=vozila');
    await sql`update listings set title = 'Golf 7 1.6 TDI Highline' where id = ${ids.golf}`.execute(app.database.db);
    cardReads();
    const after = await raw('category=vozila');
    expect(card(after, ids.golf).title).toBe('Golf 7 1.6 TDI Highline');
    expect(card(after, ids.passat).title).toBe('Passat B8');
    expect(cardReads()).toBe(1);
  });

  it('shows the owner\'s new name on every card of theirs', async () => {
    await raw('');
    await sql`update users set full_name = 'Авто Плац Скопје' where id = ${sellerId}`.execute(app.database.db);
    const after = JSON.parse(await raw('')) as Page;
    expect(after.data.map((each) => each.user.full_name)).toEqual(['Авто Плац Скопје', 'Авто Плац Скопје', 'Авто Плац Скопје']);
  });

  it('keeps a card per language, and a renamed category shows on the next read', async () => {
    expect(card(await raw('category=vozila', SQ), ids.golf).category.name).toBe('Automjete');
    expect(card(await raw('category=vozila'), ids.golf).category.name).toBe('Возила');
    expect(card(await raw('category=vozila', SQ), ids.golf).category.name).toBe('Automjete');
    await app.database.db.updateTable('categories').set({ name: 'Возила и делови' }).where('id', '=', vehiclesId).execute();
    expect(card(await raw('category=vozila'), ids.golf).category.name).toBe('Возила и делови');
  });

  it('stops showing a promotion and a highlight the moment they end, with no write', async () => {
    const now = Date.now();
    await sql`update listings set promoted_until = ${new Date(now + 60 * 60_000)}, highlighted_until = ${new Date(now + 30 * 60_000)} where id = ${ids.passat}`.execute(app.database.db);
    const promotedPage = await raw('category=vozila');
    // Counted apart from the page (list-statement.ts): a promoted listing is one of the matches, counted once.
    expect((JSON.parse(promotedPage) as Page).meta.total).toBe(2);
    expect((JSON.parse(promotedPage) as Page).data.map((each) => each.id)).toEqual([ids.passat, ids.golf]);
    const running = card(promotedPage, ids.passat);
    expect(running.promoted).toBe(true);
    expect(running.highlighted).toBe(true);
    expect(card(await raw('category=vozila'), ids.passat).highlighted).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 45 * 60_000);
    const highlightOver = card(await raw('category=vozila'), ids.passat);
    expect(highlightOver.highlighted).toBeUndefined();
    expect(highlightOver.promoted).toBe(true);
    vi.setSystemTime(now + 90 * 60_000);
    const promotionOver = card(await raw('category=vozila'), ids.passat);
    expect(promotionOver.promoted).toBe(false);
    expect(promotionOver.promoted_until).toBeUndefined();
  });
});

describe('CardCache', () => {
  const summary = (id: number) => ({ id, title: `Оглас ${id}` }) as unknown as ListingSummary;
  const row = { promoted_until: null, highlighted_until: null };

  it('keeps at most its size, the oldest card making room', () => {
    const cache = new CardCache(2);
    for (const id of [1, 2, 3]) cache.set('mk', { id, listing: '10', owner: '20' }, 'v1', row, summary(id));
    expect(cache.size).toBe(2);
    expect(cache.get('mk', { id: 1, listing: '10', owner: '20' }, 'v1')).toBeUndefined();
    expect(cache.get('mk', { id: 3, listing: '10', owner: '20' }, 'v1')?.toString()).toBe('{"id":3,"title":"Оглас 3"}');
  });

  it('keeps each card in memory of its own, not in a slice of the shared buffer pool it would pin', () => {
    const bytes = new CardCache(10).set('mk', { id: 1, listing: '10', owner: '20' }, 'v1', row, summary(1));
    expect(bytes.toString()).toBe('{"id":1,"title":"Оглас 1"}');
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('answers only the version, language and catalogue a card was made from, and drops an outdated one', () => {
    const cache = new CardCache(10);
    cache.set('mk', { id: 1, listing: '10', owner: '20' }, 'v1', row, summary(1));
    expect(cache.get('sq', { id: 1, listing: '10', owner: '20' }, 'v1')).toBeUndefined();
    expect(cache.get('mk', { id: 1, listing: '10', owner: '20' }, 'v2')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('mk', { id: 1, listing: '10', owner: '20' }, 'v1', row, summary(1));
    expect(cache.get('mk', { id: 1, listing: '11', owner: '20' }, 'v1')).toBeUndefined();
    cache.set('mk', { id: 1, listing: '10', owner: '20' }, 'v1', row, summary(1));
    expect(cache.get('mk', { id: 1, listing: '10', owner: '21' }, 'v1')).toBeUndefined();
  });

  it('keeps a card with a running promotion until the promotion ends, by its own clock', () => {
    let now = 1_000;
    const cache = new CardCache(10, () => now);
    const version = { id: 1, listing: '10', owner: '20' };
    cache.set('mk', version, 'v1', { promoted_until: new Date(5_000), highlighted_until: new Date(500) }, summary(1));
    now = 4_999;
    expect(cache.get('mk', version, 'v1')).toBeDefined();
    now = 5_000;
    expect(cache.get('mk', version, 'v1')).toBeUndefined();
  });
});
