import { sql, type Kysely } from 'kysely';

/**
 * The chat's reads at scale (docs/scaling.md, "Data"; bench/chat-scale.ts): the support account is looked up on
 * every conversation list — by its e-mail (unique index), else the first user with role 'support', which without this
 * tiny partial index read every user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_support_idx on users (id) where role = 'support'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_support_idx`.execute(db);
}
