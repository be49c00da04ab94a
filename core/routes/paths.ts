/** docs/product/browsing.md: the base path segment for listings. */
export const LISTINGS_BASE = 'oglasi';

/** A category, location or other path part: its slug, or an object carrying one. */
export type PathPart = string | number | { slug: string | number };

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
