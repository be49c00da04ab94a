import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { UserRow } from '../accounts/users';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { accountIdentifiers, clearPasswordFailures, reservePasswordAttempt } from './login-throttle';

export type PasswordCheck = { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'blocked'; retryAfterSeconds: number };

/**
 * Every check of an account's password (sign-in, resending the activation mail, writing to support, deleting the
 * account) goes through here, so no endpoint becomes a guessing oracle that skips the per-account backoff.
 * `identifier` is what the guess names (login-throttle.ts `throttleIdentifier`): it is counted whether or not
 * an account has it, and an unknown e-mail costs the same upsert and the same hash as a known one, so the answers
 * and their timing do not tell whether the address is registered.
 */
export async function checkPassword(context: ApiContext, request: FastifyRequest, identifier: string, user: UserRow | undefined, password: string): Promise<PasswordCheck> {
  const { db } = context.database;
  const knownDevice = user ? await context.devices.trustedDevice(request, user.id) : undefined;
  if (knownDevice === undefined) {
    const reservation = await reservePasswordAttempt(db, identifier);
    if (!reservation.allowed) return { ok: false, reason: 'blocked', retryAfterSeconds: reservation.retryAfterSeconds };
  }
  const right = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (user && right) {
    await clearPasswordFailures(db, [...new Set([identifier, ...accountIdentifiers(user)])]);
    return { ok: true };
  }
  if (knownDevice !== undefined) await context.devices.recordFailure(knownDevice);
  return { ok: false, reason: 'wrong' };
}
