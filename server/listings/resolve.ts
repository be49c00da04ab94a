import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Slug (or numeric id) of a category → its id; top-level categories match their subcategories' listings too. */
export async function resolveCategory(db: Kysely<Database>, slugOrId: string): Promise<{ id: number; name: string; slug: string; parent_id: number | null } | undefined> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'parent_id'])
    .where(byId ? 'id' : 'slug', '=', byId ? Number(slugOrId) : slugOrId)
    .executeTakeFirst();
}

/** A region's slug gives the region and all its cities; a city's slug gives the city. */
export async function resolveLocationIds(db: Kysely<Database>, slugOrId: string): Promise<number[] | undefined> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const location = await db
    .selectFrom('locations')
    .select(['id', 'kind'])
    .where(byId ? 'id' : 'slug', '=', byId ? Number(slugOrId) : slugOrId)
    .executeTakeFirst();
  if (!location) return undefined;
  if (location.kind === 'city') return [location.id];
  const cities = await db.selectFrom('locations').select('id').where('parent_id', '=', location.id).execute();
  return [location.id, ...cities.map((c) => c.id)];
}

/** A user's slug (stored, or SPEC §2's derived "name-{id}") or numeric id → the id of a non-banned user. */
export async function resolveUserId(db: Kysely<Database>, slugOrId: string): Promise<number | undefined> {
  if (/^\d{1,9}$/.test(slugOrId)) {
    const row = await db.selectFrom('users').select('id').where('id', '=', Number(slugOrId)).where('banned', '=', false).executeTakeFirst();
    return row?.id;
  }
  const bySlug = await db.selectFrom('users').select('id').where('slug', '=', slugOrId).where('banned', '=', false).executeTakeFirst();
  if (bySlug) return bySlug.id;
  const trailing = /-(\d{1,9})$/.exec(slugOrId);
  if (!trailing) return undefined;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', Number(trailing[1]))
    .where('slug', 'is', null)
    .where('banned', '=', false)
    .executeTakeFirst();
  return row?.id;
}
