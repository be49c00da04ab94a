import { slugify as coreSlugify } from '../../core';

/** URL slug from any Macedonian/Latin text (core's docs/product/language.md rule), capped in length: "Голф 7, 2015!" → "golf-7-2015". */
export function slugify(text: string, fallback = 'oglas', maxLength = 80): string {
  const slug = coreSlugify(text).slice(0, maxLength).replace(/-+$/g, '');
  return slug || fallback;
}
