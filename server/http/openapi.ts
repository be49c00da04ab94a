import { z } from 'zod/mini';
import { API_CONTRACT, API_ERROR_ANSWER, isBinaryAnswer, type RouteContract } from '../../core/api/contract';
import { accountUserAnswerSchema, imageVariantsAnswerSchema, listingCardSchema, listingDetailAnswerSchema, publicUserAnswerSchema } from '../../core/api/answers';

/**
 * The OpenAPI 3.1 document of the API, generated from core's contract table (core/api/contract.ts) with
 * `z.toJSONSchema` — never written by hand (docs/api.md "The contract"; decision 152). Served as
 * `GET /api/openapi.json` in every environment, and rendered as a page at `GET /api/docs` outside production
 * (server/routes/openapi.ts).
 */

type Json = Record<string, unknown>;

/** Schemas many answers share, named once in `components.schemas` (each answer refers to them). */
const shared = z.registry<{ id: string }>();
const SHARED = { ListingCard: listingCardSchema, ListingDetail: listingDetailAnswerSchema, PublicUser: publicUserAnswerSchema, AccountUser: accountUserAnswerSchema, ImageVariants: imageVariantsAnswerSchema };
for (const [id, schema] of Object.entries(SHARED)) shared.add(schema, { id });

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Record<string, Json> };
}

/** Fastify's `/a/:id/*` as OpenAPI's `/a/{id}/{rest}`; `*` (the rest of the path) is named `rest`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{rest}');
const paramName = (name: string) => (name === '*' ? 'rest' : name);

/**
 * One schema as JSON Schema. A recursive schema's `$defs` (the category tree) move to `components.schemas` under a
 * name of this operation's, and its `$ref`s follow them: in an OpenAPI document `#/$defs/…` would point at nothing.
 */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output', prefix: string, components: Record<string, Json>): Json {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', metadata: shared }) as Json;
  delete converted.$schema;
  const defs = converted.$defs as Record<string, Json> | undefined;
  delete converted.$defs;
  const rename = (name: string) => (name in SHARED ? name : `${prefix}_${name.replace(/^_+/, '')}`);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/') ? `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}` : rewrite(inner);
    }
    return out;
  };
  if (defs) for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as Json;
  return rewrite(converted) as Json;
}

/** `GET /api/oglasi/manage/:id` → `get_oglasi_manage_id`. */
export const operationId = (route: Pick<RouteContract, 'method' | 'path'>): string =>
  `${route.method.toLowerCase()}_${route.path.replace(/^\/api\//, '').replace(/\*/g, 'rest').replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;

function parameters(route: RouteContract, id: string, components: Record<string, Json>): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (!schema) continue;
    const converted = jsonSchema(schema, 'input', `${id}_${where}`, components);
    const properties = (converted.properties ?? {}) as Record<string, Json>;
    const required = new Set((converted.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      out.push({ name: paramName(name), in: where, required: where === 'path' || required.has(name), schema: property, ...(name === '*' ? { description: 'the rest of the path (may hold slashes)' } : {}) });
    }
  }
  return out;
}

function requestBody(route: RouteContract, id: string, components: Record<string, Json>): Json | undefined {
  const content: Json = {};
  if (route.body) content['application/json'] = { schema: jsonSchema(route.body, 'input', `${id}_body`, components) };
  if (route.multipart) {
    const fields = jsonSchema(route.multipart.fields, 'input', `${id}_form`, components);
    const files = Object.fromEntries(Object.entries(route.multipart.files).map(([name, description]) => [name, { type: 'string', contentMediaType: 'application/octet-stream', description }]));
    content['multipart/form-data'] = { schema: { ...fields, type: 'object', properties: { ...((fields.properties ?? {}) as Json), ...files } } };
  }
  return Object.keys(content).length > 0 ? { required: route.method !== 'DELETE', content } : undefined;
}

function responses(route: RouteContract, id: string, components: Record<string, Json>): Json {
  const status = String(route.status ?? 200);
  const answer = route.answer;
  const success = isBinaryAnswer(answer)
    ? { description: answer.description, content: { [answer.binary]: { schema: { type: 'string', contentMediaType: answer.binary } } } }
    : { description: route.summary, content: { 'application/json': { schema: jsonSchema(answer, 'output', `${id}_answer`, components) } } };
  return { [status]: success, default: { $ref: '#/components/responses/Error' } };
}

const SECURED = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** The whole document; the same table gives the same bytes, so it is built once per process. */
export function buildOpenApiDocument(routes: readonly RouteContract[] = API_CONTRACT, options: { production?: boolean } = {}): OpenApiDocument {
  const schemas: Record<string, Json> = { ErrorAnswer: jsonSchema(API_ERROR_ANSWER, 'output', 'error', {}) };
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (options.production && route.access === 'development') continue;
    const id = operationId(route);
    const path = openApiPath(route.path);
    const area = route.path.split('/')[2] ?? 'api';
    const body = requestBody(route, id, schemas);
    const params = parameters(route, id, schemas);
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId: id,
      summary: route.summary,
      tags: [area],
      'x-access': route.access,
      ...(route.access === 'signedIn' || route.access === 'admin' ? { security: SECURED } : {}),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(route, id, schemas),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Oglasi HTTP API',
      version: '1',
      description: 'Generated from core/api/contract.ts (docs/api.md). Every answer but a success is the error answer: `{ status: "error", messageId, errors?, … }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      responses: { Error: { description: 'The error answer (docs/api.md "Conventions")', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } } },
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'oglasi_session' },
        bearerAuth: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
