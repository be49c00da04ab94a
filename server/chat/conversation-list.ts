import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { supportPlaceholderId } from '../../core/chat/ids';
import { supportUserId } from './conversations';
import { entityView, participantView, type EntityView, type ParticipantRow, type ParticipantView } from './views';

/** docs/product/chat.md Conversation, as one participant sees it. */
export interface ConversationView {
  id: number | string;
  entity: EntityView | null;
  is_support: boolean;
  other_participant: ParticipantView | null;
  unread_count: number;
  status: 'active';
  last_message: string | null;
  last_message_at: string | null;
  last_sender_id: number | null;
  created_at: string;
}

/** docs/product/chat.md Conversation list payload. */
export interface LatestConversationsPayload {
  status: 'success';
  user_id: number;
  conversations: ConversationView[];
  users: Record<string, ParticipantView>;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The user's conversations in docs/product/chat.md's order — support first, then unread, then newest activity — so that
 * the cut at `limit` never drops an unread conversation. One query: the viewer's participant
 * row gives the unread count, the other participant's row the partner, the listing is left-joined.
 */
export async function conversationViews(
  db: Kysely<Database>,
  userId: number,
  options: { limit: number; conversationId?: number },
): Promise<ConversationView[]> {
  // The page is chosen on the viewer's participant rows and the conversations alone (their sort keys), and only
  // its rows are joined with the partner and the listing: at 500 conversations, joining every one with its listing
  // before sorting read 500 listings for 100 (13 ms; bench/chat-scale.ts). A conversation counts only with a partner
  // (the `exists`), as the inner joins below require, so the cut at `limit` is where it was.
  let chosen = db
    .selectFrom('conversation_participants as me')
    .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
    .select([
      'c.id', 'c.kind', 'c.entity_id', 'c.created_at', 'c.last_message', 'c.last_message_at', 'c.last_sender_id', 'c.seller_id',
      'me.user_id as viewer_id', 'me.unread_count',
      (eb) => eb('c.kind', '=', 'support').as('support_first'),
      (eb) => eb('me.unread_count', '>', 0).as('unread_first'),
      (eb) => eb.fn.coalesce('c.last_message_at', 'c.created_at').as('activity_at'),
    ])
    .where('me.user_id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('conversation_participants as p')
          .innerJoin('users as pu', 'pu.id', 'p.user_id')
          .select('p.user_id')
          .whereRef('p.conversation_id', '=', 'c.id')
          .whereRef('p.user_id', '<>', 'me.user_id'),
      ),
    );
  if (options.conversationId !== undefined) chosen = chosen.where('c.id', '=', options.conversationId);
  const page = chosen
    .orderBy('support_first', 'desc')
    .orderBy('unread_first', 'desc')
    .orderBy('activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(options.limit);
  const rows = await db
    .selectFrom(page.as('c'))
    .innerJoin('conversation_participants as other', (join) =>
      join.onRef('other.conversation_id', '=', 'c.id').onRef('other.user_id', '<>', 'c.viewer_id'),
    )
    .innerJoin('users as u', 'u.id', 'other.user_id')
    .leftJoin('listings as l', 'l.id', 'c.entity_id')
    .select([
      'c.id',
      'c.kind',
      'c.created_at',
      'c.last_message',
      'c.last_message_at',
      'c.last_sender_id',
      'c.seller_id',
      'c.unread_count',
      'u.id as partner_id',
      'u.full_name as partner_full_name',
      'u.email as partner_email',
      'u.role as partner_role',
      'u.user_meta as partner_meta',
      'u.verified as partner_verified',
      'l.id as listing_id',
      'l.title as listing_title',
      'l.slug as listing_slug',
      'l.images as listing_images',
    ])
    .orderBy('c.support_first', 'desc')
    .orderBy('c.unread_first', 'desc')
    .orderBy('c.activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((row) => {
    const partner: ParticipantRow = {
      id: row.partner_id,
      full_name: row.partner_full_name,
      email: row.partner_email,
      role: row.partner_role,
      user_meta: row.partner_meta,
      verified: row.partner_verified,
    };
    const isSupportConversation = row.kind === 'support';
    return {
      id: row.id,
      entity:
        row.listing_id !== null && row.listing_title !== null && row.listing_slug !== null
          ? entityView({ id: row.listing_id, title: row.listing_title, slug: row.listing_slug, images: row.listing_images })
          : null,
      is_support: isSupportConversation,
      // In a support conversation the seller side is the support account; the user it helps is not "support".
      other_participant: participantView(partner, isSupportConversation && row.partner_id === row.seller_id),
      unread_count: row.unread_count,
      status: 'active',
      last_message: row.last_message,
      last_message_at: iso(row.last_message_at),
      last_sender_id: row.last_sender_id,
      created_at: iso(row.created_at) ?? new Date(0).toISOString(),
    };
  });
}

/** Reads the support account as a participant, for the placeholder conversation. */
export async function supportParticipant(db: Kysely<Database>, supportEmail: string): Promise<ParticipantView | null> {
  const id = await supportUserId(db, supportEmail);
  if (id === null) return null;
  const row = await db.selectFrom('users').select(['id', 'full_name', 'email', 'role', 'user_meta']).where('id', '=', id).executeTakeFirst();
  return row ? participantView(row, true) : null;
}

/**
 * latest_conversations. A user who has never written to support gets a placeholder support conversation
 * ('support-<userId>', docs/product/chat.md) so the support entry is always there; the first message creates the
 * real one and the client replaces the placeholder by the id in message_delivered / new_message.
 */
export async function latestConversations(
  db: Kysely<Database>,
  userId: number,
  options: { limit: number; supportEmail: string; now: () => number },
): Promise<LatestConversationsPayload> {
  const conversations = await conversationViews(db, userId, { limit: options.limit });
  if (!conversations.some((c) => c.is_support)) {
    const support = await supportParticipant(db, options.supportEmail);
    if (support && support.id !== userId) {
      conversations.unshift({
        id: supportPlaceholderId(userId),
        entity: null,
        is_support: true,
        other_participant: support,
        unread_count: 0,
        status: 'active',
        last_message: null,
        last_message_at: null,
        last_sender_id: null,
        created_at: new Date(options.now()).toISOString(),
      });
    }
  }
  const users: Record<string, ParticipantView> = {};
  for (const conversation of conversations) {
    if (conversation.other_participant) users[String(conversation.other_participant.id)] = conversation.other_participant;
  }
  return { status: 'success', user_id: userId, conversations, users };
}
