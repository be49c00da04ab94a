import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CONTRACT, type RouteContract } from '../../core/api/contract';
import type { ApiContext } from '../context';
import { currentUser } from '../auth/current-user';
import { sendError, sendValidationError } from './replies';

/**
 * Every JSON body the API takes is parsed by the contract's schema for its route (core/api/contract.ts; docs/api.md
 * "The contract") before its handler runs: the schema the OpenAPI document publishes and the client builds its
 * request with is the one the server holds a request to, so the two cannot drift. A body that breaks it is answered
 * 422 with the catalogue message the contract names for the first refused field (`bodyRefusals`; `invalidRequest`
 * otherwise) and each refused field under `errors`; a body that is not a JSON object at all is 400, like JSON that
 * does not parse. The handler never sees a refused body. It still applies the rules that carry their own messages
 * field by field (a profile's, billing details'), on a body whose shape is known.
 *
 * Who may call is settled first: a caller the route does not admit (a visitor on a signed-in route, a user on an
 * admin route) is left to the handler, which refuses them in its own order (the embed's token refuses another site
 * before it looks at the session; SMS routes without a gateway refuse everyone alike) — a refusal must not depend on,
 * or reveal, the shape of the request. Only an admitted caller's body is checked here.
 *
 * A multipart request (a listing with its photos) is read by its handler part by part: its fields cannot be seen
 * before the stream is consumed, so only the JSON form of such a route is checked here.
 */
const routeKey = (method: string, path: string) => `${method} ${path}`;

const BODY_SCHEMAS: ReadonlyMap<string, RouteContract> = new Map(API_CONTRACT.filter((entry) => entry.body !== undefined).map((entry) => [routeKey(entry.method, entry.path), entry]));

/** The contract entry whose body this route's requests are held to, if it declares one. */
export function bodyContractOf(method: string, path: string): RouteContract | undefined {
  return BODY_SCHEMAS.get(routeKey(method, path));
}

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

async function callerIsAdmitted(context: ApiContext, entry: RouteContract, request: FastifyRequest): Promise<boolean> {
  if (entry.access !== 'signedIn' && entry.access !== 'admin') return true;
  const user = await currentUser(context, request);
  if (!user || user.banned) return false;
  return entry.access === 'signedIn' || user.role === 'admin';
}

/** 422: each refused top-level field under `errors`, with its own message where the contract names one. */
function refuse(reply: FastifyReply, entry: RouteContract, issues: readonly { path: readonly PropertyKey[] }[]): FastifyReply {
  const refusals = new Map(entry.bodyRefusals ?? []);
  const fields = [...new Set(issues.map((issue) => issue.path[0]).filter((key): key is string => typeof key === 'string'))];
  const errors = Object.fromEntries(fields.map((field) => [field, [refusals.get(field) ?? 'invalidRequest']]));
  const first = (entry.bodyRefusals ?? []).find(([field]) => fields.includes(field));
  return sendValidationError(reply, first?.[1] ?? 'invalidRequest', errors);
}

/** Registers the check on every route added after this call (call it before the routes). */
export function registerContractRequestBodies(api: FastifyInstance, context: ApiContext): void {
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const entry = bodyContractOf(method, route.url);
      if (!entry?.body) continue;
      const schema = entry.body;
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        if (entry.multipart && isMultipart(request)) return;
        if (!(await callerIsAdmitted(context, entry, request))) return;
        // No body at all is an empty object: a route whose fields are all optional takes a bare POST.
        const body = request.body ?? {};
        const parsed = schema.safeParse(body);
        if (parsed.success) return;
        if (typeof body !== 'object' || Array.isArray(body)) return sendError(reply, 400, 'invalidRequest');
        return refuse(reply, entry, parsed.error.issues);
      };
      const existing = route.preHandler;
      route.preHandler = existing === undefined ? [check] : [check, ...(Array.isArray(existing) ? existing : [existing])];
    }
  });
}
