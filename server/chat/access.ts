import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ChatError } from './errors';
import {
  findMembership,
  findSupportConversation,
  openListingConversation,
  openSupportConversation,
  parseConversationRef,
  type Membership,
} from './conversations';

const CACHE_LIMIT = 200;

/**
 * Authorisation of one socket's user for every conversation event ("a user can join, read, send
 * to and mark only conversations they are part of"). Every answer for a conversation the user is not in
 * is CONVERSATION_NOT_FOUND, exactly as for one that does not exist.
 *
 * Memberships found are cached for the socket's lifetime: a participant never stops being one (rows are
 * only removed with the conversation or the user, and a removed user's sockets are disconnected), so a
 * chatty conversation costs no authorisation query per message.
 */
export class ConversationAccess {
  private readonly cache = new Map<number, Membership>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly userId: number,
    private readonly supportEmail: string,
  ) {}

  /**
   * For reading and signalling (join, leave, typing, mark read, load more): the conversation, or null for
   * the support placeholder when the user has not written to support yet.
   */
  async existing(conversationId: number | string): Promise<Membership | null> {
    const ref = parseConversationRef(conversationId);
    if (ref.type === 'support') {
      const support = await findSupportConversation(this.db, this.userId);
      if (support) this.remember(support);
      return support;
    }
    return this.byId(ref.id);
  }

  /**
   * For send_message: an existing conversation by id, the user's support conversation for a 'support-…'
   * placeholder, or (no conversation id) the conversation about `entityId` with its seller — the last two
   * created on first message.
   */
  async forSending(conversationId: number | string | null | undefined, entityId: number | string | null | undefined): Promise<Membership> {
    if (conversationId === null || conversationId === undefined) {
      const listingId = typeof entityId === 'number' ? entityId : typeof entityId === 'string' && /^\d{1,10}$/.test(entityId) ? Number(entityId) : NaN;
      if (Number.isNaN(listingId)) throw new ChatError('INVALID_PAYLOAD');
      return this.remember(await openListingConversation(this.db, listingId, this.userId));
    }
    const ref = parseConversationRef(conversationId);
    if (ref.type === 'support') return this.remember(await openSupportConversation(this.db, this.userId, this.supportEmail));
    return this.byId(ref.id);
  }

  private async byId(id: number): Promise<Membership> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const membership = await findMembership(this.db, id, this.userId);
    if (!membership) throw new ChatError('CONVERSATION_NOT_FOUND');
    return this.remember(membership);
  }

  private remember(membership: Membership): Membership {
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(membership.id, { ...membership, created: false });
    return membership;
  }
}
