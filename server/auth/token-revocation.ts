import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TokenClaims } from './tokens';

/**
 * Ending a user's access tokens without a token store: every token carries when it was issued, and a token issued
 * before the user's `tokens_valid_after` is refused by the bearer check and the socket handshake alike.
 */
export async function revokeAccessTokens(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  await db.updateTable('users').set({ tokens_valid_after: now }).where('id', '=', userId).execute();
}

/** Whether a verified token is still good for this user row. */
export function tokenStillValid(claims: TokenClaims, user: { tokens_valid_after: Date | string | null }): boolean {
  if (!user.tokens_valid_after) return true;
  return claims.issuedAt >= new Date(user.tokens_valid_after).getTime();
}
