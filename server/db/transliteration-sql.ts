/**
 * One folding of Macedonian text into lowercase ASCII Latin, used both in SQL (search columns, via the
 * `oglasi_translit` function created by migration 0002) and in TypeScript (slugs, tests). Cyrillic letters map
 * to the Macedonian romanisation (ж→zh, ќ→kj, …); Latin letters with diacritics (č, š, ž, ć, đ) fold to the same
 * spelling, so "Golf", "голф" and "ГОЛФ" meet, as do "Шкода", "škoda" and "skoda" (the last via trigrams).
 *
 * Changing these tables changes what migration 0002 created: ship such a change as a new migration that runs
 * `transliterationFunctionSql()` again (it is `create or replace`) and rewrites the generated columns.
 */
const MULTI: ReadonlyArray<readonly [string, string]> = [
  ['ѓ', 'gj'], ['Ѓ', 'gj'], ['ж', 'zh'], ['Ж', 'zh'], ['ѕ', 'dz'], ['Ѕ', 'dz'], ['љ', 'lj'], ['Љ', 'lj'],
  ['њ', 'nj'], ['Њ', 'nj'], ['ќ', 'kj'], ['Ќ', 'kj'], ['ч', 'ch'], ['Ч', 'ch'], ['џ', 'dz'], ['Џ', 'dz'],
  ['ш', 'sh'], ['Ш', 'sh'], ['щ', 'sht'], ['Щ', 'sht'], ['ю', 'ju'], ['Ю', 'ju'], ['я', 'ja'], ['Я', 'ja'],
  ['ђ', 'dj'], ['Ђ', 'dj'], ['č', 'ch'], ['Č', 'ch'], ['š', 'sh'], ['Š', 'sh'], ['ž', 'zh'], ['Ž', 'zh'],
  ['đ', 'dj'], ['Đ', 'dj'], ['ǵ', 'gj'], ['Ǵ', 'gj'], ['ḱ', 'kj'], ['Ḱ', 'kj'],
];

const SINGLE_FROM = 'абвгдезијклмнопрстуфхцйыэёћАБВГДЕЗИЈКЛМНОПРСТУФХЦЙЫЭЁЋćĆéèëêáàäâíìïîóòöôúùüûñç';
const SINGLE_TO = 'abvgdezijklmnoprstufhcjyeecabvgdezijklmnoprstufhcjyeeccceeeeaaaaiiiioooouuuunc';
/** Letters dropped entirely (hard and soft signs). */
const DROPPED = 'ьъЬЪ';

if ([...SINGLE_FROM].length !== [...SINGLE_TO].length) throw new Error('transliteration tables differ in length');

/** The TypeScript twin of SQL `oglasi_translit(text)`. */
export function transliterate(input: string): string {
  let text = input.toLowerCase();
  for (const [from, to] of MULTI) text = text.split(from).join(to);
  const from = [...SINGLE_FROM];
  const to = [...SINGLE_TO];
  let out = '';
  for (const char of text) {
    if (DROPPED.includes(char)) continue;
    const index = from.indexOf(char);
    out += index >= 0 ? to[index] : char;
  }
  return out;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `create or replace function oglasi_translit(text)`: immutable, so generated columns and indexes may use it. */
export function transliterationFunctionSql(): string {
  let expression = 'lower($1)';
  for (const [from, to] of MULTI) expression = `replace(${expression}, ${literal(from)}, ${literal(to)})`;
  expression = `translate(${expression}, ${literal(SINGLE_FROM + DROPPED)}, ${literal(SINGLE_TO)})`;
  return `create or replace function oglasi_translit(text) returns text
    language sql immutable strict parallel safe
    as $fn$ select ${expression} $fn$`;
}
