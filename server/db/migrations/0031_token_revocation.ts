import { sql, type Kysely } from 'kysely';

/**
 * Access tokens are stateless and live 7 days; signing out everywhere and a password reset must still end them.
 * Tokens carry the moment they were issued, and a token issued before its user's `tokens_valid_after` is refused
 * (server/auth/token-revocation.ts). The user row is re-read on every call anyway, so the check costs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column tokens_valid_after timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists tokens_valid_after`.execute(db);
}
