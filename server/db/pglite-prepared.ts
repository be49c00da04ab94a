import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { parse as parseMessages, protocol } from '@electric-sql/pglite';
import { hasSqlState, preparedName, UNDEFINED_PREPARED_STATEMENT } from './named-statements';

/**
 * Every this many runs a statement is closed and parsed again, so its cached plan follows the tables' growth:
 * PGlite runs no autovacuum/ANALYZE that would otherwise invalidate it (the chat writer does the same,
 * server/chat/message-writer.ts).
 */
export const REPLAN_EVERY = 1_000;

const { serialize } = protocol;

/** What each PGlite instance has prepared: name → parameter type OIDs, and runs since it was parsed. */
const preparedBy = new WeakMap<PGlite, Map<string, { types: number[]; runs: number }>>();

export interface PreparedPGliteOptions {
  /**
   * Run the prepared statements with `plan_cache_mode = force_generic_plan` (set around each run, PGlite having one
   * connection): the list statements' generic plan suits every value (list-statement.ts, planOnce), but
   * PostgreSQL's automatic choice keeps planning some of them on every run (decision 170).
   */
  genericPlans: boolean;
  /** How many runs a statement keeps its parse and plan (REPLAN_EVERY). */
  replanEvery?: number;
}

/**
 * A PGlite for Kysely's PGliteDialect whose statements marked `prepared:NAME` (named-statements.ts) run as named
 * prepared statements, parsed once and planned by the plan cache, as they do on PostgreSQL: PGlite's own `query`
 * parses and plans every statement again, in WebAssembly (decision 171). It speaks the extended protocol that
 * PGlite's `query` speaks, with a statement name: Parse and Describe once, then Bind, Describe, Execute, Sync.
 * Statements inside a transaction, and unmarked ones, go through PGlite's `query` unchanged.
 */
export function withPreparedStatements(pglite: PGlite, options: PreparedPGliteOptions): PGlite {
  let prepared = preparedBy.get(pglite);
  if (!prepared) preparedBy.set(pglite, (prepared = new Map()));
  const statements = prepared;
  const replanEvery = options.replanEvery ?? REPLAN_EVERY;

  const send = (...messages: Uint8Array[]) => pglite.execProtocolStream(Buffer.concat(messages), { syncToFs: false });

  async function prepare(name: string, text: string): Promise<number[]> {
    const known = statements.get(name);
    if (known && known.runs < replanEvery) return known.types;
    if (known) {
      statements.delete(name);
      await send(serialize.close({ type: 'S', name }), serialize.sync());
    }
    const described = await send(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const types = parseMessages.parseDescribeStatementResults(described);
    statements.set(name, { types, runs: 0 });
    return types;
  }

  async function execute<T>(name: string, text: string, params: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> {
    const types = await prepare(name, text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = queryOptions?.serializers?.[types[index]!] ?? pglite.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
    statements.get(name)!.runs++;
    return parseMessages.parseResults(messages, pglite.parsers, queryOptions)[0] as Results<T>;
  }

  async function run<T>(name: string, text: string, params: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> {
    if (options.genericPlans) await send(serialize.query('set plan_cache_mode = force_generic_plan'));
    try {
      return await execute<T>(name, text, params, queryOptions);
    } catch (error) {
      // Prepared by an earlier owner of the name and dropped since (DEALLOCATE, DISCARD): parse it again, once.
      if (!hasSqlState(error, UNDEFINED_PREPARED_STATEMENT)) throw error;
      statements.delete(name);
      return await execute<T>(name, text, params, queryOptions);
    } finally {
      if (options.genericPlans) await send(serialize.query('reset plan_cache_mode'));
    }
  }

  const query = async <T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<T>> => {
    const name = preparedName(text);
    if (!name || queryOptions?.blob) return pglite.query<T>(text, params, queryOptions);
    await pglite._checkReady();
    // The same two locks as PGlite's `query`: no other statement in between, and none inside another's transaction.
    const results = await pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run<T>(name, text, params, queryOptions)));
    await pglite.syncToFs();
    return results;
  };

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      // The target as the receiver: PGlite's getters and methods read its private fields.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
