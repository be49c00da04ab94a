import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import type { UserRow } from '../accounts/users';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { clearPasswordFailures, reservePasswordAttempt } from './login-throttle';

export type PasswordCheck = { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'blocked'; retryAfterSeconds: number };

/**
 * Every check of an account's password (sign-in, and resending the activation mail, which also takes one) goes
 * through here, so no endpoint becomes a guessing oracle that skips the per-account backoff. An unknown e-mail
 * costs the same hash as a known one.
 */
export async function checkPassword(context: ApiContext, request: FastifyRequest, user: UserRow | undefined, password: string): Promise<PasswordCheck> {
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash());
    return { ok: false, reason: 'wrong' };
  }
  const { db } = context.database;
  const knownDevice = await context.devices.trustedDevice(request, user.id);
  if (knownDevice === undefined) {
    const reservation = await reservePasswordAttempt(db, user.id);
    if (!reservation.allowed) return { ok: false, reason: 'blocked', retryAfterSeconds: reservation.retryAfterSeconds };
  }
  if (await verifyPassword(password, user.password_hash ?? (await dummyPasswordHash()))) {
    await clearPasswordFailures(db, user.id);
    return { ok: true };
  }
  if (knownDevice !== undefined) await context.devices.recordFailure(knownDevice);
  return { ok: false, reason: 'wrong' };
}
