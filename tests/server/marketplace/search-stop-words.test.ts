import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { foldedWords, SEARCH_STOP_WORDS, searchWords } from '../../../server/listings/search-words';
import { countTerms, PopularTerms } from '../../../server/listings/popular-terms';
import { matchColumns } from '../../../server/alerts/columns';
import { foldStopWords } from '../../../core/search/stop-words';
import { foldForSearch } from '../../../core/search/search-text';

interface Page {
  data: { id: number; title: string }[];
  meta: { total: number };
}

/**
 * Macedonian and Albanian function words do not narrow a search (docs/product/browsing.md "Search";
 * core/search/stop-words.ts): the list, the saved searches' words and the popular terms all leave them out.
 */
describe('search: stop-words', () => {
  it('folds core\'s list with the search\'s own spelling: Cyrillic and Latin-typed function words drop alike', () => {
    expect(searchWords('стан во центар')).toEqual(['stan', 'centar']);
    expect(searchWords('Stan VO centar')).toEqual(['stan', 'centar']);
    expect(searchWords('banesë në qendër me parking')).toEqual(['banese', 'qender', 'parking']);
    expect(searchWords('banese ne qender')).toEqual(['banese', 'qender']);
    expect(searchWords('кола за продажба 2016')).toEqual(['kola', 'prodazhba', '2016']);
    // Every word a stop-word: the query is searched as typed.
    expect(searchWords('во')).toEqual(['vo']);
    expect(searchWords('на во')).toEqual(['na', 'vo']);
    // The 8-word limit counts the words that remain.
    expect(searchWords('а б в г д ѓ е ж з ѕ')).toHaveLength(8);
    expect(searchWords('и 1 и 2 и 3 и 4 и 5 и 6 и 7 и 8 и 9')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('the client\'s fold and the server\'s give the same Latin stop-words', () => {
    const client = [...foldStopWords((text) => foldForSearch(text).split(' ').filter(Boolean))].filter((word) => /^[a-z0-9]+$/.test(word));
    expect([...SEARCH_STOP_WORDS].sort()).toEqual(client.sort());
    expect(foldedWords('Во ЦЕНТАР')).toEqual(['vo', 'centar']);
  });

  it('popular terms never propose a bare stop-word', async () => {
    const titles = ['Стан без мебел преку пат', 'Куќа без двор', 'Shtëpi për shitje', 'Стан во центар околу парк'];
    const counted = countTerms(titles).map((term) => term.folded);
    for (const word of ['bez', 'preku', 'per', 'okolu']) expect(counted).not.toContain(word);
    expect(counted).toEqual(expect.arrayContaining(['stan', 'mebel', 'shtepi', 'centar']));
    expect(await new PopularTerms(async () => titles).suggest('стан бе')).toEqual([]);
  });

  describe('on the server', () => {
    let app: TestApp;
    let center = 0;
    let aerodrom = 0;
    const search = async (q: string) => (await call<Page>(app, 'GET', `/api/oglasi/search?q=${encodeURIComponent(q)}`)).body;

    beforeAll(async () => {
      app = await startTestApp();
      await resetDatabase(app.database);
      const catalogue = await createCatalogue(app.database);
      const seller = (await createUser(app.database, { email: 'prodavac@primer.mk', verified: true })).id;
      center = (await createListing(app.database, { userId: seller, title: 'Стан центар', description: 'Светол, трет кат.', categoryId: catalogue.estates.id, price: 90000 })).id;
      aerodrom = (await createListing(app.database, { userId: seller, title: 'Стан во Аеродром', description: 'Нов.', categoryId: catalogue.estates.id, price: 70000 })).id;
      await createListing(app.database, { userId: seller, title: 'Голф 7 дизел', description: 'Одличен.', categoryId: catalogue.vehicles.id, price: 9000 });
    });
    afterAll(() => app.close());

    it('"стан во центар" finds "Стан центар", in Cyrillic and in Latin', async () => {
      expect((await search('стан во центар')).data.map((l) => l.id)).toEqual([center]);
      expect((await search('stan vo centar')).data.map((l) => l.id)).toEqual([center]);
      expect((await search('стан на центар')).data.map((l) => l.id)).toEqual([center]);
    });

    it('a search for a stop-word alone still searches for it', async () => {
      const found = await search('во');
      expect(found.data.map((l) => l.id)).toEqual([aerodrom]);
      expect(found.meta.total).toBe(1);
    });

    it('a saved search keeps the same words as the list', async () => {
      const columns = await matchColumns(app.database.db, { q: 'стан во центар' });
      expect(columns).toMatchObject({ words: 'stan:* & centar:*' });
      expect(await matchColumns(app.database.db, { q: 'во' })).toMatchObject({ words: 'vo:*' });
    });
  });
});
