/** Joins the API base (empty: same origin) and a path, appending a GET payload as the query string (docs/product/errors.md). */
export function requestUrl(baseUrl: string, path: string, query?: unknown): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const search = toSearchParams(query).toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Flat objects only: arrays repeat their key, null/undefined are left out, objects are JSON. */
function toSearchParams(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (query === null || query === undefined) return params;
  if (query instanceof URLSearchParams) return query;
  if (typeof query !== 'object') return params;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}
