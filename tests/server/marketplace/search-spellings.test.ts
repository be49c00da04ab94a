import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { nearSpellings, SPELLINGS_PER_WORD } from '../../../server/listings/search-spellings';
import { searchQuery } from '../../../server/listings/list-statement';

interface Page {
  data: { id: number; title: string }[];
  meta: { total: number };
}

/**
 * The search's near spellings come from a table of the listings' distinct words (migration 0055), kept by triggers,
 * so a typo finds a listing without comparing the query with every listing's title.
 */
describe('search: near spellings from the listings’ words', () => {
  let app: TestApp;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  let sellerId = 0;
  const search = async (q: string) => (await call<Page>(app, 'GET', `/api/oglasi/search?q=${encodeURIComponent(q)}`)).body;

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    catalogue = await createCatalogue(app.database);
    sellerId = (await createUser(app.database, { email: 'prodavac@primer.mk', verified: true })).id;
  });
  afterAll(() => app.close());

  it('a listing posted after start is found by a typo of its title, in Latin and in Cyrillic', async () => {
    const mazda = await createListing(app.database, { userId: sellerId, title: 'Мазда 6 караван', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, price: 7000 });
    await createListing(app.database, { userId: sellerId, title: 'Стан во Аеродром', categoryId: catalogue.estates.id, price: 50000 });
    expect((await search('mazdo')).data.map((l) => l.id)).toEqual([mazda.id]);
    expect((await search('маздо')).data.map((l) => l.id)).toEqual([mazda.id]);
    // Every word must match (as typed, as a prefix, or as a near spelling): a typo beside a word of another listing finds nothing.
    expect((await search('mazdo karavan')).data.map((l) => l.id)).toEqual([mazda.id]);
    expect((await search('mazdo aerodrom')).data).toEqual([]);
  });

  it('an edited title brings its new words to the search', async () => {
    const listing = await createListing(app.database, { userId: sellerId, title: 'Автомобил за продажба', categoryId: catalogue.vehicles.id, price: 3000 });
    expect((await search('peugot')).data).toEqual([]);
    await app.database.db.updateTable('listings').set({ title: 'Peugeot 208 за продажба' }).where('id', '=', listing.id).execute();
    expect((await search('peugot')).data.map((l) => l.id)).toEqual([listing.id]);
  });

  it('offers only words spelled nearly alike, not those the prefix finds already, and at most a few per word', async () => {
    for (const title of ['Golf 4', 'Golf 5 karavan', 'Gold prsten', 'Goli zid', 'Volk golema', 'Polo 1.4', 'Velosiped Scott']) {
      await createListing(app.database, { userId: sellerId, title, categoryId: catalogue.vehicles.id, price: 100 });
    }
    const spellings = await nearSpellings(app.database.db, ['golv', 'gol', 'go', 'qxzv']);
    expect(spellings.get('golv')).toEqual(expect.arrayContaining(['golf', 'gold']));
    expect(spellings.get('golv')).not.toContain('polo');
    expect(spellings.get('golv')?.length).toBeLessThanOrEqual(SPELLINGS_PER_WORD);
    // "gol" finds golf, gold, goli and golema as a prefix already: none of them is offered again.
    expect(spellings.get('gol') ?? []).not.toEqual(expect.arrayContaining(['golf']));
    expect(spellings.has('go')).toBe(false);
    expect(spellings.has('qxzv')).toBe(false);
  });

  it('builds one tsquery: every word as a prefix or one of its spellings', () => {
    expect(searchQuery(['golv', '7'], new Map([['golv', ['golf', 'gold']]]))).toBe('(golv:* | golf | gold) & 7:*');
    expect(searchQuery(['stan'])).toBe('stan:*');
  });
});
