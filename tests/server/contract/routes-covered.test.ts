import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, isBinaryAnswer } from '../../../core/api/contract';
import { openApiPath, operationId } from '../../../server/http/openapi';
import { startTestApp, type TestApp } from '../helpers/test-server';

/**
 * Every route the server registers under /api has an entry in core's contract table (core/api/contract.ts), and every
 * entry is a route the server has (docs/api.md "The contract"; decision 152). A new route with no schema fails here.
 */

/**
 * Routes that are deliberately outside the contract. Each must say why; nothing a client of the product calls
 * belongs here.
 */
const OUTSIDE_THE_CONTRACT: readonly { method: string; prefix: string; why: string }[] = [
  // Test-only routes that answer every docs/product/errors.md outcome for the HTTP adapter's contract suite
  // (server/routes/test-outcomes.ts); never registered in production.
  { method: '*', prefix: '/api/test-outcomes/', why: 'test-only' },
  // The local OpenID provider standing in for Google in tests and development (OIDC_TEST_PROVIDERS; decision 158): a
  // provider's endpoints, not ours; never in production.
  { method: '*', prefix: '/api/test-oidc/', why: 'test-only' },
];

const outside = (method: string, url: string) => OUTSIDE_THE_CONTRACT.some((entry) => (entry.method === '*' || entry.method === method) && url.startsWith(entry.prefix));

describe('the route contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const apiRoutes = () =>
    app.routes
      // Fastify adds a HEAD route to every GET by itself: it answers as the GET does.
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !outside(route.method, route.url));

  it('has an entry for every route the server registers under /api', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const missing = routes.filter((route) => !API_CONTRACT.some((entry) => entry.method === route.method && entry.path === route.url)).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('names no route the server does not register (outside production, every one is)', () => {
    const registered = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    const stale = API_CONTRACT.map((entry) => `${entry.method} ${entry.path}`).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('names each route once', () => {
    const keys = API_CONTRACT.map((entry) => `${entry.method} ${entry.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('describes every route it has a path parameter for', () => {
    for (const entry of API_CONTRACT) {
      const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]).concat(entry.path.endsWith('*') ? ['*'] : []);
      if (names.length === 0) continue;
      const shape = (entry.params as unknown as { _zod: { def: { shape: Record<string, unknown> } } } | undefined)?._zod.def.shape ?? {};
      expect(Object.keys(shape).sort(), `${entry.method} ${entry.path}`).toEqual(names.sort());
    }
  });

  it('serves the OpenAPI document: valid JSON, OpenAPI 3.1, every contract route in it', async () => {
    const response = await fetch(`${app.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = JSON.parse(await response.text()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown>; $ref?: string }> }>>;
      components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    for (const entry of API_CONTRACT) {
      const operation = document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
      expect(operation, `${entry.method} ${entry.path}`).toBeDefined();
      expect(operation?.operationId).toBe(operationId(entry));
      const success = operation?.responses[String(entry.status ?? 200)];
      expect(Object.keys(success?.content ?? {})).toEqual([isBinaryAnswer(entry.answer) ? entry.answer.binary : 'application/json']);
      expect(operation?.responses.default?.$ref).toBe('#/components/responses/Error');
    }
    // Every $ref points at something the document holds.
    const text = JSON.stringify(document);
    for (const [, kind, name] of text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)) {
      expect(document.components[kind as 'schemas' | 'responses'][name as string], `${kind}/${name}`).toBeDefined();
    }
    expect(text).not.toContain('#/$defs/');
    expect(document.components.schemas.ErrorAnswer).toMatchObject({ properties: { status: { const: 'error' } }, required: ['status', 'messageId'] });
  });

  it('renders the readable page outside production, every route on it, everything escaped', async () => {
    const response = await fetch(`${app.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const entry of API_CONTRACT) expect(html).toContain(`${entry.method} ${openApiPath(entry.path)}`);
    // No script, no outside resource; schema text (a regex's `<`, a quote) only as entities.
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3)/i);
    expect(html).toContain('&quot;status&quot;');
    expect(html).not.toContain('"status"');
  });
});

describe('the route contract in production', () => {
  it('serves /api/openapi.json without the development routes, and no /api/docs page', async () => {
    const app = await startTestApp({ production: true, tokenSecrets: ['a-production-secret-that-is-long-enough-1234'] });
    try {
      const response = await fetch(`${app.url}/api/openapi.json`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as { paths: Record<string, unknown> };
      expect(document.paths['/api/dev/outbox']).toBeUndefined();
      expect(document.paths['/api/oglasi']).toBeDefined();
      expect((await fetch(`${app.url}/api/docs`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
