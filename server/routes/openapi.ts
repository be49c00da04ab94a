import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { buildOpenApiDocument, type OpenApiDocument } from '../http/openapi';

/**
 * The contract, served (docs/api.md "The contract"; decision 152): `GET /api/openapi.json` in every environment —
 * partners integrating the embed or an app read it — and, outside production, `GET /api/docs`, a self-contained page
 * listing every route with its schemas (no script, no CDN: the page is rendered here from the same document).
 */
export async function registerOpenApiRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const production = context.config.production;
  let document: { json: string; value: OpenApiDocument } | undefined;
  const current = () => {
    if (!document) {
      const value = buildOpenApiDocument(undefined, { production });
      document = { value, json: JSON.stringify(value) };
    }
    return document;
  };

  api.get('/openapi.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300').type('application/json; charset=utf-8');
    return reply.send(current().json);
  });

  if (production) return;
  api.get('/docs', async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return reply.send(renderDocsPage(current().value));
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML (element content and quoted attributes alike). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const section = (title: string, value: unknown) => `<details><summary>${escapeHtml(title)}</summary>${pretty(value)}</details>`;

/** The document as a page: a table of contents, then each route with its parameters, bodies and answers. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
  const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const toc = operations
    .map(({ path, method, operation }) => `<li><a href="#${escapeHtml(anchor(method, path))}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></a> — ${escapeHtml(String(operation.summary ?? ''))}</li>`)
    .join('\n');
  const routes = operations
    .map(({ path, method, operation }) => {
      const parts = [
        `<h2 id="${escapeHtml(anchor(method, path))}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h2>`,
        `<p>${escapeHtml(String(operation.summary ?? ''))} <small>(${escapeHtml(String(operation['x-access'] ?? ''))})</small></p>`,
        operation.parameters ? section('Parameters', operation.parameters) : '',
        operation.requestBody ? section('Request body', operation.requestBody) : '',
        section('Answers', operation.responses),
      ];
      return `<section>${parts.join('\n')}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(document.info.title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; }
pre { background: #f5f5f5; padding: .75rem; overflow: auto; font-size: 13px; }
section { border-top: 1px solid #ddd; margin-top: 1.5rem; }
h2 { font-size: 1.1rem; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<ul>
${toc}
</ul>
${routes}
${section('Shared schemas (components)', document.components)}
</body>
</html>
`;
}
