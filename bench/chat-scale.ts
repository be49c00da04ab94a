/**
 * bench/chat-scale: issue 25's chat budget — a user's conversation list with 500 conversations and a thread of
 * 10,000 messages, first page < 20 ms of server time — on the generated marketplace (npm run seed -- --scale N).
 * It adds (once; found again by e-mail on later runs) a buyer with 500 conversations about other people's listings,
 * one of them 10,000 messages long and some unread, then times the reads the chat socket makes:
 * - the conversation list (latest_conversations / `_lc`, 100 conversations: chat options' maxConversations);
 * - opening the long thread (`join`: its conversation view and the newest page of 20 messages, in parallel);
 * - paging back through it (`load_more_messages`) at offsets 1,000 and 9,980.
 * Server time is the wall time of the same functions the socket handlers call, one at a time (no queueing).
 *
 *   DATABASE_URL=postgres://… npx tsx bench/chat-scale.ts [--runs 50] [--explain]
 *   npx tsx bench/chat-scale.ts --data-dir DIR    # PGlite (e.g. the one bench/server-scale.ts seeded)
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { conversationViews, latestConversations } from '../server/chat/conversation-list';
import { messagePage } from '../server/chat/messages';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    explain: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'oglasi-bench-scale-20000', 'pgdata') },
  },
  strict: true,
});
const CONVERSATIONS = 500;
const THREAD = 10_000;
const BUDGET_MS = 20;
const EMAIL = 'chat-bench@oglasi.test';

const database = await openDatabase({ dataDir: args['data-dir'], databaseUrl: process.env.DATABASE_URL });
const { db } = database;

/** The bench's buyer, its conversations and the long thread: created on the first run. */
async function prepare(): Promise<{ userId: number; threadId: number }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', EMAIL).executeTakeFirst();
  if (existing) {
    const thread = await sql<{ id: number }>`
      select c.id from conversations c where c.buyer_id = ${existing.id}
      order by (select count(*) from messages m where m.conversation_id = c.id) desc limit 1`.execute(db);
    return { userId: existing.id, threadId: thread.rows[0]?.id ?? 0 };
  }
  const started = performance.now();
  const user = await db
    .insertInto('users')
    .values({ email: EMAIL, full_name: 'Chat Bench', email_verified_at: new Date(), terms_accepted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // 500 active listings of 500 different sellers, the newest of each: one conversation about each.
  const conversations = await sql<{ id: number; seller_id: number }>`
    insert into conversations (kind, entity_id, buyer_id, seller_id, last_message, last_message_at, last_sender_id, created_at)
    select 'listing', l.id, ${user.id}, l.user_id, 'Дали е уште достапно?', now() - (n * interval '17 minutes'), l.user_id, now() - (n * interval '17 minutes') - interval '1 day'
    from (
      select distinct on (l.user_id) l.id, l.user_id, row_number() over () as n
      from listings l join users u on u.id = l.user_id
      where l.status = 'active' and not u.banned and l.user_id <> ${user.id}
      order by l.user_id, l.id desc limit ${CONVERSATIONS}
    ) as l
    returning id, seller_id`.execute(db);
  const ids = conversations.rows;
  // The buyer's side (every 7th unread) and the seller's.
  await sql`
    insert into conversation_participants (conversation_id, user_id, unread_count)
    select c.id, ${user.id}, case when c.id % 7 = 0 then 2 else 0 end from conversations c where c.buyer_id = ${user.id}
    union all
    select c.id, c.seller_id, 0 from conversations c where c.buyer_id = ${user.id}`.execute(db);
  const thread = ids[0];
  if (!thread) throw new Error('chat-scale: no listings to talk about (seed first: npm run seed -- --scale N)');
  // The long thread: 10,000 messages over the last 100 days, both ways.
  await sql`
    insert into messages (conversation_id, sender_id, recipient_id, body, temp_id, created_at)
    select ${thread.id}, case when i % 2 = 0 then ${user.id}::int else ${thread.seller_id}::int end, case when i % 2 = 0 then ${thread.seller_id}::int else ${user.id}::int end,
      'Порака број ' || i || ': дали може да се види утре попладне?', 'bench-' || i, now() - ((${THREAD} - i) * interval '14 minutes')
    from generate_series(1, ${THREAD}) as i`.execute(db);
  await sql`vacuum analyze conversations`.execute(db);
  await sql`vacuum analyze conversation_participants`.execute(db);
  await sql`vacuum analyze messages`.execute(db);
  console.log(`chat-scale: a buyer with ${ids.length} conversations and a thread of ${THREAD} messages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { userId: user.id, threadId: thread.id };
}

async function time(name: string, runs: number, read: () => Promise<unknown>): Promise<boolean> {
  for (let i = 0; i < 5; i += 1) await read(); // warm: connections, plans, code
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await read();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0).toFixed(2);
  const met = Number(at(0.5)) < BUDGET_MS;
  console.log(`${name.padEnd(52)} median ${at(0.5).padStart(7)} ms   p90 ${at(0.9).padStart(7)} ms   max ${at(1).padStart(7)} ms   ${met ? 'met' : 'MISSED'} (< ${BUDGET_MS} ms)`);
  return met;
}

const { userId, threadId } = await prepare();
const counts = await sql<{ conversations: number; messages: number; all_messages: string }>`
  select (select count(*)::int from conversation_participants where user_id = ${userId}) as conversations,
         (select count(*)::int from messages where conversation_id = ${threadId}) as messages,
         (select count(*) from messages) as all_messages`.execute(db);
const c = counts.rows[0];
console.log(`chat-scale: ${database.engine}, ${c?.all_messages} messages in all; the buyer has ${c?.conversations} conversations, the thread ${c?.messages} messages; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
const runs = Number(args.runs);
const options = { limit: 100, supportEmail: loadConfig({ ...process.env, CLIENT_DIR: '' }).supportEmail, now: Date.now };
const results = [
  await time('conversation list (first 100 of 500)', runs, () => latestConversations(db, userId, options)),
  await time('open the 10,000-message thread (view + newest 20)', runs, () =>
    Promise.all([conversationViews(db, userId, { limit: 1, conversationId: threadId }), messagePage(db, threadId, 0, 20)]),
  ),
  await time('load more at offset 1,000', runs, () => messagePage(db, threadId, 1_000, 20)),
  await time('load more at offset 9,980 (the oldest page)', runs, () => messagePage(db, threadId, 9_980, 20)),
];
if (args.explain && database.engine === 'postgres') {
  for (const [name, query] of [
    ['conversation list', sql`explain (analyze, buffers, costs off) ${conversationListSql(userId)}`],
    ['newest page of the thread', sql`explain (analyze, buffers, costs off) select id from messages where conversation_id = ${threadId} order by id desc limit 21`],
  ] as const) {
    const { rows } = await query.execute(db);
    console.log(`--- ${name}`);
    for (const row of rows as Array<Record<string, string>>) console.log(Object.values(row)[0]);
  }
}
await database.close();
if (results.includes(false) && process.env.BENCH_STRICT === '1') process.exit(1);

function conversationListSql(user: number) {
  return sql`select c.id from conversation_participants me join conversations c on c.id = me.conversation_id
    join conversation_participants other on other.conversation_id = c.id and other.user_id <> me.user_id
    join users u on u.id = other.user_id left join listings l on l.id = c.entity_id
    where me.user_id = ${user}
    order by c.kind = 'support' desc, me.unread_count > 0 desc, coalesce(c.last_message_at, c.created_at) desc, c.id desc limit 100`;
}
