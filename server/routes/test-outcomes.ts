import type { FastifyInstance } from 'fastify';

/**
 * Test-only routes that make the server answer each docs/product/errors.md outcome for real, so the HTTP adapter's contract
 * suite (tests/contract/http.contract.test.ts) runs against genuine responses. Registered only when not in
 * production (server/app.ts). Everything lives under /api/test-outcomes/.
 */
export async function registerTestOutcomeRoutes(api: FastifyInstance): Promise<void> {
  await api.register(
    async (scope) => {
      // Uploads: count the raw multipart bytes without parsing them (only their arrival matters here).
      scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
        let bytes = 0;
        payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
        payload.on('end', () => done(null, { multipartBytes: bytes }));
        payload.on('error', (error: Error) => done(error, undefined));
      });

      // What arrived: method, query, body, bearer, content type, cookies.
      scope.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/echo',
        handler: async (request) => ({
          method: request.method,
          query: request.query,
          body: request.body ?? null,
          authorization: request.headers.authorization ?? null,
          contentType: request.headers['content-type'] ?? null,
          cookie: request.headers.cookie ?? null,
        }),
      });

      // Sets a cookie so the suite can see that `credentials` calls carry it back.
      scope.get('/cookie', async (_request, reply) => {
        reply.header('set-cookie', 'oglasi_test=1; Path=/; HttpOnly; SameSite=Lax');
        return { status: 'ok' };
      });

      // An answer with the given status: `?body=json` (a server body), `html` (a proxy page) or `none`.
      scope.get<{ Params: { code: string }; Querystring: { body?: string } }>('/status/:code', async (request, reply) => {
        const code = Number(request.params.code);
        reply.code(Number.isInteger(code) && code >= 200 && code <= 599 ? code : 400);
        if (request.query.body === 'html') return reply.type('text/html').send('<html><body>Bad gateway</body></html>');
        if (request.query.body === 'none') return reply.send('');
        return reply.send({ status: 'error', messageId: 'invalidCredentials', errors: { email: ['invalid'] } });
      });

      // Answers after `ms` milliseconds (bounded), for the timeout outcome with a short configured timeout.
      scope.get<{ Querystring: { ms?: string } }>('/slow', async (request) => {
        const ms = Math.min(Math.max(Number(request.query.ms ?? 0) || 0, 0), 10_000);
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { status: 'ok', waited: ms };
      });
    },
    { prefix: '/test-outcomes' },
  );
}
