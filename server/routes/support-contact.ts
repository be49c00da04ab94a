import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { findUserByEmail } from '../accounts/users';
import { normaliseEmail } from '../accounts/validation';
import { checkPassword } from '../auth/password-attempts';
import { throttleIdentifier } from '../auth/login-throttle';
import { displayName } from '../../core/format/user';
import { normaliseChatText } from '../../core/validation/chat-text';
import { openSupportConversation } from '../chat/conversations';
import { ChatError } from '../chat/errors';
import type { ChatServer } from '../chat/register';
import { fanOut } from '../chat/send-message';
import { rateLimited, sendError } from '../http/replies';

type Body = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;

/**
 * docs/product/trust.md: a blocked account may still contact support. Signed out and refused by the chat socket, it writes here
 * with its e-mail and password (proof it is the owner; throttled like a login) and the message lands in its own
 * support conversation, through the chat's writer: the support agents see it in their inbox like any other, live.
 * Any account may use it (it only ever writes to the caller's own support conversation); the login page offers it
 * to a blocked one. docs/decisions/105-blocked-accounts-reach-support.md.
 */
export async function registerSupportContactRoutes(api: FastifyInstance, context: ApiContext, chat: ChatServer): Promise<void> {
  const { db } = context.database;

  api.post('/support/contact', async (request: Body, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const email = normaliseEmail(body.email);
    if (!email || typeof body.password !== 'string' || body.password === '') return sendError(reply, 422, 'invalidCredentials');
    const text = normaliseChatText(typeof body.message === 'string' ? body.message : '', chat.context.options.maxMessageLength);
    if (!text.ok) return sendError(reply, 422, text.problem === 'empty' ? 'chat.error.emptyMessage' : 'chat.error.messageTooLong');
    const limit = await context.limits.auth.hit(`support-contact:${request.ip}:${email}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const user = await findUserByEmail(db, email);
    const check = await checkPassword(context, request, throttleIdentifier({ email }), user, body.password);
    if (!check.ok && check.reason === 'blocked') return rateLimited(reply, check.retryAfterSeconds);
    if (!user || !check.ok) return sendError(reply, 422, 'invalidCredentials');
    // No support account (a fresh install) or the support account itself: refused with the chat's own ids, not a 500.
    const membership = await openSupportConversation(db, user.id, context.config.supportEmail).catch((error: unknown) => {
      if (error instanceof ChatError && (error.code === 'SUPPORT_UNAVAILABLE' || error.code === 'CONVERSATION_NOT_FOUND')) return error;
      throw error;
    });
    if (membership instanceof ChatError) {
      return membership.code === 'SUPPORT_UNAVAILABLE' ? sendError(reply, 503, 'chat.error.supportUnavailable') : sendError(reply, 422, 'invalidRequest');
    }
    const { stored, recipientUnread } = await chat.context.writer.write({
      conversationId: membership.id,
      senderId: user.id,
      recipientId: membership.partnerId,
      body: text.text,
      tempId: `support-contact-${randomUUID()}`,
    });
    await fanOut({ ctx: chat.context, userId: user.id, senderName: displayName(user) }, membership, stored, recipientUnread);
    request.log.info({ userId: user.id, banned: user.banned }, 'support contact');
    return { status: 'success', messageId: 'supportMessageSent' };
  });
}
