import { sql, type Kysely } from 'kysely';

/**
 * A deleted account keeps its row (the other party's conversations keep their messages, from "a deleted user"),
 * with every personal field erased and this mark: it cannot sign in, has no public page, and is shown as deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists deleted_at`.execute(db);
}
