import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MessageWriter } from '../../../server/chat/message-writer';
import { escapeStringLiteral, intArrayLiteral, textArrayLiteral } from '../../../server/chat/sql-literals';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { sellerAndBuyer, startChatApp, startConversation, type TestUser } from './chat-helpers';

/** Texts that would break a literal quoted carelessly: quotes, backslashes, array syntax, NULL, placeholders. */
const TRICKY = [
  "it's",
  "''",
  'back\\slash',
  '\\\\',
  'trailing\\',
  '"quoted"',
  '\\"',
  '{a,b}',
  'a,b',
  'NULL',
  'null',
  ' padded ',
  '$1 $$ $tag$',
  "E'x'",
  '\\x41\\n',
  "'); drop table messages; --",
  'ред\nнов ред\tтаб',
  'емоџи 😀 ✓',
];

describe('chat message writer: prepared statement, literals, group commit', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let conversationId: number;

  beforeAll(async () => {
    // One server for the file, and ids restart with every reset: without limits, so that each test's first
    // message (from the "same" buyer id, moments after the previous test's) is not refused as TOO_FAST.
    app = await startChatApp({ minIntervalMs: 0, rateLimitMessages: 10_000 });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await resetDatabase(app.database);
    let listingId: number;
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Велосипед'));
    conversationId = await startConversation(app, buyer, listingId, 'Почеток');
  });

  const message = (body: string, tempId: string) => ({ conversationId, senderId: buyer.id, recipientId: seller.id, body, tempId });

  it('turns every value into a literal that reads back exactly', async () => {
    const { rows } = await sql<{ texts: string[]; one: string; ints: number[] }>`
      select ${sql.raw(textArrayLiteral(TRICKY))} as texts, ${sql.raw(escapeStringLiteral(TRICKY.join('|')))} as one,
             ${sql.raw(intArrayLiteral([1, -2, 2_147_483_647]))} as ints`.execute(app.database.db);
    expect(rows[0]).toEqual({ texts: TRICKY, one: TRICKY.join('|'), ints: [1, -2, 2_147_483_647] });
    expect(() => intArrayLiteral([1, 1.5])).toThrow(TypeError);
    expect(() => intArrayLiteral([Number.NaN])).toThrow(TypeError);
  });

  it('stores bodies and temp_ids exactly as given, each answered with its own row', async () => {
    const writer = new MessageWriter(app.database.db, { lingerMs: 0 });
    const results = await Promise.all(TRICKY.map((text, i) => writer.write(message(text, `${text}#${i}`))));
    expect(results.map((r) => [r.stored.body, r.stored.temp_id, r.duplicate])).toEqual(TRICKY.map((text, i) => [text, `${text}#${i}`, false]));
    const stored = await app.database.db
      .selectFrom('messages')
      .select(['body', 'temp_id'])
      .where('sender_id', '=', buyer.id)
      .where('temp_id', 'like', '%#%')
      .orderBy('id')
      .execute();
    expect(stored).toEqual(TRICKY.map((text, i) => ({ body: text, temp_id: `${text}#${i}` })));
    // One statement for the whole burst; the recipient's counter and summary include all of it.
    expect(writer.statements).toBe(1);
    expect(results.at(-1)?.recipientUnread?.total_unread_count).toBe(TRICKY.length + 1);
  });

  it('prepares the statement on a connection that does not have it, and runs it on a generic plan', async () => {
    await app.database.db.connection().execute(async (connection) => {
      // Only the write statement: `deallocate all` would also drop the named statements node-postgres believes this
      // pooled connection still holds (a listing by slug…), and every later test on it would fail with 26000.
      await sql`deallocate oglasi_chat_write_v2`.execute(connection).catch((error: { code?: string }) => {
        if (error.code !== '26000') throw error;
      });
      const writer = new MessageWriter(connection, { lingerMs: 0 });
      const first = await writer.write(message('после deallocate', 'fresh-1'));
      const second = await writer.write(message('и уште една', 'fresh-2'));
      expect([first.duplicate, second.duplicate]).toEqual([false, false]);
      expect(second.stored.id).toBeGreaterThan(first.stored.id);
      // After five custom plans PostgreSQL settles on the generic one: no planning per batch from then on.
      for (let i = 3; i <= 8; i += 1) await writer.write(message(`број ${i}`, `fresh-${i}`));
      const { rows } = await sql<{ generic_plans: string | number }>`
        select generic_plans from pg_prepared_statements where name = 'oglasi_chat_write_v2'`.execute(connection);
      expect(Number(rows[0]?.generic_plans)).toBeGreaterThan(0);
    });
  });

  it('prepares the statement again every replanEvery statements, so its plan follows the tables', async () => {
    await app.database.db.connection().execute(async (connection) => {
      const writer = new MessageWriter(connection, { lingerMs: 0, replanEvery: 4 });
      const plans = async () => {
        const { rows } = await sql<{ generic_plans: string | number; custom_plans: string | number }>`
          select generic_plans, custom_plans from pg_prepared_statements where name = 'oglasi_chat_write_v2'`.execute(connection);
        return Number(rows[0]?.generic_plans) + Number(rows[0]?.custom_plans);
      };
      for (let i = 1; i <= 3; i += 1) await writer.write(message(`пред ${i}`, `replan-${i}`));
      const before = await plans();
      await writer.write(message('четврта', 'replan-4'));
      // Statement 4 dropped the prepared statement and made it anew: its counters start again at one run.
      expect(before).toBeGreaterThanOrEqual(3);
      expect(await plans()).toBe(1);
    });
  });

  it('confirms a temp_id stored earlier with the stored row and writes nothing', async () => {
    const writer = new MessageWriter(app.database.db, { lingerMs: 0 });
    const original = await writer.write(message('еднаш', 'once'));
    const again = await new MessageWriter(app.database.db, { lingerMs: 0 }).write(message('еднаш', 'once'));
    expect(again).toEqual({ stored: original.stored, duplicate: true });
  });

  it("refuses, in the batch's own statement, only the messages whose recipient blocked their sender — a late resend of one stored before the block too — and stores the rest", async () => {
    const writer = new MessageWriter(app.database.db, { lingerMs: 0 });
    const before = await writer.write({ ...message('пред блокирањето', 'before-block'), unlessBlocked: true });
    await app.database.db.insertInto('chat_blocks').values({ blocker_id: seller.id, blocked_id: buyer.id }).execute();
    const statementsBefore = writer.statements;
    const [toBlocker, resend, fromBlocker, notAsked] = await Promise.allSettled([
      writer.write({ ...message('по блокирањето', 'after-block'), unlessBlocked: true }),
      writer.write({ ...message('пред блокирањето', 'before-block'), unlessBlocked: true }),
      // The one who blocked may still write; a write not asked to check (support's) is stored.
      writer.write({ conversationId, senderId: seller.id, recipientId: buyer.id, body: 'од продавачот', tempId: 'from-blocker', unlessBlocked: true }),
      writer.write(message('без проверка', 'not-asked')),
    ]);
    expect(writer.statements).toBe(statementsBefore + 1);
    for (const refused of [toBlocker, resend]) {
      expect(refused.status).toBe('rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'RECIPIENT_UNAVAILABLE' });
    }
    expect(fromBlocker).toMatchObject({ status: 'fulfilled', value: { duplicate: false, stored: { body: 'од продавачот' } } });
    expect(notAsked).toMatchObject({ status: 'fulfilled', value: { duplicate: false, stored: { body: 'без проверка' } } });
    const bodies = await app.database.db.selectFrom('messages').select('body').where('conversation_id', '=', conversationId).orderBy('id').execute();
    expect(bodies.map((row) => row.body)).toEqual(['Почеток', before.stored.body, 'од продавачот', 'без проверка']);
  });

  it('lingers for company only while messages keep coming', async () => {
    let clock = 0;
    const writer = new MessageWriter(app.database.db, { lingerMs: 1_000, now: () => clock });
    const later = (write: () => Promise<unknown>) => new Promise((resolve) => setTimeout(() => resolve(write()), 5));
    // Idle: the first write starts at once, so one sent 5 ms later needs a statement of its own.
    const a = writer.write(message('a', 'linger-a'));
    const b = later(() => writer.write(message('b', 'linger-b')));
    await Promise.all([a, b]);
    expect(writer.statements).toBe(2);
    // Busy (the last statement started 10 ms ago): the write waits, and one sent 5 ms later shares its statement.
    clock = 10;
    const c = writer.write(message('c', 'linger-c'));
    const d = later(() => writer.write(message('d', 'linger-d')));
    await Promise.all([c, d]);
    expect(writer.statements).toBe(3);
    expect(writer.messages).toBe(4);
  });
});
