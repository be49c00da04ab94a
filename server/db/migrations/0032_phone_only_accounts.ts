import { sql, type Kysely } from 'kysely';

/**
 * SMS registration (docs/product/accounts.md "registration by e-mail or by SMS"): an account made with a verified phone number has no
 * e-mail. The unique index on e-mail stays (PostgreSQL lets NULLs be many). SMS registration refuses a number another
 * account already has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column email drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from users where email is null`.execute(db);
  await sql`alter table users alter column email set not null`.execute(db);
}
