import type { FastifyInstance } from 'fastify';
import { sendError } from './replies';

/**
 * How deeply a JSON body may nest. No request of this API nests more than three levels (a listing's `features`
 * object inside the body is two); this leaves room and stops a hostile body before any handler (or anything it
 * calls) walks it recursively (docs/api.md "Text input": structured fields have bounded depth; issue 36).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests arrays or objects more than `max` deep. Iterative: no stack to overflow. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Every parsed body deeper than MAX_JSON_DEPTH is answered 422 `invalidRequest` before validation and the handler.
 * Fastify's JSON parser itself does not recurse (V8's JSON.parse is iterative); the body limit bounds its work.
 */
export function registerJsonDepthLimit(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    if (request.body !== null && typeof request.body === 'object' && nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
      return sendError(reply, 422, 'invalidRequest');
    }
    return undefined;
  });
}
