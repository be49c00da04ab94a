import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { runMarkedStatementsPrepared } from './named-statements';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** 'pglite' (embedded, the newcomer's default) or 'postgres' (DATABASE_URL). */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * Settings of every connection. The search's typo branch (`phrase <<% search_latin`, find-listings.ts) matches at
 * strict_word_similarity >= 0.4 (pg_trgm's default is 0.5): one wrong letter in a 4–6 letter word passes.
 */
export const SESSION_SETTINGS = 'set pg_trgm.strict_word_similarity_threshold = 0.4';

/** One SQL dialect from a laptop to production (DESIGN.md §5): PGlite by default, PostgreSQL with DATABASE_URL. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('connect', runMarkedStatementsPrepared);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool, onCreateConnection: (connection) => connection.executeQuery(CompiledQuery.raw(SESSION_SETTINGS)).then(() => undefined) }),
    });
    await migrateToLatest(db);
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : options.dataDir, { extensions: { pg_trgm, unaccent } });
  await pglite.exec(SESSION_SETTINGS);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  return { db, engine: 'pglite', close: () => db.destroy() };
}

/** The database's own answer, for /api/health. */
export async function databaseHealth(db: Kysely<Database>): Promise<{ now: string; version: string }> {
  const { rows } = await sql<{ now: Date; version: string }>`select now() as now, version() as version`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('database returned no row');
  return { now: new Date(row.now).toISOString(), version: row.version };
}
