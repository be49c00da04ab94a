import { groupByDay } from '../../core/chat/day-groups';
import { compareConversations as compareOrder } from '../../core/chat/ordering';
import type { ChatConversation, ChatDayGroup, ChatMessage, ChatParticipant } from '../../core/schemas/chat';
import type { MockUser } from './mock-data';

/** The mock server's stored state, and the payload views built from it (shapes of core/schemas/chat.ts). */
export interface StoredMessage {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  text: string;
  createdAt: number;
  tempId?: string;
}

export interface StoredConversation {
  id: number;
  participants: [number, number];
  entity: ChatConversation['entity'];
  isSupport: boolean;
  createdAt: number;
  messages: StoredMessage[];
  unread: Map<number, number>;
}

export function otherOf(conversation: StoredConversation, userId: number): number {
  return conversation.participants[0] === userId ? conversation.participants[1] : conversation.participants[0];
}

export function participantView(user: MockUser | undefined, id: number): ChatParticipant {
  return { id, name: user?.name ?? null, full_name: user?.name ?? null, email: user?.email ?? null, initials: user?.initials ?? null, profile_image: null };
}

export function messageView(message: StoredMessage, viewer: number): ChatMessage {
  return {
    id: message.id,
    message_id: message.id,
    message: message.text,
    sender_id: message.senderId,
    recipient_id: message.recipientId,
    created_at: new Date(message.createdAt).toISOString(),
    is_own_message: message.senderId === viewer,
    status: 'sent',
    type: 'text',
    temp_id: message.tempId ?? null,
  };
}

export function conversationView(conversation: StoredConversation, viewer: number, users: Map<number, MockUser>): ChatConversation {
  const last = conversation.messages[conversation.messages.length - 1];
  const other = otherOf(conversation, viewer);
  return {
    id: conversation.id,
    entity: conversation.entity ?? null,
    is_support: conversation.isSupport,
    other_participant: participantView(users.get(other), other),
    unread_count: conversation.unread.get(viewer) ?? 0,
    status: 'active',
    last_message: last?.text ?? null,
    last_message_at: last ? new Date(last.createdAt).toISOString() : null,
    created_at: new Date(conversation.createdAt).toISOString(),
  };
}

/** The order docs/product/chat.md gives the list (support, unread, newest activity): the engine's own comparison. */
export function compareConversations(viewer: number) {
  const fields = (c: StoredConversation) => ({
    key: String(c.id),
    support: c.isSupport,
    unread: c.unread.get(viewer) ?? 0,
    sortAt: c.messages[c.messages.length - 1]?.createdAt ?? c.createdAt,
  });
  return (a: StoredConversation, b: StoredConversation): number => compareOrder(fields(a), fields(b));
}

/** Messages (oldest first) grouped by their calendar day where the page runs (the server's day-group rule). */
export function dayGroups(messages: StoredMessage[], viewer: number): ChatDayGroup[] {
  return groupByDay(
    messages.map((message) => messageView(message, viewer)),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
}

/** One page counted from the newest end: `offset` messages already loaded, `limit` more wanted. */
export function pageFromEnd(messages: StoredMessage[], offset: number, limit: number): { page: StoredMessage[]; hasMore: boolean } {
  const end = Math.max(0, messages.length - offset);
  const start = Math.max(0, end - limit);
  return { page: messages.slice(start, end), hasMore: start > 0 };
}
