import type pg from 'pg';

/**
 * Statements marked `/* prepared:NAME *\/ …` run as node-postgres named prepared statements: parsed once per
 * connection and planned by PostgreSQL's plan cache (a generic plan after five runs) rather than parsed and planned
 * on every call. For fixed, hot lookups whose planning costs more than their execution — a listing by slug is
 * planned in ~0.8 ms and executed in ~0.1 ms at 100,000 listings (docs/scaling.md, "Data"). Unmarked statements
 * go through unchanged. On PGlite they are named prepared statements too (pglite-prepared.ts).
 */
const MARK = /^\/\* prepared:([a-z0-9_]+) \*\//;

export function markPrepared(name: string, text: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`a prepared statement's name is [a-z0-9_]+, not ${name}`);
  return `/* prepared:${name} */ ${text}`;
}

/** The name of a statement marked by markPrepared, or undefined for any other statement. */
export function preparedName(text: string): string | undefined {
  return MARK.exec(text)?.[1];
}

/** SQLSTATE 26000, invalid_sql_statement_name: the statement is not (or no longer) prepared on this connection. */
export const UNDEFINED_PREPARED_STATEMENT = '26000';

/** Whether a database error carries this SQLSTATE. */
export function hasSqlState(error: unknown, code: string): boolean {
  return error !== null && typeof error === 'object' && (error as { code?: unknown }).code === code;
}

/** Called once for each new pool client: its query() runs marked statements by name. */
export function runMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const patched = (first: unknown, ...rest: unknown[]): unknown => {
    const name = typeof first === 'string' && Array.isArray(rest[0]) && rest.length === 1 ? preparedName(first) : undefined;
    return name ? query({ name, text: first, values: rest[0] }) : query(first, ...rest);
  };
  (client as unknown as { query: typeof patched }).query = patched;
}
