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

/** Security headers on every answer: API, static files, the SPA page and errors alike. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: { production: boolean }): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(request));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
