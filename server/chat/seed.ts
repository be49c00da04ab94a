import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { supportUserId } from './conversations';

/**
 * Demo conversations: the buyer kupuvac@primer.mk and the seller prodavac@primer.mk talk about two
 * of her listings — one conversation long enough (320 messages over ten days) to exercise 'load more' and
 * day groups — and the buyer has a support conversation. Unread state is realistic: the buyer has unread
 * replies, the seller one unread question. Deterministic and idempotent (does nothing when the buyer and
 * seller already have a conversation). Run after the marketplace seed (needs the accounts and listings).
 */
export interface SeedChatOptions {
  supportEmail?: string;
  buyerEmail?: string;
  sellerEmail?: string;
  now?: Date;
}

export interface SeedChatResult {
  conversations: number;
  messages: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const BUYER_LINES = [
  'Здраво, дали огласот е сè уште активен?',
  'Дали цената е фиксна или може договор?',
  'Во каква состојба е, има ли некакви оштетувања?',
  'Може ли да ми испратите уште неколку слики?',
  'Каде се наоѓате? Јас сум од Битола.',
  'Дали има гаранција или сметка?',
  'Може ли да дојдам да го видам викендов?',
  'Колку време го користевте?',
  'Дали испраќате со брза пошта?',
  'Добро, ќе размислам и ќе ви се јавам.',
  'Сабота во 11 часот ви одговара?',
  'Може ли плаќање при подигнување?',
];

const SELLER_LINES = [
  'Здраво! Да, сè уште е достапен.',
  'Цената е малку флексибилна, за брза продажба.',
  'Во одлична состојба е, без оштетувања.',
  'Секако, ќе ви испратам слики вечерва.',
  'Јас сум во Скопје, Центар.',
  'Има сметка, гаранцијата истече пред два месеци.',
  'Викендов сум дома, јавете се претходно.',
  'Околу една година, многу внимателно.',
  'Да, испраќам со карго, плаќа купувачот.',
  'Во ред, слободно пишете ако имате прашања.',
  'Да, сабота во 11 е во ред.',
  'Може, плаќање во готово при подигнување.',
];

interface Line {
  from: number;
  to: number;
  body: string;
  at: Date;
}

/** A back-and-forth of `count` messages ending at `end`, a few per evening over the days before it. */
function dialogue(buyerId: number, sellerId: number, count: number, end: Date, days: number): Line[] {
  const lines: Line[] = [];
  const perDay = Math.ceil(count / days);
  for (let i = 0; i < count; i += 1) {
    const day = Math.floor(i / perDay);
    const inDay = i % perDay;
    const at = new Date(end.getTime() - (days - 1 - day) * DAY - (perDay - inDay) * 3 * MINUTE);
    const buyerTurn = i % 2 === 0;
    const pool = buyerTurn ? BUYER_LINES : SELLER_LINES;
    const base = pool[Math.floor(i / 2) % pool.length] as string;
    // Later rounds vary the wording a little so the thread does not look copy-pasted.
    const round = Math.floor(i / (pool.length * 2));
    const body = round === 0 ? base : `${base} (${round + 1})`;
    lines.push(buyerTurn ? { from: buyerId, to: sellerId, body, at } : { from: sellerId, to: buyerId, body, at });
  }
  return lines;
}

async function insertConversation(
  db: Kysely<Database>,
  kind: 'listing' | 'support',
  entityId: number | null,
  buyerId: number,
  sellerId: number,
  lines: Line[],
  unread: { buyer: number; seller: number },
  prefix: string,
): Promise<number> {
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (!first || !last) throw new Error('a seeded conversation needs messages');
  const conversation = await db
    .insertInto('conversations')
    .values({
      kind,
      entity_id: entityId,
      buyer_id: buyerId,
      seller_id: sellerId,
      last_message: last.body,
      last_message_at: last.at,
      last_sender_id: last.from,
      created_at: new Date(first.at.getTime() - MINUTE),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = lines.map((line, index) => ({
    conversation_id: conversation.id,
    sender_id: line.from,
    recipient_id: line.to,
    body: line.body,
    temp_id: `seed-${prefix}-${index}`,
    created_at: line.at,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await db.insertInto('messages').values(rows.slice(start, start + 200)).execute();
  }
  const lastId = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversation.id)
    .executeTakeFirstOrThrow();
  const readUpTo = Number(lastId.id ?? 0);
  await db
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversation.id, user_id: buyerId, unread_count: unread.buyer, last_read_message_id: readUpTo - unread.buyer },
      { conversation_id: conversation.id, user_id: sellerId, unread_count: unread.seller, last_read_message_id: readUpTo - unread.seller },
    ])
    .execute();
  return conversation.id;
}

export async function seedChat(db: Kysely<Database>, options: SeedChatOptions = {}): Promise<SeedChatResult> {
  const now = options.now ?? new Date();
  const byEmail = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
  const buyerId = await byEmail(options.buyerEmail ?? 'kupuvac@primer.mk');
  const sellerId = await byEmail(options.sellerEmail ?? 'prodavac@primer.mk');
  if (buyerId === undefined || sellerId === undefined) return { conversations: 0, messages: 0 };
  const existing = await db.selectFrom('conversations').select('id').where('buyer_id', '=', buyerId).where('seller_id', '=', sellerId).executeTakeFirst();
  if (existing) return { conversations: 0, messages: 0 };

  const listings = await db
    .selectFrom('listings')
    .select('id')
    .where('user_id', '=', sellerId)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(2)
    .execute();
  let conversations = 0;
  let messages = 0;
  const [long, short] = listings;
  if (long) {
    // Ends with a reply of the seller the buyer has not read yet.
    const lines = dialogue(buyerId, sellerId, 320, new Date(now.getTime() - 2 * 60 * MINUTE), 10);
    await insertConversation(db, 'listing', long.id, buyerId, sellerId, lines, { buyer: 1, seller: 0 }, `long-${long.id}`);
    conversations += 1;
    messages += lines.length;
  }
  if (short) {
    // Ends with the buyer's question, unread by the seller.
    const lines = dialogue(buyerId, sellerId, 5, new Date(now.getTime() - 30 * MINUTE), 1);
    await insertConversation(db, 'listing', short.id, buyerId, sellerId, lines, { buyer: 0, seller: 1 }, `short-${short.id}`);
    conversations += 1;
    messages += lines.length;
  }
  const supportId = await supportUserId(db, options.supportEmail ?? 'poddrska@primer.mk');
  if (supportId !== null && supportId !== buyerId) {
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
    const lines: Line[] = [
      { from: buyerId, to: supportId, body: 'Здраво, како да го верификувам профилот?', at: at(26 * 60) },
      { from: supportId, to: buyerId, body: 'Здраво Марко! Отворете „Мој профил“ → „Верификувај профил“ и прикачете лична карта од двете страни.', at: at(25 * 60) },
      { from: buyerId, to: supportId, body: 'Благодарам, го испратив барањето.', at: at(24 * 60) },
      { from: supportId, to: buyerId, body: 'Барањето е примено. Ќе добиете известување штом ќе биде обработено.', at: at(90) },
    ];
    await insertConversation(db, 'support', null, buyerId, supportId, lines, { buyer: 1, seller: 0 }, 'support');
    conversations += 1;
    messages += lines.length;
  }
  return { conversations, messages };
}

/** The same, in the shape of the marketplace seed's extensions (server/seed/extensions.ts). */
export function chatSeedExtension(options: Omit<SeedChatOptions, 'buyerEmail' | 'sellerEmail'> = {}) {
  return async (database: DatabaseHandle): Promise<void> => {
    await seedChat(database.db, options);
  };
}
