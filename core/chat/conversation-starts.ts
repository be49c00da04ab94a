import type { ChatEntity, ChatId, ConversationId } from '../schemas/chat';
import type { ListingForChat } from './chat-types';
import type { ConversationListStore } from './conversation-list';
import { idKey, listingPlaceholderId, supportPlaceholderId } from './ids';

/**
 * The support entry (docs/product/chat.md): the real support conversation when the list has it, otherwise a
 * 'support-…' placeholder that the first message (or the agent's typing) replaces by the real id.
 */
export function supportConversationId(list: ConversationListStore, userId: ChatId, now: number): ConversationId {
  const real = list.findSupport();
  if (real) return real.id;
  const id = supportPlaceholderId(userId);
  list.addPlaceholder({ id, is_support: true, entity: null, other_participant: null, created_at: now });
  return id;
}

/**
 * "Chat with seller" on a listing page: the conversation about this listing with this seller, or a
 * placeholder; its first message goes out with conversation_id null, entity_id and recipient_id, and the
 * server creates the conversation (message_delivered carries the real id).
 */
export function sellerConversationId(list: ConversationListStore, listing: ListingForChat, now: number): ConversationId {
  const existing = list.findByListing(idKey(listing.id), idKey(listing.seller.id));
  if (existing) return existing.id;
  const id = listingPlaceholderId(listing.id);
  const entity: ChatEntity = { id: listing.id, name: listing.name ?? null, slug: listing.slug ?? null, thumb_webp: listing.thumbnail ?? null, listing_href: listing.href ?? null };
  list.addPlaceholder({ id, is_support: false, entity, other_participant: listing.seller, created_at: now });
  return id;
}
