import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's version (docs/scaling.md, "Data"): the server keeps categories and locations in process
 * (server/listings/catalogue.ts) and every list statement reads this number beside its rows, so a change to either
 * table — by the seed, an admin, a test's fixtures, another server process — is noticed by the next list, which then
 * reloads the catalogue and asks again. A statement-level trigger counts every insert, update, delete or truncate of
 * the two tables in app_meta: a row (not a sequence) so the count changes in the same transaction as the tables and
 * a reader never sees a new count with old rows; in app_meta because emptying every table (the seed, tests) keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into app_meta (key, value) values ('catalogue_version', '1') on conflict (key) do nothing`.execute(db);
  await sql`
    create function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      insert into app_meta (key, value) values ('catalogue_version', '1')
      on conflict (key) do update set value = (app_meta.value::bigint + 1)::text;
      return null;
    end
    $$`.execute(db);
  for (const table of ['categories', 'locations']) {
    await sql.raw(`create trigger ${table}_catalogue_version after insert or update or delete on ${table} for each statement execute function catalogue_version_bump()`).execute(db);
    await sql.raw(`create trigger ${table}_catalogue_version_truncate after truncate on ${table} for each statement execute function catalogue_version_bump()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['categories', 'locations']) {
    await sql.raw(`drop trigger if exists ${table}_catalogue_version on ${table}`).execute(db);
    await sql.raw(`drop trigger if exists ${table}_catalogue_version_truncate on ${table}`).execute(db);
  }
  await sql`drop function if exists catalogue_version_bump()`.execute(db);
  await sql`delete from app_meta where key = 'catalogue_version'`.execute(db);
}
