import Fastify, { type FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { registerHealthRoutes } from './routes/health';
import { registerChatSocket } from './chat/register';
import { registerTestOutcomeRoutes } from './routes/test-outcomes';
import { registerMarketplaceApi } from './api';
import { registerSecurityHeaders, SecurityHeaders } from './http/security-headers';
import { cachedHitAnswerer, serverWithFastPath, type FastPath } from './http/cached-hits';
import { createApiContext } from './context';
import { registerErrorHandler } from './http/errors';
import { registerUploads } from './routes/media';
import { serveClient } from './web/serve-client';
import { Keyring } from './auth/keyring';
import type { AppContext, AppInput } from './app-context';
import { resolveMasterSecrets } from './auth/master-secrets';

export type { AppContext, AppInput } from './app-context';

export interface BuiltApp {
  fastify: FastifyInstance;
  io: SocketServer;
  keys: Keyring;
}

/**
 * The reference server: `/api/*`, the chat socket at `/socket` and the built client on one origin (DESIGN.md §5).
 * Route modules register themselves here; each takes the fastify instance and the context.
 */
export async function buildApp(input: AppInput): Promise<BuiltApp> {
  // Refuses to build a production server without TOKEN_SECRET (SecretConfigurationError).
  const keys = input.keys ?? new Keyring(await resolveMasterSecrets(input.config, input.database.db));
  const context: AppContext = { ...input, keys };
  // Fresh read-cache hits are answered before Fastify builds a request (server/http/cached-hits.ts); set once
  // the API (and so the cache) exists, unset when the server begins to close.
  let fastPath: FastPath | undefined;
  const fastify = Fastify({
    logger: context.config.production ? { level: 'info' } : false,
    bodyLimit: 1_048_576,
    serverFactory: (handler, options) => serverWithFastPath(handler, options, () => fastPath),
  });
  const securityHeaders = new SecurityHeaders(context.config.production, context.config.embedOrigins);
  registerSecurityHeaders(fastify, securityHeaders);
  registerErrorHandler(fastify);
  const io = new SocketServer(fastify.server, { path: '/socket', transports: ['websocket'], serveClient: false });
  const chat = registerChatSocket(io, context);

  const apiContext = createApiContext(context);
  await fastify.register(
    async (api) => {
      await registerHealthRoutes(api, context);
      if (!context.config.production) await registerTestOutcomeRoutes(api);
      await api.register(async (scope) => registerMarketplaceApi(scope, apiContext, chat));
    },
    { prefix: '/api' },
  );

  await registerUploads(fastify, context.config.uploadsDir);
  await serveClient(fastify, context.config.clientDir, context.config.publicUrl);
  const cache = apiContext.readCache;
  if (cache) {
    fastPath = cachedHitAnswerer({ cache, limiter: apiContext.limits.api, headers: securityHeaders, log: context.config.production ? fastify.log : undefined });
    fastify.addHook('preClose', (done) => {
      fastPath = undefined;
      done();
    });
  }
  fastify.addHook('onClose', async () => {
    io.close();
  });
  return { fastify, io, keys };
}
