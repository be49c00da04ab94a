/**
 * Function words that must not narrow a search (docs/product/browsing.md "Search"): every word of a query must match
 * a word of a listing, so "стан во центар" would otherwise miss "Стан центар". Written as people type them; each side
 * folds them with its own search spelling once (the server with its search fold, server/listings/search-words.ts), so
 * Latin-typed "vo" and Cyrillic "во", "per" and "për", fold alike. Only words with no meaning of their own in a
 * listing: prepositions, conjunctions, particles and pronouns — no nouns, numbers or model names.
 */
export const MACEDONIAN_STOP_WORDS: readonly string[] = [
  'и', 'а', 'е', 'ѝ', 'во', 'на', 'за', 'со', 'од', 'до', 'по', 'се', 'да', 'не', 'ли', 'но', 'или', 'ги', 'го', 'ја',
  'ќе', 'што', 'кој', 'која', 'кое', 'тоа', 'таа', 'тој', 'сум', 'си', 'ни', 'ви', 'им', 'му', 'при', 'без', 'низ',
  'меѓу', 'кон', 'околу', 'преку', 'пред', 'зад', 'над', 'под',
];

export const ALBANIAN_STOP_WORDS: readonly string[] = [
  'dhe', 'në', 'me', 'për', 'nga', 'i', 'e', 'të', 'që', 'një', 'është', 'por', 'ose', 'si', 'së', 'se', 'tek', 'mbi',
  'pa', 'deri',
];

/** Both languages' stop-words in one set, folded by `fold` (a text to its search words). */
export function foldStopWords(fold: (text: string) => readonly string[]): ReadonlySet<string> {
  return new Set([...MACEDONIAN_STOP_WORDS, ...ALBANIAN_STOP_WORDS].flatMap((word) => fold(word)));
}

/**
 * A query's folded words without its stop-words — unless every word is one: a search for just "во" still searches
 * for what was typed.
 */
export function withoutStopWords(words: readonly string[], stopWords: ReadonlySet<string>): string[] {
  const kept = words.filter((word) => !stopWords.has(word));
  return kept.length > 0 ? kept : [...words];
}
