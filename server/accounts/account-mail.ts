import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../context';
import { activationParams } from '../auth/signed-links';
import type { Keyring } from '../auth/keyring';
import { messageText, type Language } from '../../core';
import { deliver } from '../mail/outbox';
import type { UserRow } from './users';

/** Activation links live a day; reset links an hour. */
const ACTIVATION_TTL_SECONDS = 24 * 3600;
const RESET_TTL_MS = 3600 * 1000;

/** Client pages that read the link's query and POST it (no state change on GET): see docs/api.md. */
export const ACTIVATION_PAGE = '/korisnik/aktivacija';
export const RESET_PAGE = '/korisnik/nova-lozinka';

/**
 * Reset tokens are stored as an HMAC under the `password-reset` key, not a plain digest: someone who can write
 * to the database but does not hold TOKEN_SECRET cannot plant a reset token of their own for another account.
 * Every key of the keyring is tried on lookup, so a link mailed before a rotation still works until it expires.
 */
export const resetTokenHashes = (keys: Keyring, token: string): string[] => keys.signatures('password-reset', token);

/** Both mails go to the person asking for them, in `language` (their cookie, else the account's: decision 121). */
export async function sendActivationMail(context: ApiContext, user: Pick<UserRow, 'id'> & { email: string }, language: Language, log?: FastifyBaseLogger): Promise<string> {
  const expires = Math.floor(Date.now() / 1000) + ACTIVATION_TTL_SECONDS;
  const params = activationParams(context.keys, user.id, user.email, expires);
  const link = `${context.config.publicUrl}${ACTIVATION_PAGE}?${new URLSearchParams({ ...params }).toString()}`;
  await deliver(context.database.db, log, {
    to: user.email,
    subject: messageText('mail.activation.subject', language),
    body: messageText('mail.activation.body', language, { link }),
    link,
  });
  return link;
}

export async function sendPasswordResetMail(context: ApiContext, user: Pick<UserRow, 'id'> & { email: string }, language: Language, log?: FastifyBaseLogger): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await context.database.db
    .insertInto('password_resets')
    .values({ token_hash: context.keys.sign('password-reset', token), user_id: user.id, expires_at: new Date(Date.now() + RESET_TTL_MS) })
    .execute();
  const link = `${context.config.publicUrl}${RESET_PAGE}?${new URLSearchParams({ token, email: user.email }).toString()}`;
  await deliver(context.database.db, log, {
    to: user.email,
    subject: messageText('mail.reset.subject', language),
    body: messageText('mail.reset.body', language, { link }),
    link,
  });
  return link;
}
