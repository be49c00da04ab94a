import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesSchema, parseWire } from '../../../core';
import { categorySchema as homeCategorySchema, toCategory } from '../../../core/listings/wire';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue } from '../helpers/fixtures';

/** The server's categories answer, core's schema and the home page's lighter one agree on one shape: `subcategories`. */
describe('GET /api/categories against the client schemas', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    await createCatalogue(app.database);
  });
  afterAll(() => app.close());

  it('core and the home page both read the subcategories the server sends', async () => {
    const { body: envelope } = await call<{ status: string; data: unknown[] }>(app, 'GET', '/api/categories');
    expect(envelope.status).toBe('success');
    const body = envelope.data;
    const core = parseWire(categoriesSchema, body);
    expect(core.ok ? 'ok' : JSON.stringify(core.error)).toBe('ok');
    if (!core.ok) return;
    expect(core.data.map((category) => [category.slug, (category.subcategories ?? []).map((child) => child.slug)])).toEqual([
      ['vozila', ['avtomobili']],
      ['nedviznosti', ['stanovi']],
    ]);
    const home = parseWire(homeCategorySchema, body[0]);
    expect(home.ok).toBe(true);
    if (home.ok) expect(toCategory(home.data).children.map((child) => child.href)).toEqual(['/oglasi/kategorija/avtomobili']);
  });
});
