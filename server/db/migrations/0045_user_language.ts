import { sql, type Kysely } from 'kysely';

/**
 * The language a user reads (issue 23, docs/decisions/121-language-of-server-texts.md): e-mails the server sends
 * when the user is not the one asking (an admin's verification decision) are written in it. Macedonian, the site's
 * language, for every existing account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column language text not null default 'mk'`.execute(db);
  await sql`alter table users add constraint users_language_known check (language in ('mk', 'sq'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_language_known`.execute(db);
  await sql`alter table users drop column language`.execute(db);
}
