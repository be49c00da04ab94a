import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentEncoding } from './content-encoding';
import type { RateLimiter } from './rate-limit';
import { answerHeaders, encodingFor, readCacheKey, type CachedAnswer, type ReadCache } from './read-cache';
import type { SecurityHeaders } from './security-headers';

type RawHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
/**
 * Answers the request and says true, or leaves it untouched and says false (Fastify then handles it). With a rate
 * limiter the answer is a promise (the limiter's count may live in Redis).
 */
export type FastPath = (request: http.IncomingMessage, response: http.ServerResponse) => boolean | Promise<boolean>;

export interface CachedHitOptions {
  cache: ReadCache;
  /** The /api rate limiter (the same instance as the onRequest hook's), when it is on. */
  limiter: RateLimiter | undefined;
  headers: SecurityHeaders;
  /** Production's request log: a hit answered here gets one line, as Fastify would have written. */
  log?: FastifyBaseLogger | undefined;
}

/**
 * The cache-hit fast path (docs/decisions/093): a GET whose exact URL (in its cookie's language) is a fresh entry of the read cache is
 * answered straight from the raw request, before Fastify builds its request and reply objects — the same bytes
 * and the same headers as `cachedJson` plus the onSend security hook would send (both lists are shared with
 * them). Everything else — misses, stale entries, HEAD and other methods, requests with a body, and a client
 * over its rate limit (Fastify answers it 429) — is left to Fastify. Which URLs may be stored is still decided
 * by the route handlers, through `cachedJson`.
 */
export function cachedHitAnswerer({ cache, limiter, headers, log }: CachedHitOptions): FastPath {
  // Every header but Content-Length (name, value, …), per Host and encoding: a handful of hosts in practice.
  const prepared = new Map<string, readonly string[]>();
  const headerList = (host: string | undefined, url: string, encoding: ContentEncoding | undefined): readonly string[] => {
    const key = `${encoding ?? ''} ${host ?? ''}`;
    let list = prepared.get(key);
    if (!list) {
      list = [...answerHeaders('hit', encoding), ...headers.forHost(host), ...(headers.defaultCacheControl(url) ?? [])];
      // Every stored URL is under /api/, so the Cache-Control part is the same for all of them.
      if (prepared.size < 192 && url.startsWith('/api/')) prepared.set(key, list);
    }
    return list;
  };

  return (request, response) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const requestHeaders = request.headers;
    if (requestHeaders['transfer-encoding'] !== undefined || (requestHeaders['content-length'] ?? '0') !== '0') return false;
    const answer = cache.fresh(readCacheKey(request.url, requestHeaders.cookie));
    if (!answer) return false;
    if (!limiter) return send(request, response, answer);
    // Fastify's request.ip without trustProxy; a client over the limit is answered 429 by the usual hook.
    const address = request.socket.remoteAddress;
    if (address === undefined) return false;
    return limiter.hit(address).then(
      (limit) => limit.allowed && send(request, response, answer),
      () => false,
    );
  };

  function send(request: http.IncomingMessage, response: http.ServerResponse, answer: CachedAnswer): true {
    const requestHeaders = request.headers;
    const url = request.url as string;
    const encoding = encodingFor(answer, requestHeaders['accept-encoding']);
    const bytes = encoding ? answer.encoded(encoding) : answer.body;
    response.writeHead(200, headerList(requestHeaders.host, url, encoding).concat('content-length', String(bytes.length)));
    response.end(bytes);
    // Shaped for Fastify's req/res log serializers (they read host, ip and socket as on a FastifyRequest).
    log?.info({ req: { method: 'GET', url, headers: requestHeaders, host: requestHeaders.host, ip: request.socket.remoteAddress, socket: request.socket }, res: { statusCode: 200 }, cache: 'hit' }, 'request completed');
    return true;
  }
}

/**
 * Fastify's `serverFactory`: the plain HTTP/1.1 server Fastify would make (with its timeouts; this app uses no
 * https/http2 options), whose requests first go to `fastPath()` (when it returns one), else to Fastify's handler.
 */
export function serverWithFastPath(handler: RawHandler, options: Record<string, unknown>, fastPath: () => FastPath | undefined): http.Server {
  const server = http.createServer((options.http ?? {}) as http.ServerOptions, (request, response) => {
    const answered = fastPath()?.(request, response);
    if (answered === true) return;
    if (answered instanceof Promise) {
      void answered.then((done) => {
        if (!done) handler(request, response);
      });
      return;
    }
    handler(request, response);
  });
  // What Fastify sets on the server it makes itself (lib/server.js); it leaves them to a serverFactory.
  if (typeof options.keepAliveTimeout === 'number') server.keepAliveTimeout = options.keepAliveTimeout;
  if (typeof options.requestTimeout === 'number') server.requestTimeout = options.requestTimeout;
  if (typeof options.connectionTimeout === 'number') server.setTimeout(options.connectionTimeout);
  if (typeof options.maxRequestsPerSocket === 'number' && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
