import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { ChatServer } from '../chat/register';
import { accountUser, findUserByEmail, type UserRow } from '../accounts/users';
import { normaliseEmail } from '../accounts/validation';
import { normalisePhone, sendCodeRefusal } from '../accounts/sms-codes';
import { currentCaller, currentUser } from '../auth/current-user';
import { checkPassword } from '../auth/password-attempts';
import { throttleIdentifier } from '../auth/login-throttle';
import { endAllSessions, endSession } from '../auth/sessions';
import { accessToken, signIn as signInUser } from '../auth/sign-in';
import { rateLimited, sendError } from '../http/replies';
import type { AnswerOf, userDataAnswerSchema } from '../../core/api/answers';
import { SOCIAL_PROVIDERS } from '../../core/accounts/providers';
import { socialAuth } from './auth-social';


/** docs/product/accounts.md session calls: user-data, auth (email, sms; social answers clearly when not configured), logout. */
export async function registerSessionRoutes(api: FastifyInstance, context: ApiContext, chat: Pick<ChatServer, 'endSessions'>): Promise<void> {
  const { db } = context.database;
  const { supportEmail } = context.config;

  const signIn = (reply: FastifyReply, user: UserRow) => signInUser(context, reply, user);

  // The sign-in methods the client may offer (docs/product/accounts.md Login page: options only when configured).
  // SMS only with an SMS gateway (SMS_GATEWAY; the dev outbox by default outside production, none in production:
  // docs/api.md "SMS gateway"); a social provider only when configured (server/auth/social/providers.ts), with
  // what its one-tap prompt needs (Google only): the client id and the script.
  api.get('/auth/providers', async () => {
    const { providers } = context.config.social;
    const google = providers.google;
    return {
      status: 'success',
      data: {
        email: true,
        sms: context.sms !== undefined,
        google: google?.codeFlow === true,
        facebook: providers.facebook?.codeFlow === true,
        apple: providers.apple?.codeFlow === true,
        one_tap: google?.oneTapScript ? { client_id: google.clientId, script: google.oneTapScript } : null,
      },
    };
  });

  api.get('/auth/user/user-data', async (request, reply) => {
    const caller = await currentCaller(context, request);
    if (!caller) return { status: 'success', user: null, token: null } satisfies AnswerOf<typeof userDataAnswerSchema>;
    const { user } = caller;
    if (user.banned) {
      await endSession(db, request, reply);
      return sendError(reply, 403, 'userBanned', { banned: true, user: null });
    }
    // A fresh token of the same sign-in session (the cookie's, or the one the bearer token was issued for).
    return { status: 'success', user: accountUser(user, supportEmail), token: accessToken(context, user.id, caller.sessionKey) } satisfies AnswerOf<typeof userDataAnswerSchema>;
  });

  api.post('/auth/user/auth', async (request: FastifyRequest<{ Body: Record<string, unknown> | undefined }>, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const provider = body.provider ?? 'email';
    if (provider === 'email') {
      const email = normaliseEmail(body.email);
      if (!email || typeof body.password !== 'string' || body.password === '') return sendError(reply, 422, 'invalidCredentials');
      const limitKey = `login:${request.ip}:${email}`;
      const limit = await context.limits.auth.hit(limitKey);
      if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
      const user = await findUserByEmail(db, email);
      const check = await checkPassword(context, request, throttleIdentifier({ email }), user, body.password);
      if (!check.ok && check.reason === 'blocked') return rateLimited(reply, check.retryAfterSeconds);
      if (!user || !check.ok) return sendError(reply, 422, 'invalidCredentials');
      await context.limits.auth.reset(limitKey);
      if (user.banned) return sendError(reply, 403, 'userBanned', { banned: true });
      if (!user.email_verified_at) {
        return sendError(reply, 403, 'emailNotVerified', { email: user.email, email_verification_required: true });
      }
      return signIn(reply, user);
    }
    // Without an SMS gateway there is no SMS method: it falls through to the unknown provider's answer.
    const sms = context.sms;
    if (provider === 'sms' && sms) {
      const phone = normalisePhone(body.phone_number ?? body.phone);
      if (!phone) return sendError(reply, 422, 'validation.phoneRequired');
      const limit = await context.limits.auth.hit(`sms-login:${request.ip}:${phone}`);
      if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
      const outcome = await sms.check({ phone, address: request.ip }, body.code, request.log);
      if (outcome.locked || outcome.check !== 'ok') return sendCodeRefusal(reply, outcome);
      const user = await db.selectFrom('users').selectAll().where('phone_number', '=', phone).orderBy('id').executeTakeFirst();
      if (!user) return sendError(reply, 404, 'userNotFound');
      if (!user.phone_verified_at) await db.updateTable('users').set({ phone_verified_at: new Date() }).where('id', '=', user.id).execute();
      return signIn(reply, user);
    }
    const social = SOCIAL_PROVIDERS.find((name) => name === provider);
    if (social) return socialAuth(context, request, reply, social, body);
    return sendError(reply, 422, 'invalidRequest');
  });

  // docs/product/accounts.md defines logout as a GET; it is the one state change on GET (docs/api.md), and only ends this session.
  api.get('/auth/user/logout', async (request, reply) => {
    const ended = await endSession(db, request, reply);
    if (ended) chat.endSessions({ sessionKey: ended }, 'loggedOut');
    return { status: 'success', messageId: 'session.logoutSuccess' };
  });

  /** Signs the caller out on every device (e.g. after a suspected leak). */
  api.post('/auth/user/logout-all', async (request, reply) => {
    const user = await currentUser(context, request);
    if (!user) return sendError(reply, 401, 'notAuthenticated');
    await endAllSessions(db, user.id);
    await endSession(db, request, reply);
    chat.endSessions({ userId: user.id }, 'signedOutEverywhere');
    return { status: 'success', messageId: 'session.logoutSuccess' };
  });
}
