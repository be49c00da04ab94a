/**
 * Macedonian Cyrillic → ASCII Latin, for slugs (docs/decisions/021-slug-transliteration.md).
 *
 * The table follows the Macedonian romanisation the route table itself uses ('zachuvani', 'nachini',
 * 'plakanje': ч→ch, њ→nj, ќ→kj) and is kept letter-for-letter equal to the server's search folding
 * (server/db/transliteration-sql.ts), so a slug built here and one built on the server agree. A few
 * Serbian/Bulgarian/Russian letters are mapped too, so that no Cyrillic name collapses to nothing.
 * Other Latin letters with diacritics (Albanian ë, ç, …) lose their marks.
 */
const MULTI: Readonly<Record<string, string>> = {
  ѓ: 'gj', ж: 'zh', ѕ: 'dz', љ: 'lj', њ: 'nj', ќ: 'kj', ч: 'ch', џ: 'dz', ш: 'sh',
  щ: 'sht', ю: 'ju', я: 'ja', ђ: 'dj',
  č: 'ch', š: 'sh', ž: 'zh', đ: 'dj', ǵ: 'gj', ḱ: 'kj', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe',
};

const SINGLE_FROM = 'абвгдезијклмнопрстуфхцйыэёћ';
const SINGLE_TO = 'abvgdezijklmnoprstufhcjyeec';
const DROPPED = new Set(['ь', 'ъ']);

const SINGLE: ReadonlyMap<string, string> = new Map([...SINGLE_FROM].map((letter, index) => [letter, SINGLE_TO[index] ?? '']));
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lowercases and transliterates; characters it does not know are kept (callers decide what to drop). */
export function transliterate(input: string): string {
  // NFC first: ќ and ѓ may arrive decomposed (к + U+0301), and must map to 'kj'/'gj', not to 'k'/'g'.
  const text = input.normalize('NFC').toLowerCase();
  let out = '';
  for (const char of text) {
    if (DROPPED.has(char)) continue;
    out += MULTI[char] ?? SINGLE.get(char) ?? char;
  }
  // Remaining Latin letters with marks (ë, ç, ć, é…) fold to their base letter.
  return out.normalize('NFD').replace(COMBINING_MARKS, '');
}

/**
 * docs/product/language.md slug rule on a name: transliterated, lowercased, whitespace runs turned into one hyphen, every
 * other character outside [a-z0-9-] removed. Repeated and edge hyphens are collapsed so that
 * 'A & B' gives 'a-b', not 'a--b'. May return '' (the caller supplies its default, e.g. 'user').
 */
export function slugify(name: string): string {
  return transliterate(name)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
