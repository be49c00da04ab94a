import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cleanSearchText } from '../../core/validation/text-input';

/** A user's slug (stored, or docs/product/accounts.md's derived "name-{id}") or numeric id → the id of a non-banned user. */
export async function resolveUserId(db: Kysely<Database>, raw: string): Promise<number | undefined> {
  // Read, not stored: NUL and invisible characters are dropped (docs/api.md "Text input"), never sent to the database.
  const slugOrId = cleanSearchText(raw);
  if (slugOrId === '') return undefined;
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
