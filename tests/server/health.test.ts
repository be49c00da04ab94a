import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-server';

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers with the database engine and its own clock and version', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; engine: string; database: { now: string; version: string } };
    expect(body.status).toBe('ok');
    expect(body.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.version).toMatch(/PostgreSQL/);
    expect(Math.abs(Date.parse(body.database.now) - Date.now())).toBeLessThan(60_000);
  });

  it('answers unknown API paths with a JSON 404, not the client page', async () => {
    const response = await fetch(`${app.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });
});
