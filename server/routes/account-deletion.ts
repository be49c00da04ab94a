import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import type { ChatServer } from '../chat/register';
import { sendCodeRefusal, smsUnavailable } from '../accounts/sms-codes';
import { removeDocumentFiles } from '../admin/document-retention';
import { requireUser } from '../auth/current-user';
import { checkPassword } from '../auth/password-attempts';
import { accountIdentifier, accountIdentifiers } from '../auth/login-throttle';
import { endSession } from '../auth/sessions';
import { rateLimited, sendError } from '../http/replies';

type Body = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;

/**
 * Deleting one's account (people expect it; privacy law requires it). Proven with the password (or, for an account
 * without one, a code sent to its phone). In one transaction, everything personal is erased (docs/api.md
 * "What deletion erases and what is kept"): every personal field of the row, the saved listings, the sessions and
 * tokens, the identity-verification requests (so a pending one leaves the admin queue), the billing details, reset
 * links, phone codes and queued mail to the account; the listings are archived. The row stays (marked deleted,
 * `user_meta.deleted`) so the other party's conversations keep their messages, shown as from a deleted user, and
 * the ledger and invoices — kept by law, with the billing snapshot each invoice was issued with — still add up.
 * Files (the picture, the document photos) go after the commit: a rolled-back deletion loses nothing.
 */
export async function registerAccountDeletionRoutes(api: FastifyInstance, context: ApiContext, chat: Pick<ChatServer, 'endSessions'>): Promise<void> {
  const { db } = context.database;

  api.post('/auth/user/delete-account', async (request: Body, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    if (user.password_hash !== null) {
      const password = typeof body.password === 'string' ? body.password : '';
      const check = await checkPassword(context, request, accountIdentifier(user), user, password);
      if (!check.ok && check.reason === 'blocked') return rateLimited(reply, check.retryAfterSeconds);
      if (!check.ok) return sendError(reply, 422, 'invalidCredentials');
    } else {
      // An account without a password proves itself with a code sent to its phone: only with an SMS gateway.
      if (!context.sms) return smsUnavailable(reply);
      if (!user.phone_number) return sendError(reply, 422, 'invalidCode');
      const outcome = await context.sms.check({ phone: user.phone_number, accountId: user.id, address: request.ip }, body.code, request.log);
      if (outcome.locked || outcome.check !== 'ok') return sendCodeRefusal(reply, outcome);
    }
    const picture = user.user_meta?.profile_image?.original ?? null;
    const now = new Date();
    const documents = await db.transaction().execute(async (trx) => {
      const requests = await trx.deleteFrom('verification_requests').where('user_id', '=', user.id).returning(['front_image', 'back_image']).execute();
      await trx.deleteFrom('billing_details').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
      // The password backoff's rows are keyed by the e-mail (decision 150): personal too.
      await trx.deleteFrom('login_throttle').where('identifier', 'in', accountIdentifiers(user)).execute();
      if (user.phone_number) await trx.deleteFrom('sms_codes').where('phone_number', '=', user.phone_number).execute();
      const addresses = [user.email, user.phone_number].filter((value): value is string => typeof value === 'string');
      if (addresses.length > 0) await trx.deleteFrom('outbox').where('recipient', 'in', addresses).execute();
      await trx.updateTable('listings').set({ status: 'archived', updated_at: now }).where('user_id', '=', user.id).where('status', '!=', 'archived').execute();
      await trx.deleteFrom('favourites').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await trx
        .updateTable('users')
        .set({
          email: null,
          password_hash: null,
          full_name: null,
          phone_number: null,
          phone_verified_at: null,
          email_verified_at: null,
          location_id: null,
          verified: false,
          account_type: 'private',
          user_meta: sql`${JSON.stringify({ deleted: true })}::jsonb`,
          deleted_at: now,
          tokens_valid_after: now,
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      return requests.flatMap((request) => [request.front_image, request.back_image]);
    });
    await endSession(db, request, reply);
    chat.endSessions({ userId: user.id }, 'accountDeleted');
    if (picture) await removeUploadFolder(context.config.uploadsDir, picture);
    await removeDocumentFiles(context.config.privateDir, documents);
    request.log.info({ userId: user.id }, 'account deleted');
    return { status: 'success', messageId: 'accountDeleted' };
  });
}

/** `/uploads/profiles/<id>/original.png` → removes `<uploads>/profiles/<id>`; never anything outside uploads. */
async function removeUploadFolder(uploadsDir: string, url: string): Promise<void> {
  const match = /^\/uploads\/(profiles\/[0-9a-f-]{36})\//.exec(url);
  if (!match?.[1]) return;
  const folder = path.resolve(uploadsDir, match[1]);
  if (!folder.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  await fs.rm(folder, { recursive: true, force: true }).catch(() => undefined);
}
