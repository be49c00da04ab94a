import { sql, type Kysely } from 'kysely';

/**
 * Searches saved before stop-words were dropped from searches (docs/product/browsing.md "Search") keep a word like
 * `vo:*` in `saved_searches.words`, which a new "Стан центар" does not match: their alerts would stay narrower than
 * their list. The words are re-derived from the stored tsquery (`w1:* & (w2:* | near) & …`, server/listings/
 * list-statement.ts searchQuery): a term that is a bare stop-word prefix goes, unless every term is one — the rule of
 * core/search/stop-words.ts. The list of stop-words is written out here, folded, as this migration saw it: a later
 * change to the list is not a reason to rewrite stored searches again.
 */
const FOLDED_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'bez', 'da', 'deri', 'dhe', 'do', 'e', 'eshte', 'gi', 'go', 'i', 'ili', 'im', 'ja', 'kje', 'koe', 'koj',
  'koja', 'kon', 'li', 'mbi', 'me', 'megju', 'mu', 'na', 'nad', 'ne', 'nga', 'ni', 'niz', 'nje', 'no', 'od',
  'okolu', 'ose', 'pa', 'per', 'po', 'pod', 'por', 'pred', 'preku', 'pri', 'qe', 'se', 'shto', 'si', 'so',
  'sum', 'taa', 'te', 'tek', 'toa', 'toj', 'vi', 'vo', 'za', 'zad',
]);

const TERM = /^([a-z0-9]+):\*$/;

export function withoutStoredStopWords(words: string): string {
  const terms = words.split(' & ');
  const kept = terms.filter((term) => !FOLDED_STOP_WORDS.has(TERM.exec(term)?.[1] ?? ''));
  return kept.length > 0 ? kept.join(' & ') : words;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; words: string }>`select id, words from saved_searches where words is not null`.execute(db);
  for (const row of rows.rows) {
    const words = withoutStoredStopWords(row.words);
    if (words !== row.words) await sql`update saved_searches set words = ${words} where id = ${row.id}`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The dropped words narrowed the alerts wrongly; there is nothing to put back.
}
