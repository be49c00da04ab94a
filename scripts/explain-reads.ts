/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements behind the marketplace's hot reads, on the PostgreSQL of DATABASE_URL
 * (seeded with `npm run seed -- --scale N`): each read runs through the real route code on a kysely whose log
 * captures its SQL, which is then explained with the same parameters (docs/scaling.md, "Data").
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/explain-reads.ts [path-regex]
 */
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/schema';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('explain-reads: set DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});
const config = { ...loadConfig({ ...process.env, CLIENT_DIR: '' }), readCacheSeconds: 0, apiRateLimitPerMinute: 0, seedOnStart: false };
const { fastify } = await buildApp({ config, database: { db, engine: 'postgres', close: () => db.destroy() } });
const slug = (await db.selectFrom('listings').select('slug').where('status', '=', 'active').orderBy('id', 'desc').executeTakeFirstOrThrow()).slug;
const paths = [
  '/api/oglasi?category=vozila&page=3',
  '/api/oglasi?page=1',
  '/api/oglasi?page=40',
  '/api/oglasi?category=avtomobili&sort=price_asc&page=2',
  '/api/oglasi?location=skopski-region&sort=newest&page=2',
  '/api/oglasi?category=nedvizhnosti&location=bitola&sort=price_desc&page=1',
  '/api/oglasi/search?q=golf',
  '/api/oglasi/search?q=%D0%B3%D0%BE%D0%BB%D0%BE',
  '/api/oglasi/search?q=stan%20centar',
  `/api/oglasi/listing/${slug}`,
  '/api/categories',
  '/api/stats/home',
];
const only = process.argv[2] ? new RegExp(process.argv[2]) : undefined;
for (const path of paths.filter((p) => !only || only.test(p))) {
  captured.length = 0;
  const started = performance.now();
  const response = await fastify.inject({ method: 'GET', url: path });
  console.log(`\n=== GET ${path} → ${response.statusCode} in ${(performance.now() - started).toFixed(1)} ms, ${captured.length} statements`);
  for (const query of captured.filter((q) => !/^\s*explain/i.test(q.sql))) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${query.sql}`, query.parameters as unknown[]);
    console.log(`--- ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
    for (const row of rows) console.log(row['QUERY PLAN']);
  }
}
await fastify.close();
await db.destroy();
