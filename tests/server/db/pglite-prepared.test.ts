import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPrepared } from '../../../server/db/named-statements';
import { withPreparedStatements } from '../../../server/db/pglite-prepared';

/**
 * PGlite runs the statements marked `prepared:NAME` as named prepared statements (server/db/pglite-prepared.ts,
 * decision 171), as PostgreSQL's pool does: parsed once, planned by the plan cache, the answer the same as PGlite's
 * own `query` gives.
 */
describe('PGlite with named prepared statements', () => {
  let pglite: PGlite;

  const byPrice = markPrepared('test_by_price', `select id, title, price, tags, published_at, details from items where price >= $1 and ($2::text[] is null or tags && $2) order by id`);
  const byId = markPrepared('test_by_id', 'select id, title from items where id = $1');

  const statement = async (name: string) =>
    (await pglite.query<{ generic: number; custom: number }>(`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = $1`, [name])).rows[0];
  const mode = async () => (await pglite.query<{ mode: string }>(`select current_setting('plan_cache_mode') as mode`)).rows[0]?.mode;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      create table items (id int primary key, title text not null, price int, tags text[], published_at timestamptz, details jsonb);
      insert into items select g, 'Голф ' || g, g * 100, array['a' || (g % 3)], timestamptz '2026-11-01 10:00:00+00' + make_interval(days => g), jsonb_build_object('km', g * 1000)
      from generate_series(1, 50) as g;`);
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('answers a marked statement as PGlite does, types parsed alike, and keeps it prepared under its name', async () => {
    const prepared = withPreparedStatements(pglite, { genericPlans: false });
    for (const values of [[4_500, null], [4_500, ['a1']], [0, ['a2', 'a0']]]) {
      const named = await prepared.query(byPrice, values);
      const plain = await pglite.query(byPrice.replace(/^\/\*.*?\*\/ /, ''), values);
      expect(named.rows).toEqual(plain.rows);
      expect(named.fields).toEqual(plain.fields);
    }
    const first = (await prepared.query<{ id: number; published_at: Date; details: { km: number }; tags: string[] }>(byPrice, [4_900, null])).rows[0];
    expect(first).toEqual({ id: 49, title: 'Голф 49', price: 4_900, tags: ['a1'], published_at: new Date('2026-12-20T10:00:00Z'), details: { km: 49_000 } });
    const runs = await statement('test_by_price');
    expect(runs!.generic + runs!.custom).toBe(4);
    // Unmarked statements are PGlite's own: nothing prepared under a name.
    await prepared.query('select 1 as one');
    const names = (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);
    expect(names).toEqual(['test_by_price']);
  });

  it('takes the generic plan on every run when asked, and leaves the session in automatic mode, also after an error', async () => {
    const planned = withPreparedStatements(pglite, { genericPlans: true });
    for (let price = 100; price <= 800; price += 100) await planned.query(byId, [price / 100]);
    expect(await statement('test_by_id')).toEqual({ generic: 8, custom: 0 });
    expect(await mode()).toBe('auto');
    await expect(planned.query(byId, ['12x'])).rejects.toMatchObject({ code: '22P02' });
    expect(await mode()).toBe('auto');
    expect((await planned.query(byId, [3])).rows).toEqual([{ id: 3, title: 'Голф 3' }]);
  });

  it('prepares a statement again when it was dropped behind its back, and after replanEvery runs', async () => {
    const prepared = withPreparedStatements(pglite, { genericPlans: false, replanEvery: 3 });
    await prepared.query(byId, [1]);
    await pglite.exec('deallocate all');
    expect((await prepared.query(byId, [2])).rows).toEqual([{ id: 2, title: 'Голф 2' }]);
    await prepared.query(byId, [3]);
    await prepared.query(byId, [4]);
    const before = await pglite.query<{ at: Date }>(`select prepare_time as at from pg_prepared_statements where name = 'test_by_id'`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await prepared.query(byId, [5])).rows).toEqual([{ id: 5, title: 'Голф 5' }]);
    const after = await pglite.query<{ at: Date }>(`select prepare_time as at from pg_prepared_statements where name = 'test_by_id'`);
    expect(after.rows[0]!.at.getTime()).toBeGreaterThan(before.rows[0]!.at.getTime());
  });

  it('keeps concurrent statements apart: each marked and unmarked statement gets its own answer', async () => {
    const prepared = withPreparedStatements(pglite, { genericPlans: false });
    const planned = withPreparedStatements(pglite, { genericPlans: true });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, k) => {
        const id = (k % 50) + 1;
        if (k % 3 === 0) return prepared.query<{ id: number }>(byId, [id]);
        if (k % 3 === 1) return planned.query<{ id: number }>(byId, [id]);
        return pglite.query<{ id: number }>('select id, title from items where id = $1', [id]);
      }),
    );
    answers.forEach((answer, k) => expect(answer.rows).toEqual([{ id: (k % 50) + 1, title: `Голф ${(k % 50) + 1}` }]));
    expect(await mode()).toBe('auto');
  });

  it('runs a marked statement inside a Kysely transaction through that transaction', async () => {
    const db = new Kysely<{ items: { id: number; title: string } }>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite, { genericPlans: false }) }) });
    const seen = await db.transaction().execute(async (trx) => {
      await sql`update items set title = 'Пасат' where id = 7`.execute(trx);
      return (await trx.executeQuery<{ id: number; title: string }>(CompiledQuery.raw(byId, [7]))).rows;
    });
    expect(seen).toEqual([{ id: 7, title: 'Пасат' }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update items set title = 'Поло' where id = 7`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await withPreparedStatements(pglite, { genericPlans: false }).query(byId, [7])).rows).toEqual([{ id: 7, title: 'Пасат' }]);
  });
});
