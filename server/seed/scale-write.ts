import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Bulk writing for the generated marketplace: ids taken from a table's sequence by the seed itself (so slugs and foreign
 * keys are known before the insert), rows written as multi-row INSERTs of `batchSize` rows.
 */

/** The next id of `table`'s serial id (taken from its sequence). Only the seed writes meanwhile. */
export async function nextId(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ id: string | number | bigint }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`.execute(db);
  return Number(rows[0]?.id);
}

/** After the seed has used ids up to next − 1 itself: the sequence continues at `next`. */
export async function setNextId(db: Kysely<Database>, table: keyof Database, next: number): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${next}, false)`.execute(db);
}

/** PostgreSQL takes at most 65,535 parameters a statement: a batch is cut to fit. */
const MAX_PARAMETERS = 60_000;

export async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[], batchSize: number): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / Math.max(1, columns))));
  for (let start = 0; start < rows.length; start += size) {
    // The table is a type parameter here, which kysely's overloads cannot narrow; the rows are typed by the caller.
    await db.insertInto(table).values(rows.slice(start, start + size) as never).execute();
  }
}

/** Elapsed seconds since `started`, one decimal. */
export function since(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
