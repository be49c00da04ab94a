import type { ChatConversation, ChatTimestamp, ConversationId } from '../schemas/chat';
import type { OrderFields } from './ordering';

export interface ConversationEntry extends OrderFields {
  readonly id: ConversationId;
  /** The server's conversation as last sent (its last_message may be older than `lastMessageText`). */
  readonly conversation: ChatConversation;
  /** The current last message and its time (`sortAt`), kept current by incoming messages. */
  readonly lastMessageText: string;
  /** Key of the last message applied, so a message that arrives twice is applied once. */
  readonly lastMessageKey: string | null;
  readonly placeholder: boolean;
}

/** An incoming message as the list sees it (new_message or new_message_preview). */
export interface ListMessage {
  conversationId: ConversationId;
  messageKey: string | null;
  text: string;
  at: number;
  /** The server's created_at as sent (kept as the conversation's last_message_at). */
  atText?: ChatTimestamp | null;
  isSupport?: boolean | null;
  /** The conversation itself when the server sends it (first message of a new conversation). */
  conversation?: ChatConversation | null;
}

/** Every entry is made here, with one property order, so the ordering code sees one object shape (monomorphic). */
export function makeEntry(fields: ConversationEntry): ConversationEntry {
  return {
    key: fields.key,
    id: fields.id,
    conversation: fields.conversation,
    lastMessageText: fields.lastMessageText,
    lastMessageKey: fields.lastMessageKey,
    sortAt: fields.sortAt,
    support: fields.support,
    unread: fields.unread,
    placeholder: fields.placeholder,
  };
}

export function lastText(conversation: ChatConversation): string {
  const last = conversation.last_message;
  if (typeof last === 'string') return last;
  return last && typeof last === 'object' ? last.message : '';
}
