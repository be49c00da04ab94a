import type pg from 'pg';

/**
 * Statements marked `/* prepared:NAME *\/ …` run as node-postgres named prepared statements: parsed once per
 * connection and planned by PostgreSQL's plan cache (a generic plan after five runs) rather than parsed and planned
 * on every call. For fixed, hot lookups whose planning costs more than their execution — a listing by slug is
 * planned in ~0.8 ms and executed in ~0.1 ms at 100,000 listings (docs/scaling.md, "Data"). Unmarked statements
 * go through unchanged; PGlite ignores the comment.
 */
const MARK = /^\/\* prepared:([a-z0-9_]+) \*\//;

export function markPrepared(name: string, text: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`a prepared statement's name is [a-z0-9_]+, not ${name}`);
  return `/* prepared:${name} */ ${text}`;
}

/** Called once for each new pool client: its query() runs marked statements by name. */
export function runMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const patched = (first: unknown, ...rest: unknown[]): unknown => {
    const name = typeof first === 'string' && Array.isArray(rest[0]) && rest.length === 1 ? MARK.exec(first)?.[1] : undefined;
    return name ? query({ name, text: first, values: rest[0] }) : query(first, ...rest);
  };
  (client as unknown as { query: typeof patched }).query = patched;
}
