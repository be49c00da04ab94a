import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { displayName } from '../../core/format/user';
import { requireCaller } from '../auth/current-user';
import { signEmbedToken } from '../auth/embed-tokens';
import { sendError } from '../http/replies';

type Body = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;

/** True when the browser says the call comes from a page of this server itself (a first-party window). */
function fromOwnPage(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return request.headers['sec-fetch-site'] !== 'cross-site' && request.headers['sec-fetch-site'] !== 'same-site';
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The embedded chat on a partner site (docs/embed.md, decision 135). `POST /api/embed/chat-token { origin }`: the
 * signed-in caller (session cookie — the first-party sign-in window, where third-party cookie blocking does not
 * apply) gets a short-lived chat token for the partner page at `origin`, which must be one of EMBED_ORIGINS. The
 * window hands it to the chat frame by `postMessage`; the partner page never sees it.
 */
export async function registerEmbedChatRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  api.post('/embed/chat-token', async (request: Body, reply) => {
    // Only our own sign-in window asks: a partner page (or any other site) calling this directly is refused, even
    // before the session is looked at (the CSRF guard refuses other sites too; this also refuses ALLOWED_ORIGINS).
    if (!fromOwnPage(request)) return sendError(reply, 403, 'embed.originRefused');
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const origin = typeof body.origin === 'string' ? body.origin : '';
    if (!context.config.embedOrigins.includes(origin)) return sendError(reply, 403, 'embed.originRefused');
    const caller = await requireCaller(context, request, reply);
    if (!caller) return reply;
    const { user } = caller;
    const { token, expiresAt } = signEmbedToken(user.id, caller.sessionKey, origin, { keys: context.keys, ttlSeconds: context.config.embedTokenTtlSeconds });
    return {
      status: 'success',
      token,
      expires_at: expiresAt,
      user: { id: user.id, name: displayName(user), is_support_agent: user.role === 'support' },
    };
  });
}
