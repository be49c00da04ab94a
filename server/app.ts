import { registerJsonDepthLimit } from './http/json-depth';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { registerHealthRoutes } from './routes/health';
import { registerChatSocket } from './chat/register';
import { registerTestOutcomeRoutes } from './routes/test-outcomes';
import { registerTestOidcRoutes } from './routes/test-oidc';
import { LocalOidcIssuer } from './auth/social/local-issuer';
import { LOCAL_ISSUER_PATH } from './auth/social/providers';
import { registerMarketplaceApi } from './api';
import { registerSecurityHeaders, SecurityHeaders } from './http/security-headers';
import { cachedHitAnswerer, serverWithFastPath, type FastPath } from './http/cached-hits';
import { createApiContext } from './context';
import { registerErrorHandler } from './http/errors';
import { AccessLog } from './http/access-log';
import { registerUploads } from './routes/media';
import { serveClient } from './web/serve-client';
import { loadServerTexts } from './text/texts';
import { registerRobots, registerSitemaps } from './web/sitemaps';
import { Keyring } from './auth/keyring';
import { productionLoggerOptions } from './http/log-redaction';
import type { AppContext, AppInput } from './app-context';
import { resolveMasterSecrets } from './auth/master-secrets';
import { registerSandboxPages } from './payments/sandbox-pages';
import { connectShared, type SharedState } from './scale/shared';
import { shareReadCache } from './scale/cache-bus';
import type { AlertQueue } from './alerts/queue';

export type { AppContext, AppInput } from './app-context';

export interface BuiltApp {
  fastify: FastifyInstance;
  io: SocketServer;
  keys: Keyring;
  /**
   * The first half of a graceful shutdown: `/api/health/ready` turns false (a load balancer stops sending), new
   * chat sockets are refused and this process's are closed so their clients reconnect to a live process, and sends
   * being stored are confirmed. Then `fastify.close()` stops accepting HTTP and waits for the requests under way.
   */
  drain(): Promise<void>;
  /** Every route registered, as Fastify saw it (an onRoute hook): the contract test holds them to core/api/contract.ts. */
  routes: readonly RegisteredRoute[];
  /** The saved searches' job queue (server/alerts/queue.ts): tests and benches wait on its `idle()`. */
  alerts: AlertQueue;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * The reference server: `/api/*`, the chat socket at `/socket` and the built client on one origin (docs/architecture.md#the-reference-server).
 * Route modules register themselves here; each takes the fastify instance and the context.
 */
export async function buildApp(input: AppInput): Promise<BuiltApp> {
  // Every text the server writes, in both languages (the head, e-mails, SMS): server/text/texts.ts.
  await loadServerTexts();
  // Refuses to build a production server without TOKEN_SECRET (SecretConfigurationError).
  const keys = input.keys ?? new Keyring(await resolveMasterSecrets(input.config, input.database.db));
  const shared = input.shared ?? (await connectSharedState(input));
  const context: AppContext = { ...input, keys, shared };
  const state = { draining: false };
  // Fresh read-cache hits are answered before Fastify builds a request (server/http/cached-hits.ts); set once
  // the API (and so the cache) exists, unset when the server begins to close.
  let fastPath: FastPath | undefined;
  // In production errors, 5xx and slow answers are logged, and a sample of the rest (server/http/access-log.ts).
  const accessLog = context.config.production ? new AccessLog(context.config.accessLogSample) : undefined;
  const fastify = Fastify({
    logger: context.config.production ? productionLoggerOptions(input.logStream) : false,
    ...(accessLog ? { logController: accessLog } : {}),
    bodyLimit: 1_048_576,
    serverFactory: (handler, options) => serverWithFastPath(handler, options, () => fastPath),
  });
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const googleOneTap = context.config.social.providers.google?.oneTapScript?.startsWith('https://accounts.google.com/') === true;
  const securityHeaders = new SecurityHeaders(context.config.production, context.config.embedOrigins, googleOneTap);
  registerSecurityHeaders(fastify, securityHeaders);
  registerErrorHandler(fastify);
  registerJsonDepthLimit(fastify);
  const io = new SocketServer(fastify.server, { path: '/socket', transports: ['websocket'], serveClient: false });
  const chat = registerChatSocket(io, context);

  const apiContext = createApiContext(context);
  await fastify.register(
    async (api) => {
      await registerHealthRoutes(api, context, () => state.draining);
      if (!context.config.production) await registerTestOutcomeRoutes(api);
      // The local OpenID provider (OIDC_TEST_PROVIDERS), never in production (decision 158).
      if (!context.config.production && context.config.social.testIssuer.length > 0) {
        const issuer = await LocalOidcIssuer.create(`${context.config.publicUrl}${LOCAL_ISSUER_PATH}`);
        await registerTestOidcRoutes(api, issuer, context.config.publicUrl);
      }
      await api.register(async (scope) => registerMarketplaceApi(scope, apiContext, chat));
    },
    { prefix: '/api' },
  );

  // The built-in sandbox card processor's hosted page (docs/payments.md); never in production unless PAYMENT_SANDBOX=1.
  if (context.config.paymentSandbox) registerSandboxPages(fastify, context);
  await registerUploads(fastify, context.config.uploadsDir);
  // For search engines (issue 26): robots.txt and the sitemaps, with or without a built client.
  registerRobots(fastify, context.config.publicUrl);
  await registerSitemaps(fastify, context.database.db, context.config.publicUrl);
  await serveClient(fastify, context.config.clientDir, context.config.publicUrl);
  const cache = apiContext.readCache;
  if (cache) {
    fastPath = cachedHitAnswerer({ cache, limiter: apiContext.limits.api, headers: securityHeaders, log: accessLog?.logsEveryAnswer ? fastify.log : undefined });
    fastify.addHook('preClose', (done) => {
      fastPath = undefined;
      done();
    });
  }
  const unshareCache = cache && shared ? shareReadCache(cache, shared, (error) => fastify.log.warn({ err: error }, 'read-cache bus')) : undefined;
  const drain = async () => {
    state.draining = true;
    await chat.drain();
  };
  fastify.addHook('onClose', async () => {
    if (!state.draining) await drain();
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await unshareCache?.();
    await apiContext.alerts.close();
    // A connection this app opened itself is closed with it; one handed in belongs to the caller.
    if (shared && !input.shared) await shared.close();
  });
  return { fastify, io, keys, drain, routes, alerts: apiContext.alerts };
}

/** REDIS_URL set: connect (several processes share rooms, presence, limits and cache invalidation through it). */
async function connectSharedState(input: AppInput): Promise<SharedState | undefined> {
  const { config } = input;
  if (!config.redisUrl) return undefined;
  // The embedded database lives inside one process: several processes need a database server they all reach.
  if (input.database.engine !== 'postgres') throw new Error('REDIS_URL needs DATABASE_URL (PostgreSQL): the embedded database serves one process only');
  return connectShared({ url: config.redisUrl, prefix: config.redisPrefix });
}
