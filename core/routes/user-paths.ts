import { slugify } from '../text/transliterate';
import { LISTINGS_BASE } from './paths';

/*
 * The public user page's path (docs/product/language.md). Apart from ./paths.ts because it transliterates names, which only the
 * listing and user pages need: bundlers split by module, and the home page uses the other path builders.
 */

/** The fields docs/product/language.md's slug rule reads; any user-shaped object (wire user, session user) fits. */
export interface SlugUser {
  id: number | string;
  slug?: string | null;
  full_name?: string | null;
  display_name?: string | null;
  company_name?: string | null;
  user_meta?: { display_name?: string | null; company_name?: string | null } | null;
}

const nonBlank = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * docs/product/language.md: the user's own slug if present; otherwise display name → company name → full name → 'user',
 * lowercased, spaces to hyphens, other characters removed, then '-{id}'. Cyrillic is transliterated
 * first (docs/decisions/021-slug-transliteration.md), and a name with nothing left falls back to 'user'.
 */
export function userSlug(user: SlugUser): string {
  const own = nonBlank(user.slug);
  if (own) return own.trim();
  const name =
    nonBlank(user.user_meta?.display_name) ??
    nonBlank(user.display_name) ??
    nonBlank(user.user_meta?.company_name) ??
    nonBlank(user.company_name) ??
    nonBlank(user.full_name) ??
    'user';
  return `${slugify(name) || 'user'}-${user.id}`;
}

/** Public user page: /oglasi/korisnik/{slug}. */
export function userPagePath(user: SlugUser): string {
  return `/${LISTINGS_BASE}/korisnik/${encodeURIComponent(userSlug(user))}`;
}
