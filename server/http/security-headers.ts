import type { FastifyInstance, FastifyRequest } from 'fastify';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/**
 * The Content-Security-Policy of the app: own scripts only, inline styles (toasts inject a <style>), images
 * from self, data: and blob: (previews before upload), the chat socket on the same host, YouTube embeds, no
 * plugins, no <base> hijack, no framing by other sites.
 */
const policies = new Map<string, string>();

export function contentSecurityPolicy(request: Pick<FastifyRequest, 'headers'>): string {
  const host = request.headers.host ?? '';
  const known = policies.get(host);
  if (known) return known;
  const policy = buildPolicy(host);
  // Built once per host name (a handful in practice); the cap keeps forged Host headers from growing the map.
  if (policies.size < 64) policies.set(host, policy);
  return policy;
}

function buildPolicy(host: string): string {
  const socket = host && HOST_PATTERN.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "media-src 'self' blob:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers that are the same on every answer (the CSP depends on the Host, so it is added apart). */
function fixedHeaders(production: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ...(production ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/**
 * Security headers on every answer: API, static files, the SPA page and errors alike. A callback hook rather
 * than an async one: it runs on every answer, cached ones included, and needs no promise of its own.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: { production: boolean }): void {
  const fixed = fixedHeaders(options.production);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(request));
    for (const [name, value] of fixed) reply.header(name, value);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
