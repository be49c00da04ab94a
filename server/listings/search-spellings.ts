import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How alike a listing's word must be to a searched word to count as its spelling (pg_trgm similarity): 0.4 lets one
 * wrong letter in a four-to-six letter word through ("golv" → "golf" 0.43, "skoda" → "shkoda" 0.44) and keeps
 * unrelated words of the same length out.
 */
export const SPELLING_SIMILARITY = 0.4;
/** Near spellings kept per searched word, the most alike first: enough for a typo, small enough for the tsquery. */
export const SPELLINGS_PER_WORD = 6;
/** Shorter words are matched as typed (as a prefix): one letter off in a two-letter word is another word. */
const MIN_LENGTH = 3;

/**
 * For each searched word, the listings' words (search_words, migration 0055) spelled nearly like it but not
 * already found by the word as a prefix — one indexed lookup in a table of distinct words, a few thousand rows
 * where the listings are a hundred thousand. `%` takes its candidates from the trigram index (pg_trgm's
 * similarity_threshold, 0.3 by default); the exact similarity then keeps those at SPELLING_SIMILARITY or above.
 */
export async function nearSpellings(db: Kysely<Database>, words: string[]): Promise<Map<string, string[]>> {
  const spellings = new Map<string, string[]>();
  const asked = [...new Set(words.filter((word) => word.length >= MIN_LENGTH))];
  if (asked.length === 0) return spellings;
  const { rows } = await sql<{ asked: string; word: string }>`
    select q.asked, s.word from unnest(${asked}::text[]) as q(asked)
    cross join lateral (
      select d.word from search_words as d
      where d.word % q.asked and similarity(d.word, q.asked) >= ${SPELLING_SIMILARITY} and left(d.word, length(q.asked)) <> q.asked
      order by similarity(d.word, q.asked) desc, d.word limit ${SPELLINGS_PER_WORD}
    ) as s`.execute(db);
  for (const row of rows) {
    // Only [a-z0-9] words reach the tsquery (the trigger stores no other), so a stored word cannot change its shape.
    if (!/^[a-z0-9]+$/.test(row.word)) continue;
    const list = spellings.get(row.asked) ?? [];
    list.push(row.word);
    spellings.set(row.asked, list);
  }
  return spellings;
}
