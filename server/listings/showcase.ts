import { CompiledQuery, type Kysely } from 'kysely';
import type { Language } from '../../core';
import type { Database } from '../db/schema';
import { cardExcerpt, CARD_COLUMNS, serializeCard, type CardRow } from './card';
import { catalogueOf, CATALOGUE_VERSION_SQL } from './catalogue';
import { promotionWindow, PUBLIC_LISTING, type Statement } from './list-statement';
import { excerpt, type ListingSummary } from './serialize';

/** How many listings the home page's showcase shows at most (GET /api/oglasi/showcase). */
export const SHOWCASE_SIZE = 8;

/**
 * The showcase (decision 144): the public listings with a `showcase` promotion running now (`showcased_until`, read
 * from migration 0075's small partial index), in decision 141's rotation — in window `w` the k of them, in id order,
 * rotated by `w mod k` — and the first SHOWCASE_SIZE of that order. With more than SHOWCASE_SIZE showcased listings
 * each is shown in SHOWCASE_SIZE of every k windows, and first in one of them. Expiry is by time: nothing runs when a
 * showcase promotion ends.
 */
export function showcaseStatement(rotation = promotionWindow(Date.now()), size = SHOWCASE_SIZE): Statement {
  const sql =
    `with pr as (select l.id, row_number() over (order by l.id) as n, count(*) over () as k from listings as l ` +
    `where ${PUBLIC_LISTING} and l.showcased_until > now()), ` +
    `pick as (select pr.id, mod(pr.n - 1 + pr.k - mod($1::bigint, pr.k), pr.k) as slot from pr order by slot limit $2::int) ` +
    `select ${CATALOGUE_VERSION_SQL} as catalogue_version, ${CARD_COLUMNS} from pick ` +
    `inner join listings as l on l.id = pick.id inner join users as u on u.id = l.user_id order by pick.slot`;
  return { sql, parameters: [rotation, size] };
}

type ShowcaseRow = CardRow & { catalogue_version: string | null };

/**
 * The showcase's cards, in rotation order (at most SHOWCASE_SIZE), category and place named in `language`; an empty
 * list when nothing is showcased.
 */
export async function findShowcase(db: Kysely<Database>, supportEmail?: string, language: Language = 'mk'): Promise<ListingSummary[]> {
  let catalogue = await catalogueOf(db);
  const statement = showcaseStatement();
  for (let attempt = 1; ; attempt += 1) {
    const { rows } = await db.executeQuery<ShowcaseRow>(CompiledQuery.raw(statement.sql, statement.parameters));
    const cards: ListingSummary[] = [];
    let stale = rows.length > 0 && rows[0]?.catalogue_version !== catalogue.version;
    for (const row of stale ? [] : rows) {
      const text = cardExcerpt(row.description, row.description_cut) ?? excerpt((await db.selectFrom('listings').select('description').where('id', '=', row.id).executeTakeFirst())?.description ?? '');
      const card = serializeCard(row, catalogue, text, supportEmail, language);
      if (!card) {
        stale = true;
        break;
      }
      cards.push(card);
    }
    if (!stale) return cards;
    if (attempt >= 5) throw new Error('the catalogue kept changing while the showcase was read');
    catalogue = await catalogueOf(db, { reload: catalogue.version });
  }
}
