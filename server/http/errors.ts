import type { FastifyError, FastifyInstance } from 'fastify';

/** Framework errors as API answers: `{ status: 'error', messageId }`, never a stack trace or an HTML page. */
export function registerErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ status: 'error', messageId: 'payloadTooLarge' });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ status: 'error', messageId: 'unsupportedMediaType' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status: 'error', messageId: status === 429 ? 'rateLimitError' : 'invalidRequest' });
    }
    request.log.error(error);
    if (!process.env.VITEST) console.error(error);
    return reply.code(500).send({ status: 'error', messageId: 'generalError' });
  });
}
