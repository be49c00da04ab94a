import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './replies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Apple's sign-in answer is a cross-site form POST by design (response_mode=form_post); its proof is the state bound
 * to this browser's cookie (server/routes/auth-social.ts), and it signs no one in by itself.
 */
const CROSS_SITE_POSTS = /^\/api\/auth\/social\/apple\/callback(\?|$)/;

/** The origins a state-changing call may come from: this server's own origin plus configured ones. */
function originAllowed(request: FastifyRequest, origin: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(parsed.origin)) return true;
  return parsed.host === request.headers.host && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/**
 * CSRF defence for cookie-authenticated writes (docs/api.md "CSRF"): the session cookie is SameSite=Lax, and
 * every POST/PUT/PATCH/DELETE is refused with 403 `csrfRejected` when the browser says it comes from another
 * site: an `Origin` header that is not ours, or (when Origin is absent) `Sec-Fetch-Site: cross-site`.
 * Clients that send neither header are not browsers, and cannot carry a victim's cookie.
 */
export function registerCsrfGuard(api: FastifyInstance, allowedOrigins: readonly string[]): void {
  // A callback hook: it runs on every API request, and most are safe reads that need no promise of their own.
  api.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || CROSS_SITE_POSTS.test(request.url)) return done();
    const origin = request.headers.origin;
    const refused = typeof origin === 'string' && origin !== '' ? !originAllowed(request, origin, allowedOrigins) : request.headers['sec-fetch-site'] === 'cross-site';
    // An early answer ends the request: `done` is not called then.
    if (refused) sendError(reply, 403, 'csrfRejected');
    else done();
  });
}
