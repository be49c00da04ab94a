import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { runMarkedStatementsPrepared } from './named-statements';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * On PostgreSQL, a few connections whose prepared statements always run their generic plan
   * (`plan_cache_mode = force_generic_plan`), for the list statements whose one plan suits every value
   * (list-statement.ts, planOnce): PostgreSQL's automatic choice keeps planning some of them on every run —
   * a subcategory in a town, 30 runs, 30 custom plans — because their generic plan's estimate is above the average
   * custom one, though it runs as fast (docs/scaling.md "Budgets", eleventh session; decision 170). On PGlite, the
   * same instance with that mode set around each of those statements (pglite-prepared.ts, decision 171).
   */
  planned?: Kysely<Database>;
  /** 'pglite' (embedded, the newcomer's default) or 'postgres' (DATABASE_URL). */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** The generic-plan connections of a process, beside its 10 others: a list statement's execution takes ~1 ms. */
const PLANNED_CONNECTIONS = 4;

/** One SQL dialect from a laptop to production (docs/architecture.md#the-reference-server): PGlite by default, PostgreSQL with DATABASE_URL. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    // min = max: a connection once opened stays open. Below `min` pg-pool arms no idle timer, so a query's release
    // and the next acquire no longer set and clear a 10 s timeout each (~2% of a listing page's CPU: docs/scaling.md,
    // "Fifth round"); the price is 10 idle connections per process kept open until close().
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, min: 10 });
    pool.on('connect', runMarkedStatementsPrepared);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    const plannedPool = new pg.Pool({ connectionString: options.databaseUrl, max: PLANNED_CONNECTIONS, min: PLANNED_CONNECTIONS, options: '-c plan_cache_mode=force_generic_plan' });
    plannedPool.on('connect', runMarkedStatementsPrepared);
    const planned = new Kysely<Database>({ dialect: new PostgresDialect({ pool: plannedPool }) });
    return { db, planned, engine: 'postgres', close: async () => void (await Promise.all([db.destroy(), planned.destroy()])) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { withPreparedStatements } = await import('./pglite-prepared');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : options.dataDir, { extensions: { pg_trgm, unaccent } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite, { genericPlans: false }) }) });
  await migrateToLatest(db);
  const planned = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite, { genericPlans: true }) }) });
  // One after the other: both close the same instance, the second finding it closed.
  const close = async () => {
    await planned.destroy();
    await db.destroy();
  };
  return { db, planned, engine: 'pglite', close };
}

/** The database's own answer, for /api/health. */
export async function databaseHealth(db: Kysely<Database>): Promise<{ now: string; version: string }> {
  const { rows } = await sql<{ now: Date; version: string }>`select now() as now, version() as version`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('database returned no row');
  return { now: new Date(row.now).toISOString(), version: row.version };
}
