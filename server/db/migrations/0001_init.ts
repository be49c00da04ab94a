import { sql, type Kysely } from 'kysely';

// The foundation's schema: extensions search needs and a meta table the health check can read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await db.schema
    .createTable('app_meta')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into app_meta (key, value) values ('schema_created_at', now()::text) on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_meta').ifExists().execute();
}
