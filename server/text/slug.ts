import { transliterate } from '../db/transliteration-sql';

/** URL slug from any Macedonian/Latin text: "Голф 7, 2015!" → "golf-7-2015"; empty input gives the fallback. */
export function slugify(text: string, fallback = 'oglas', maxLength = 80): string {
  const slug = transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || fallback;
}
