import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isSupportPlaceholder } from '../../core/chat/ids';
import { ChatError } from './errors';

/** A conversation as seen by one of its participants. */
export interface Membership {
  id: number;
  kind: 'listing' | 'support';
  entityId: number | null;
  /** The listing's title, for new_message_preview. */
  entityName: string | null;
  partnerId: number;
  /** True when this call created it (its first message): the parties are sent the whole conversation. */
  created?: boolean;
}

/** What a client may name a conversation by: its id, or the user's support placeholder ('support-…'). */
export type ConversationRef = { type: 'id'; id: number } | { type: 'support' };

const MAX_INT4 = 2_147_483_647;

/**
 * Parses a client's conversation id. Numbers (or digit strings) outside the database's range and any other
 * string name no conversation the user is in, so they answer CONVERSATION_NOT_FOUND like every other miss.
 */
export function parseConversationRef(value: number | string): ConversationRef {
  if (isSupportPlaceholder(value)) return { type: 'support' };
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_INT4) throw new ChatError('CONVERSATION_NOT_FOUND');
  return { type: 'id', id };
}

/** The conversation if the user takes part in it; null otherwise (never says which). */
export async function findMembership(db: Kysely<Database>, conversationId: number, userId: number): Promise<Membership | null> {
  const row = await db
    .selectFrom('conversation_participants as me')
    .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
    .leftJoin('listings as l', 'l.id', 'c.entity_id')
    .select(['c.id', 'c.kind', 'c.entity_id', 'c.buyer_id', 'c.seller_id', 'l.title'])
    .where('me.conversation_id', '=', conversationId)
    .where('me.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const partnerId = row.buyer_id === userId ? row.seller_id : row.buyer_id;
  return { id: row.id, kind: row.kind, entityId: row.entity_id, entityName: row.title, partnerId };
}

/**
 * The support account's id: the user with the configured address (docs/product/trust.md), else the first user with role
 * 'support'; null when there is none (then support conversations answer SUPPORT_UNAVAILABLE).
 */
export async function supportUserId(db: Kysely<Database>, supportEmail: string): Promise<number | null> {
  // Two indexed lookups (the e-mail's unique index, migration 0052's partial index of support accounts) rather than
  // one `email = … or role = 'support'`, which read every user (2.5 ms at 10,000 users, on every conversation list).
  const byEmail = await db.selectFrom('users').select('id').where('email', '=', supportEmail.trim().toLowerCase()).executeTakeFirst();
  if (byEmail) return byEmail.id;
  const byRole = await db.selectFrom('users').select('id').where('role', '=', 'support').orderBy('id').limit(1).executeTakeFirst();
  return byRole?.id ?? null;
}

/** The user's support conversation if it exists yet. */
export async function findSupportConversation(db: Kysely<Database>, userId: number): Promise<Membership | null> {
  const row = await db
    .selectFrom('conversations')
    .select(['id', 'seller_id'])
    .where('kind', '=', 'support')
    .where('buyer_id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, kind: 'support', entityId: null, entityName: null, partnerId: row.seller_id } : null;
}

/**
 * Resolves a reference for an action that only reads or signals (join, typing, read, load more): a missing
 * support conversation resolves to null (the placeholder has nothing yet); anything else the user is not
 * part of is CONVERSATION_NOT_FOUND.
 */
export async function resolveExisting(db: Kysely<Database>, ref: ConversationRef, userId: number): Promise<Membership | null> {
  if (ref.type === 'support') return findSupportConversation(db, userId);
  const membership = await findMembership(db, ref.id, userId);
  if (!membership) throw new ChatError('CONVERSATION_NOT_FOUND');
  return membership;
}

/**
 * Finds or creates a conversation with both participants. Concurrent creators meet on the partial unique
 * indexes: the loser's insert does nothing and it reads the winner's row.
 */
async function findOrCreate(
  db: Kysely<Database>,
  values: { kind: 'listing' | 'support'; entity_id: number | null; buyer_id: number; seller_id: number },
): Promise<{ id: number; created: boolean }> {
  const find = (executor: Kysely<Database>) => {
    let query = executor.selectFrom('conversations').select('id').where('kind', '=', values.kind).where('buyer_id', '=', values.buyer_id);
    if (values.kind === 'listing') query = query.where('entity_id', '=', values.entity_id);
    return query.executeTakeFirst();
  };
  const existing = await find(db);
  if (existing) return { id: existing.id, created: false };
  // Inside the transaction every query goes through `trx`: PGlite has a single connection.
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('conversations')
      .values(values)
      .onConflict((oc) =>
        (values.kind === 'listing' ? oc.columns(['entity_id', 'buyer_id']).where('kind', '=', 'listing') : oc.column('buyer_id').where('kind', '=', 'support')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const row = await find(trx);
      if (!row) throw new Error('conversation vanished after a conflicting insert');
      return { id: row.id, created: false };
    }
    await trx
      .insertInto('conversation_participants')
      .values([
        { conversation_id: inserted.id, user_id: values.buyer_id },
        { conversation_id: inserted.id, user_id: values.seller_id },
      ])
      .execute();
    return { id: inserted.id, created: true };
  });
}

/** "Chat with seller" (docs/product/chat.md): the buyer's conversation about an active listing, created on first message. */
export async function openListingConversation(db: Kysely<Database>, listingId: number, buyerId: number): Promise<Membership> {
  if (!Number.isInteger(listingId) || listingId < 1 || listingId > MAX_INT4) throw new ChatError('LISTING_NOT_FOUND');
  const listing = await db.selectFrom('listings').select(['id', 'user_id', 'status', 'title']).where('id', '=', listingId).executeTakeFirst();
  if (!listing || listing.status !== 'active') {
    // A buyer who already talks about it (the listing since archived) keeps the conversation.
    const existing = listing
      ? await db.selectFrom('conversations').select('id').where('kind', '=', 'listing').where('entity_id', '=', listingId).where('buyer_id', '=', buyerId).executeTakeFirst()
      : undefined;
    if (!existing || !listing) throw new ChatError('LISTING_NOT_FOUND');
    return { id: existing.id, kind: 'listing', entityId: listingId, entityName: listing.title, partnerId: listing.user_id };
  }
  if (listing.user_id === buyerId) throw new ChatError('OWN_LISTING');
  const { id, created } = await findOrCreate(db, { kind: 'listing', entity_id: listingId, buyer_id: buyerId, seller_id: listing.user_id });
  return { id, kind: 'listing', entityId: listingId, entityName: listing.title, partnerId: listing.user_id, created };
}

/** The user's one support conversation (docs/product/chat.md Support conversation), created on first message. */
export async function openSupportConversation(db: Kysely<Database>, userId: number, supportEmail: string): Promise<Membership> {
  const supportId = await supportUserId(db, supportEmail);
  if (supportId === null) throw new ChatError('SUPPORT_UNAVAILABLE');
  // The support account answers in the users' conversations; it has no support conversation of its own.
  if (supportId === userId) throw new ChatError('CONVERSATION_NOT_FOUND');
  const { id, created } = await findOrCreate(db, { kind: 'support', entity_id: null, buyer_id: userId, seller_id: supportId });
  return { id, kind: 'support', entityId: null, entityName: null, partnerId: supportId, created };
}
