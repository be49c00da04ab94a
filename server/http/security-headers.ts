import type { FastifyInstance } from 'fastify';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/** API answers that set no caching policy of their own are not stored by browsers or proxies. */
const API_CACHE_CONTROL = ['cache-control', 'no-store'] as const;

/**
 * The Content-Security-Policy of the app: own scripts only, inline styles (toasts inject a <style>), images
 * from self, data: and blob: (previews before upload), the chat socket on the same host, YouTube embeds, no
 * plugins, no <base> hijack, no framing by other sites.
 */
function buildPolicy(host: string, frameAncestors = "'self'", googleOneTap = false): string {
  const socket = host && HOST_PATTERN.test(host) ? ` ws://${host} wss://${host}` : '';
  // Google's one-tap prompt (decision 158), only where Google is configured: its script, its frame, its calls.
  const gsi = googleOneTap ? ' https://accounts.google.com/gsi/' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${googleOneTap ? ' https://accounts.google.com/gsi/client' : ''}`,
    `style-src 'self' 'unsafe-inline'${gsi}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}${gsi}`,
    "media-src 'self' blob:",
    `frame-src https://www.youtube-nocookie.com https://www.youtube.com${gsi}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The embedded chat on partner sites (docs/embed.md, decision 135): the pages and the script whose headers follow
 * EMBED_ORIGINS. The frame may be framed by the listed origins only (and by no one else: no X-Frame-Options, whose
 * SAMEORIGIN would refuse them all); the loader script is a module, so a partner page can run it only with CORS,
 * which it gets only when its Origin is listed; the sign-in window keeps its opener (the frame) across origins so
 * that it can hand the chat token back, so it is the one page without Cross-Origin-Opener-Policy: same-origin.
 */
export const EMBED_PATHS = { frame: '/app/embed/frame.html', signIn: '/app/embed/sign-in.html', loader: '/embed/chat.js' } as const;

/** The headers that are the same on every answer (the CSP depends on the Host, so it is added apart). */
function fixedHeaders(production: boolean): string[] {
  return [
    'x-content-type-options', 'nosniff',
    'referrer-policy', 'strict-origin-when-cross-origin',
    'x-frame-options', 'SAMEORIGIN',
    'cross-origin-opener-policy', 'same-origin',
    'permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(production ? ['strict-transport-security', 'max-age=31536000; includeSubDomains'] : []),
  ];
}

/**
 * The one list of security headers, shared by the onSend hook (every answer Fastify sends) and the cache-hit
 * fast path (server/http/cached-hits.ts), which answers before Fastify and must send exactly the same ones.
 * Names are lower case, as Fastify writes them.
 */
export class SecurityHeaders {
  private readonly fixed: readonly string[];
  private readonly byHost = new Map<string, readonly string[]>();

  constructor(
    production: boolean,
    private readonly embedOrigins: readonly string[] = [],
    /** Google's one-tap is configured (GOOGLE_CLIENT_ID): the policy lets its script and frame in. */
    private readonly googleOneTap = false,
  ) {
    this.fixed = fixedHeaders(production);
  }

  /**
   * The headers of one answer: `forHost`'s, except on the embedded chat's paths (EMBED_PATHS), where the
   * partner-site rules apply. `origin` is the request's Origin header.
   */
  forRequest(host: string | undefined, url: string, origin: string | undefined): readonly string[] {
    const end = url.indexOf('?');
    const path = end === -1 ? url : url.slice(0, end);
    if (path === EMBED_PATHS.frame) {
      const ancestors = ["'self'", ...this.embedOrigins].join(' ');
      const list = ['content-security-policy', buildPolicy(host ?? '', ancestors), ...this.fixed];
      const at = list.indexOf('x-frame-options');
      list.splice(at, 2);
      return list;
    }
    if (path === EMBED_PATHS.signIn) {
      const list = [...this.forHost(host)];
      list[list.indexOf('cross-origin-opener-policy') + 1] = 'unsafe-none';
      return list;
    }
    if (path === EMBED_PATHS.loader && origin !== undefined && this.embedOrigins.includes(origin)) {
      return [...this.forHost(host), 'access-control-allow-origin', origin];
    }
    return this.forHost(host);
  }

  /** name, value, name, value, …: the CSP for this Host, then the fixed headers. */
  forHost(host: string | undefined): readonly string[] {
    const key = host ?? '';
    const known = this.byHost.get(key);
    if (known) return known;
    const list = ['content-security-policy', buildPolicy(key, "'self'", this.googleOneTap), ...this.fixed];
    // Built once per host name (a handful in practice); the cap keeps forged Host headers from growing the map.
    if (this.byHost.size < 64) this.byHost.set(key, list);
    return list;
  }

  /** The Cache-Control an answer to `url` gets when it sets none itself (name, value), if any. */
  defaultCacheControl(url: string): readonly [string, string] | undefined {
    return url.startsWith('/api/') ? API_CACHE_CONTROL : undefined;
  }
}

/**
 * Security headers on every answer: API, static files, the SPA page and errors alike. A callback hook rather
 * than an async one: it runs on every answer, cached ones included, and needs no promise of its own.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, headers: SecurityHeaders): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const origin = request.headers.origin;
    const list = headers.forRequest(request.headers.host, request.url, typeof origin === 'string' ? origin : undefined);
    if (request.url.startsWith(EMBED_PATHS.loader)) {
      // The loader's CORS answer depends on the Origin: caches must keep one copy per origin.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
    }
    for (let i = 0; i < list.length; i += 2) reply.header(list[i] as string, list[i + 1]);
    const cacheControl = headers.defaultCacheControl(request.url);
    if (cacheControl && !reply.hasHeader(cacheControl[0])) reply.header(cacheControl[0], cacheControl[1]);
    done(null, payload);
  });
}
