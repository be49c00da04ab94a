import { sql, type Kysely } from 'kysely';

/**
 * The site's own data in Albanian (issue 23, docs/decisions/120-language-and-access.md, "The site's data"):
 * categories, regions and towns, the info pages' titles and the footer menus' names get an Albanian name beside the
 * Macedonian one. Null means "not translated": an answer in Albanian then shows the Macedonian name. Slugs do not
 * change with the language (one address per category or town).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table categories add column name_sq text`.execute(db);
  await sql`alter table locations add column name_sq text`.execute(db);
  await sql`alter table pages add column title_sq text`.execute(db);
  await sql`alter table menus add column name_sq text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table menus drop column name_sq`.execute(db);
  await sql`alter table pages drop column title_sq`.execute(db);
  await sql`alter table locations drop column name_sq`.execute(db);
  await sql`alter table categories drop column name_sq`.execute(db);
}
