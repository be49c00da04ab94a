import { slugify } from '../text/transliterate';

/** SPEC §2: the base path segment for listings. */
export const LISTINGS_BASE = 'oglasi';

/** A category, location or other path part: its slug, or an object carrying one. */
export type PathPart = string | number | { slug: string | number };

/** The fields SPEC §2's slug rule reads; any user-shaped object (wire user, session user) fits. */
export interface SlugUser {
  id: number | string;
  slug?: string | null;
  full_name?: string | null;
  display_name?: string | null;
  company_name?: string | null;
  user_meta?: { display_name?: string | null; company_name?: string | null } | null;
}

// Each part is percent-encoded so that a slug can never add segments, a query or a hash to the path.
function encodePart(part: PathPart): string {
  const raw = typeof part === 'object' ? part.slug : part;
  return encodeURIComponent(String(raw).trim());
}

/** Category page: /oglasi/kategorija/{category}. */
export function categoryPath(category: PathPart): string {
  return `/${LISTINGS_BASE}/kategorija/${encodePart(category)}`;
}

/** Location page: /oglasi/{location}. */
export function locationPath(location: PathPart): string {
  return `/${LISTINGS_BASE}/${encodePart(location)}`;
}

/** Two-segment listing path: /oglasi/{a}/{b}. */
export function listingPath(a: PathPart, b: PathPart): string {
  return `/${LISTINGS_BASE}/${encodePart(a)}/${encodePart(b)}`;
}

const nonBlank = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * SPEC §2: the user's own slug if present; otherwise display name → company name → full name → 'user',
 * lowercased, spaces to hyphens, other characters removed, then '-{id}'. Cyrillic is transliterated
 * first (docs/decisions/010-slug-transliteration.md), and a name with nothing left falls back to 'user'.
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
