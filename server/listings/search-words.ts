import { foldStopWords, withoutStopWords } from '../../core/search/stop-words';
import { transliterate } from '../db/transliteration-sql';

/** Most words a search keeps (after its stop-words are dropped). */
const MAX_WORDS = 8;

/**
 * A text's folded words: Cyrillic and Latin alike become lowercase ASCII words (see transliteration-sql.ts). Only
 * [a-z0-9] survive, so nothing a user types can change the shape of the tsquery.
 */
export function foldedWords(text: string): string[] {
  return transliterate(text.normalize('NFC'))
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The Macedonian and Albanian stop-words (core/search/stop-words.ts) in the search's own spelling, folded once. */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = foldStopWords(foldedWords);

/**
 * The words a search matches by (docs/product/browsing.md "Search"): the query's folded words without its stop-words
 * ("стан во центар" and "stan vo centar" are `stan`, `centar`), all of them when every one is a stop-word; at most 8.
 */
export function searchWords(query: string): string[] {
  return withoutStopWords(foldedWords(query), SEARCH_STOP_WORDS).slice(0, MAX_WORDS);
}
