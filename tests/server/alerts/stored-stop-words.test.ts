import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up, withoutStoredStopWords } from '../../../server/db/migrations/0113_saved_search_stop_words';
import { call, createUser, login } from '../helpers/fixtures';
import { startTestApp, type TestApp } from '../helpers/test-server';

/**
 * Migration 0113: searches saved before stop-words were dropped lose the stop-word terms of their stored words, so
 * their alerts are as wide as their list again (docs/product/browsing.md "Search").
 */
describe('migration 0113: stored saved-search words without stop-words', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('drops bare stop-word terms, keeps near-spelling groups and a search of stop-words only', () => {
    expect(withoutStoredStopWords('stan:* & vo:* & centar:*')).toBe('stan:* & centar:*');
    expect(withoutStoredStopWords('(golf:* | gof) & za:* & prodazba:*')).toBe('(golf:* | gof) & prodazba:*');
    expect(withoutStoredStopWords('vo:* & na:*')).toBe('vo:* & na:*');
    expect(withoutStoredStopWords('volvo:*')).toBe('volvo:*');
  });

  it('rewrites the stored rows', async () => {
    await createUser(app.database, { email: 'baram@primer.mk' });
    const session = await login(app, 'baram@primer.mk');
    const saved = await call<{ data: { id: number } }>(app, 'POST', '/api/saved-searches', { cookie: session.cookie, body: { query: 'q=стан во центар' } });
    expect(saved.status).toBe(201);
    const id = saved.body.data.id;
    // As the search was stored before the stop-words were dropped.
    await app.database.db.updateTable('saved_searches').set({ words: 'stan:* & vo:* & centar:*' }).where('id', '=', id).execute();
    await up(app.database.db as never);
    const row = await app.database.db.selectFrom('saved_searches').select('words').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.words).toBe('stan:* & centar:*');
  });
});
