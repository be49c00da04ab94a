import type { FastifyReply } from 'fastify';

/** Every error answer of the API: `{ status: 'error', messageId, … }` (docs/product/errors.md auth response fields, message ids). */
export interface ErrorBody {
  status: 'error';
  messageId: string;
  errors?: Record<string, string[]>;
  [extra: string]: unknown;
}

export function sendError(
  reply: FastifyReply,
  httpStatus: number,
  messageId: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply.code(httpStatus).send({ status: 'error', messageId, ...extra } satisfies ErrorBody);
}

/** 422 with per-field message ids, e.g. `{ first_name: ['firstNameRequired'] }`. */
export function sendValidationError(
  reply: FastifyReply,
  messageId: string,
  errors: Record<string, string[]>,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return sendError(reply, 422, messageId, { errors, ...extra });
}

export const notAuthenticated = (reply: FastifyReply) => sendError(reply, 401, 'notAuthenticated');
export const notFound = (reply: FastifyReply) => sendError(reply, 404, 'notFound');

/** HTTP 429 with Retry-After (docs/product/errors.md: rateLimitError; registration uses tooManyRegistrationAttempts). */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number, messageId = 'rateLimitError'): FastifyReply {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(reply, 429, messageId, { retry_after: retryAfterSeconds });
}
