import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { categoriesSchema } from '../../../core/schemas/catalog';
import { API_CONTRACT, type RouteContract } from '../../../core/api/contract';
import { buildOpenApiDocument, openApiPath, operationId } from '../../../server/http/openapi';
import { renderDocsPage } from '../../../server/routes/openapi';

/** The generator of `GET /api/openapi.json` and of the `/api/docs` page (server/http/openapi.ts; decision 152). */

const refsOf = (value: unknown): string[] => [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] as string);
const resolve = (document: unknown, ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);

describe('the OpenAPI document', () => {
  it('spells Fastify paths as OpenAPI templates and names each operation', () => {
    expect(openApiPath('/api/oglasi/manage/:id/stats')).toBe('/api/oglasi/manage/{id}/stats');
    expect(openApiPath('/api/oglasi/listing/*')).toBe('/api/oglasi/listing/{rest}');
    expect(operationId({ method: 'GET', path: '/api/admin/verification-requests/:id/document/:side' })).toBe('get_admin_verification_requests_id_document_side');
    const ids = API_CONTRACT.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hoists a recursive schema into components, so every $ref resolves inside the document', () => {
    const route: RouteContract = { method: 'GET', path: '/api/tree/:id', access: 'public', summary: 'a tree', params: z.object({ id: z.string() }), answer: z.strictObject({ status: z.literal('success'), data: categoriesSchema }) };
    const document = buildOpenApiDocument([route]);
    const refs = refsOf(document);
    expect(refs.some((ref) => ref.startsWith('#/components/schemas/get_tree_id_answer_'))).toBe(true);
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();
    expect(document.paths['/api/tree/{id}']?.get).toMatchObject({ parameters: [{ name: 'id', in: 'path', required: true }] });
  });

  it('describes the whole contract: path parameters match each template, bodies and files, every $ref resolves', () => {
    const document = buildOpenApiDocument();
    for (const [path, methods] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = ((operation.parameters ?? []) as { name: string; in: string }[]).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name).sort();
        expect(parameters, `${method} ${path}`).toEqual(names);
      }
    }
    const upload = document.paths['/api/oglasi/manage/{id}/images']?.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    expect(upload.requestBody.content['multipart/form-data']?.schema.properties.image).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    const invoice = document.paths['/api/billing/invoices/{file}']?.get as { responses: Record<string, { content: Record<string, unknown> }> };
    expect(Object.keys(invoice.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    for (const ref of refsOf(document)) expect(resolve(document, ref), ref).toBeDefined();
    // Answers many routes share are named once.
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['ErrorAnswer', 'ListingCard', 'ListingDetail', 'PublicUser', 'AccountUser', 'ImageVariants']));
  });

  it('renders the page with every text escaped', () => {
    const route: RouteContract = { method: 'GET', path: '/api/x', access: 'public', summary: '<script>alert(1)</script> & "quotes"', answer: z.strictObject({ 'a<b': z.string().check(z.regex(/<\/script>/)) }) };
    const html = renderDocsPage(buildOpenApiDocument([route]));
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('a&lt;b');
  });
});
