import { ROUTES } from '../routes/routes';

/** The search page for a query, with the search's own URL parameter (`/oglasi/prebaruvanje?q=…`; at most 200 characters). */
export function searchPath(query: string): string {
  const q = query.trim().slice(0, 200);
  return q ? `${ROUTES.search}?${new URLSearchParams({ q }).toString()}` : ROUTES.search;
}
