import { HttpFailure, isHttpFailure } from '../ports/http';
import { sessionUserSchema, type SessionUser } from './user';

/** What a user-data answer means for the session (docs/product/accounts.md Session, `GET /api/auth/user/user-data`). */
export type UserDataOutcome =
  | { kind: 'user'; user: SessionUser; token: string | null }
  | { kind: 'anonymous' }
  | { kind: 'banned' }
  | { kind: 'failed'; failure: HttpFailure };

/**
 * The server may say "banned" in the body of a 200 (`banned: true`) or as an error body carrying the
 * `userBanned` message id (e.g. a 403); both mean the same to the client.
 */
function saysBanned(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const record = body as Record<string, unknown>;
  return record.banned === true || record.is_banned === true || record.messageId === 'userBanned';
}

export function interpretUserData(body: unknown): UserDataOutcome {
  if (saysBanned(body)) return { kind: 'banned' };
  if (body === null || typeof body !== 'object') return { kind: 'anonymous' };
  const record = body as Record<string, unknown>;
  if (record.user === null || record.user === undefined) return { kind: 'anonymous' };
  const parsed = sessionUserSchema.safeParse(record.user);
  if (!parsed.success) {
    // A user we cannot read is a failure, never a half-applied state (docs/architecture.md#the-core-ports-use-cases-time-wire-data).
    return {
      kind: 'failed',
      failure: new HttpFailure('generalError', { status: 'error', messageId: 'generalError', message: 'invalid user data' }),
    };
  }
  const token = typeof record.token === 'string' && record.token !== '' ? record.token : null;
  return { kind: 'user', user: parsed.data, token };
}

export function interpretUserDataError(error: unknown): UserDataOutcome {
  if (isHttpFailure(error)) return saysBanned(error.body) ? { kind: 'banned' } : { kind: 'failed', failure: error };
  return { kind: 'failed', failure: new HttpFailure('generalError', { status: 'error', messageId: 'generalError' }) };
}
