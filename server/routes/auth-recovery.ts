import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { ChatServer } from '../chat/register';
import { findUserByEmail, findUserById } from '../accounts/users';
import { normaliseEmail, passwordProblems } from '../accounts/validation';
import { resetTokenHashes, sendActivationMail, sendPasswordResetMail } from '../accounts/account-mail';
import { normalisePhone, sendCodeRefusal, smsUnavailable } from '../accounts/sms-codes';
import { checkActivation, emailHash } from '../auth/signed-links';
import { requireUser } from '../auth/current-user';
import { hashPassword } from '../auth/passwords';
import { checkPassword } from '../auth/password-attempts';
import { accountIdentifiers, clearPasswordFailures, throttleIdentifier } from '../auth/login-throttle';
import { endAllSessions } from '../auth/sessions';
import { rateLimited, sendError, sendValidationError } from '../http/replies';
import { askerLanguage, requestLanguage } from '../text/texts';

type Body = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;
const bodyOf = (request: Body): Record<string, unknown> => (request.body && typeof request.body === 'object' ? request.body : {});

/** docs/product/accounts.md: forgot-password, change-password, activate, resend-verification-email; SMS codes for login and phone verification. */
export async function registerRecoveryRoutes(api: FastifyInstance, context: ApiContext, chat: Pick<ChatServer, 'endSessions'>): Promise<void> {
  const { db } = context.database;

  api.post('/auth/user/forgot-password', async (request: Body, reply) => {
    const email = normaliseEmail(bodyOf(request).email);
    if (!email) return sendValidationError(reply, 'invalidEmail', { email: ['invalidEmail'] });
    const limit = await context.limits.auth.hit(`forgot:${request.ip}:${email}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const user = await findUserByEmail(db, email);
    // The same answer whether or not the address has an account: no account discovery.
    if (user && !user.banned) await sendPasswordResetMail(context, { id: user.id, email }, askerLanguage(request, user), request.log);
    return { status: 'success', messageId: 'resetLinkSent' };
  });

  api.post('/auth/user/change-password', async (request: Body, reply) => {
    const body = bodyOf(request);
    const email = normaliseEmail(body.email);
    const password = body.password;
    const weak = passwordProblems(password);
    if (weak.length > 0) return sendValidationError(reply, 'invalidPassword', { password: weak });
    if (password !== body.passwordConfirmation) {
      return sendValidationError(reply, 'validation.passwordsDoNotMatch', { passwordConfirmation: ['validation.passwordsDoNotMatch'] });
    }
    if (!email || typeof body.token !== 'string' || body.token.length > 100) return sendError(reply, 422, 'passwordResetFailed');
    const reset = await db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.token_hash', 'password_resets.user_id', 'password_resets.expires_at', 'password_resets.used_at', 'users.email'])
      .where('password_resets.token_hash', 'in', resetTokenHashes(context.keys, body.token))
      .executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.email !== email || new Date(reset.expires_at).getTime() <= Date.now()) {
      return sendError(reply, 422, 'passwordResetFailed');
    }
    const passwordHash = await hashPassword(password as string);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', reset.user_id).where('used_at', 'is', null).execute();
      // Following the mailed link proves the mailbox, so it also verifies the address.
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())), updated_at: new Date() }))
        .where('id', '=', reset.user_id)
        .execute();
    });
    await endAllSessions(db, reset.user_id);
    chat.endSessions({ userId: reset.user_id }, 'passwordChanged');
    // Proving the mailbox is the owner's way out of a backoff an attacker caused.
    await clearPasswordFailures(db, accountIdentifiers({ id: reset.user_id, email: reset.email }));
    return { status: 'success', messageId: 'passwordChanged' };
  });

  api.post('/auth/user/activate', async (request: Body, reply) => {
    const check = checkActivation(context.keys, bodyOf(request), Math.floor(Date.now() / 1000));
    if (!check.ok) return sendError(reply, 422, check.reason === 'expired' ? 'verificationExpired' : 'invalidCode');
    const user = await findUserById(db, check.userId);
    if (!user) return sendError(reply, 404, 'userNotFound');
    if (user.email === null || emailHash(user.email) !== check.hash) return sendError(reply, 422, 'invalidCode');
    if (user.email_verified_at) return { status: 'success', messageId: 'emailAlreadyVerified' };
    await db.updateTable('users').set({ email_verified_at: new Date(), updated_at: new Date() }).where('id', '=', user.id).execute();
    return { status: 'success', messageId: 'emailVerified' };
  });

  api.post('/auth/user/resend-verification-email', async (request: Body, reply) => {
    const body = bodyOf(request);
    const email = normaliseEmail(body.email);
    if (!email || typeof body.password !== 'string') return sendError(reply, 422, 'invalidCredentials');
    const attempt = await context.limits.auth.hit(`login:${request.ip}:${email}`);
    if (!attempt.allowed) return rateLimited(reply, attempt.retryAfterSeconds);
    const user = await findUserByEmail(db, email);
    const check = await checkPassword(context, request, throttleIdentifier({ email }), user, body.password);
    if (!check.ok && check.reason === 'blocked') return rateLimited(reply, check.retryAfterSeconds);
    if (!user || !check.ok) return sendError(reply, 422, 'invalidCredentials');
    if (user.banned) return sendError(reply, 403, 'userBanned', { banned: true });
    if (user.email_verified_at) return { status: 'success', messageId: 'emailAlreadyVerified' };
    const limit = await context.limits.resend.hit(`resend:${user.id}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    await sendActivationMail(context, { id: user.id, email }, askerLanguage(request, user), request.log);
    return { status: 'success', messageId: 'verificationEmailSent' };
  });

  // Both SMS routes exist only with an SMS gateway; without one they answer like an unknown sign-in method.
  api.post('/auth/sms/send-code', async (request: Body, reply) => {
    const sms = context.sms;
    if (!sms) return smsUnavailable(reply);
    const phone = normalisePhone(bodyOf(request).phone_number ?? bodyOf(request).phone);
    if (!phone) return sendValidationError(reply, 'validation.phoneRequired', { phone_number: ['validation.phoneRequired'] });
    // A number (or an address) locked for wrong guesses gets no new code until the lock ends (docs/api.md).
    const lock = await sms.lockOf({ phone, address: request.ip });
    if (lock.locked) return sendCodeRefusal(reply, lock);
    const limit = await context.limits.resend.hit(`sms:${phone}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    if (!(await sms.issue(phone, requestLanguage(request), request.log))) {
      // The minute's wait is given back: asking again at once is the way forward.
      await context.limits.resend.refund(`sms:${phone}`);
      return sendError(reply, 502, 'smsSendFailed');
    }
    return { status: 'success', messageId: 'sendingRequest' };
  });

  api.post('/auth/sms/verify-code', async (request: Body, reply) => {
    const sms = context.sms;
    if (!sms) return smsUnavailable(reply);
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = bodyOf(request);
    const phone = normalisePhone(body.phone_number ?? body.phone);
    if (!phone) return sendValidationError(reply, 'validation.phoneRequired', { phone_number: ['validation.phoneRequired'] });
    const limit = await context.limits.auth.hit(`sms-verify:${user.id}`);
    if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    const outcome = await sms.check({ phone, accountId: user.id, address: request.ip }, body.code, request.log);
    if (outcome.locked || outcome.check !== 'ok') return sendCodeRefusal(reply, outcome);
    await db
      .updateTable('users')
      .set({ phone_number: phone, phone_verified_at: new Date(), user_meta: { ...(user.user_meta ?? {}), phone_number: phone }, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    return { status: 'success', messageId: 'phoneVerified' };
  });
}
