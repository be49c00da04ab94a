import { transliterate } from '../text/transliterate';

/**
 * How the search's suggestions compare texts (docs/product/browsing.md "Search everywhere"): both sides are folded
 * to one Latin spelling with the slugs' and the server search's transliteration (core/text/transliterate.ts), so
 * 'avto' finds 'Автомобили' and 'шкода' finds 'Škoda'.
 */
export function foldForSearch(text: string): string {
  return transliterate(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a folded text. */
const wordsOf = (folded: string): string[] => folded.split(' ').filter(Boolean);

/**
 * True when every word of the query starts a word of the text, in either alphabet: 'mob tel' matches
 * 'Мобилни телефони'. An empty query matches nothing.
 */
export function matchesWordPrefixes(text: string, query: string): boolean {
  const wanted = wordsOf(foldForSearch(query));
  if (wanted.length === 0) return false;
  const words = wordsOf(foldForSearch(text));
  return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
}
