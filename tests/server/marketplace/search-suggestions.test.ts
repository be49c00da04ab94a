import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { countTerms, PopularTerms } from '../../../server/listings/popular-terms';

interface Answer {
  status: string;
  data?: { terms: string[] };
  messageId?: string;
}

/** docs/product/browsing.md "Search everywhere": popular terms from the public listings' titles, in either alphabet. */
describe('GET /api/search/suggestions', () => {
  let app: TestApp;
  const suggest = async (q: string) => call<Answer>(app, 'GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`);

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const catalogue = await createCatalogue(app.database);
    const seller = (await createUser(app.database, { email: 'predlozi@primer.mk', verified: true })).id;
    const banned = (await createUser(app.database, { email: 'zabraneto@primer.mk', verified: true, banned: true })).id;
    const listing = (title: string, extra: { status?: 'active' | 'draft'; expiresAt?: Date; userId?: number } = {}) =>
      createListing(app.database, { userId: extra.userId ?? seller, title, categoryId: catalogue.vehicles.id, ...extra });
    await listing('Голф 7 караван');
    await listing('Голф 5 дизел');
    await listing('Golf 4 benzin');
    await listing('Гориво штедлив Пасат');
    await listing('Стан во Аеродром');
    await listing('Голема гаража', { status: 'draft' });
    await listing('Гордост автомобил', { expiresAt: new Date(Date.now() - 86_400_000) });
    await listing('Горски велосипед', { userId: banned });
  });
  afterAll(() => app.close());

  it('completes a Latin query with the Cyrillic terms of public listings, the most used first', async () => {
    const answer = await suggest('go');
    expect(answer.status).toBe(200);
    // голф: three listings (two spelled in Cyrillic, so that spelling is shown); гориво: one. Drafts, expired listings
    // and a banned seller's listing are not public: голема, гордост and горски are not offered.
    expect(answer.body).toEqual({ status: 'success', data: { terms: ['голф', 'гориво'] } });
  });

  it('finds the same terms from a Cyrillic query, and keeps the earlier words of the query', async () => {
    expect((await suggest('гол')).body.data?.terms).toEqual(['голф']);
    expect((await suggest('стан аер')).body.data?.terms).toEqual(['стан аеродром']);
  });

  it('answers no terms for a query under 2 characters or one nothing starts with', async () => {
    expect((await suggest('г')).body).toEqual({ status: 'success', data: { terms: [] } });
    expect((await suggest('qxz')).body).toEqual({ status: 'success', data: { terms: [] } });
    expect((await suggest('  ')).body).toEqual({ status: 'success', data: { terms: [] } });
  });

  it('refuses a query over 100 characters, or none, with the catalogue\'s invalidRequest (never a 500)', async () => {
    const long = await suggest('а'.repeat(101));
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ status: 'error', messageId: 'invalidRequest' });
    const missing = await call<Answer>(app, 'GET', '/api/search/suggestions');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ status: 'error', messageId: 'invalidRequest' });
    const repeated = await call<Answer>(app, 'GET', '/api/search/suggestions?q=go&q=st');
    expect(repeated.status).toBe(422);
    expect((await suggest('а'.repeat(100))).status).toBe(200);
  });
});

describe('popular terms: counting and caching', () => {
  it('counts a word once per listing, joins spellings across alphabets, drops short and numeric words', () => {
    const terms = countTerms(['Голф голф 7', 'golf 2010', 'Голф во Скопје', 'BMW 320d']);
    expect(terms.map((term) => [term.text, term.listings])).toEqual([
      ['голф', 3],
      ['320d', 1],
      ['bmw', 1],
      ['скопје', 1],
    ]);
  });

  it('recounts only when the counted terms are older than the TTL', async () => {
    let now = 0;
    let reads = 0;
    const titles = [['Голф']];
    const terms = new PopularTerms(async () => titles[Math.min(reads++, titles.length - 1)] ?? [], 1_000, () => now);
    expect(await terms.suggest('го')).toEqual(['голф']);
    titles.push(['Гориво']);
    now = 999;
    expect(await terms.suggest('го')).toEqual(['голф']);
    expect(reads).toBe(1);
    now = 1_000;
    // Stale: the old terms answer while the recount runs; the next request has the new ones.
    await terms.suggest('го');
    expect(await terms.suggest('го')).toEqual(['гориво']);
    expect(reads).toBe(2);
  });
});
