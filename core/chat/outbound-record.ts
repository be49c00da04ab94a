import type { ChatId, ConversationId, PendingOutboundMessage } from '../schemas/chat';
import { listingPlaceholderId } from './ids';
import type { OutboundStatus } from './message-status';

export interface OutboundRecord {
  readonly tempId: string;
  /** The conversation it belongs to locally (may be a placeholder until the server creates it). */
  readonly conversationId: ConversationId;
  readonly entityId: ChatId | null;
  readonly recipientId: ChatId | null;
  readonly text: string;
  readonly timestamp: number;
  readonly status: OutboundStatus;
  /** The server's error text (shown on the failed bubble) and code. */
  readonly error: string | null;
  readonly code: string | null;
  readonly messageId: ChatId | null;
}

/** Not yet delivered or failed: these survive a reload. */
export function isPending(record: OutboundRecord): boolean {
  return record.status === 'queued' || record.status === 'sending' || record.status === 'sent' || record.status === 'rate_limited';
}

/** docs/product/chat.md Pending outbound message, as persisted (it is resent as queued after a reload). */
export function toPending(record: OutboundRecord): PendingOutboundMessage {
  return {
    conversation_id: record.conversationId,
    entity_id: record.entityId,
    recipient_id: record.recipientId,
    message: record.text,
    temp_id: record.tempId,
    timestamp: record.timestamp,
    status: 'queued',
  };
}

/** A persisted message back as a queued record with its original temp_id (the server's dedup key). */
export function fromPending(item: PendingOutboundMessage): OutboundRecord | null {
  if (item.conversation_id === null && (item.entity_id === null || item.entity_id === undefined)) return null;
  return {
    tempId: item.temp_id,
    conversationId: item.conversation_id ?? listingPlaceholderId(item.entity_id ?? ''),
    entityId: item.entity_id ?? null,
    recipientId: item.recipient_id ?? null,
    text: item.message,
    timestamp: item.timestamp,
    status: 'queued',
    error: null,
    code: null,
    messageId: null,
  };
}
