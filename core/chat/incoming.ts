import { merge, map, type Subscription } from 'rxjs';
import type { SocketPort } from '../ports/socket';
import type { ChatMessage, ConversationId, NewMessagePayload, NewMessagePreviewPayload } from '../schemas/chat';
import { CHAT_EVENTS, SERVER_EVENT_SCHEMAS, type ServerChatEvent, type ServerChatPayload } from '../schemas/chat-events';
import { decodeChatEvent, decodeCompressedEvent, type ChatDecodeResult } from './codec/decode-payload';
import type { ChatConnection } from './connection';
import type { ConversationListStore } from './conversation-list';
import { idKey, isPlaceholderId, isSupportPlaceholder, timestampMs } from './ids';
import type { OpenThreadStore } from './open-thread';
import type { OutboundQueue } from './outbound-queue';
import type { PresenceStore } from './presence';
import type { MessagePreviews } from './previews';
import type { TypingStore } from './typing';
import type { UnreadStore } from './unread';

export interface IncomingDeps {
  socket: SocketPort;
  connection: ChatConnection;
  list: ConversationListStore;
  thread: OpenThreadStore;
  unread: UnreadStore;
  typing: TypingStore;
  presence: PresenceStore;
  outbound: OutboundQueue;
  previews: MessagePreviews;
  currentUserKey: () => string;
  /** Replaces a placeholder conversation id by the real one in every store. */
  rename: (from: ConversationId, to: ConversationId) => void;
}

const SEEN_LIMIT = 10_000;

/**
 * Every received event: decoded and validated once (garbage is reported, never applied), then applied to
 * the stores. A message seen before (reconnect, duplicate delivery) changes the list and the unread counts
 * once; the thread merges by id, so it stays in server order whatever arrives twice.
 */
export class ChatIncoming {
  private readonly subscription: Subscription;
  private readonly seen = new Set<string>();

  constructor(private readonly deps: IncomingDeps) {
    const events = Object.keys(SERVER_EVENT_SCHEMAS) as ServerChatEvent[];
    const streams = events.map((event) => deps.socket.on(event).pipe(map((raw) => decodeChatEvent(event, raw))));
    streams.push(deps.socket.on(CHAT_EVENTS.compressed).pipe(map((raw) => decodeCompressedEvent(raw))));
    this.subscription = merge(...streams).subscribe((result) => this.dispatch(result));
  }

  /** Applies one decoded event; exposed so a bench or an adapter can feed already-received payloads. */
  dispatch(result: ChatDecodeResult): void {
    if (!result.ok) {
      this.deps.connection.reportRefused(result.error);
      return;
    }
    const d = this.deps;
    switch (result.event) {
      case 'latest_conversations': {
        const value = result.value as ServerChatPayload<'latest_conversations'>;
        for (const { from, to } of d.list.replaceAll(value.conversations)) d.rename(from, to);
        const open = d.thread.getSnapshot().conversationId;
        if (open !== null) d.list.setUnread(open, 0);
        d.presence.requestAfterList(value.conversations.flatMap((conversation) => (conversation.other_participant ? [conversation.other_participant.id] : [])));
        return;
      }
      case 'conversation_messages': {
        const value = result.value as ServerChatPayload<'conversation_messages'>;
        this.adoptSupport(value.conversation_id, value.is_support);
        if (!d.thread.isOpen(value.conversation_id)) return;
        d.thread.applyPage(value.messages, value.has_more_messages ?? false, {
          ...(value.entity ? { entity: value.entity } : {}),
          ...(value.other_participant ? { otherParticipant: value.other_participant } : {}),
          ...(typeof value.is_support === 'boolean' ? { isSupport: value.is_support } : {}),
        });
        return;
      }
      case 'load_more_messages': {
        const value = result.value as ServerChatPayload<'load_more_messages'>;
        if (d.thread.isOpen(value.conversation_id)) d.thread.applyOlder(value.messages, value.has_more_messages ?? false);
        return;
      }
      case 'new_message':
        this.onNewMessage(result.value as NewMessagePayload);
        return;
      case 'new_message_preview':
        this.onPreview(result.value as NewMessagePreviewPayload);
        return;
      case 'unread_count': {
        d.unread.apply(result.value as ServerChatPayload<'unread_count'>);
        d.list.setAllUnread(d.unread.countsSnapshot());
        return;
      }
      case 'typing_start':
      case 'typing_stop': {
        const value = result.value as ServerChatPayload<'typing_start'>;
        this.adoptSupport(value.conversation_id, value.is_support);
        d.typing.applyIncoming(result.event === 'typing_start', value);
        return;
      }
      case 'user_online_status':
        d.presence.apply(result.value as ServerChatPayload<'user_online_status'>);
        return;
      case 'message_sending':
        d.outbound.onSending(result.value as ServerChatPayload<'message_sending'>);
        return;
      case 'message_delivered':
        this.onDelivered(result.value as ServerChatPayload<'message_delivered'>);
        return;
      case 'message_error':
        d.outbound.onError(result.value as ServerChatPayload<'message_error'>);
        return;
    }
  }

  /** True the first time a message id is seen (bounded memory: the oldest ids are forgotten first). */
  private firstTime(messageKey: string): boolean {
    if (this.seen.has(messageKey)) return false;
    this.seen.add(messageKey);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value as string);
    return true;
  }

  /** docs/product/chat.md: the support placeholder is replaced by the real id on the first message or typing event. */
  private adoptSupport(conversationId: ConversationId, isSupport: boolean | null | undefined): void {
    if (!isSupport || isPlaceholderId(conversationId) || this.deps.list.get(conversationId)) return;
    const placeholder = this.deps.list.findPlaceholder((entry) => isSupportPlaceholder(entry.id));
    if (placeholder) this.deps.rename(placeholder.id, conversationId);
  }

  private onNewMessage(payload: NewMessagePayload): void {
    const d = this.deps;
    this.adoptSupport(payload.conversation_id, payload.is_support);
    const own = idKey(payload.sender_id) === d.currentUserKey();
    const open = d.thread.isOpen(payload.conversation_id);
    if (this.firstTime(idKey(payload.id))) {
      const unreadDelta = own || open ? 0 : 1;
      d.list.applyMessage(
        { conversationId: payload.conversation_id, messageKey: idKey(payload.id), text: payload.message, at: timestampMs(payload.created_at), atText: payload.created_at, isSupport: payload.is_support, conversation: payload.conversation ?? null },
        unreadDelta,
      );
      if (unreadDelta > 0) d.unread.increment(payload.conversation_id);
      const partner = payload.conversation?.other_participant?.id;
      if (partner != null) d.presence.requestUnknown([partner]);
    }
    if (!open) return;
    const { conversation_id: _conversation, conversation: _full, ...message } = payload;
    const added = d.thread.applyMessage(message as ChatMessage);
    if (added && !own) {
      // docs/product/chat.md: an incoming message in the open conversation is marked read, then unread totals are refetched.
      d.socket.emit(CHAT_EVENTS.markConversationAsRead, { conversation_id: payload.conversation_id });
      d.socket.emit(CHAT_EVENTS.getUnreadCount);
    }
  }

  private onPreview(payload: NewMessagePreviewPayload): void {
    const d = this.deps;
    this.adoptSupport(payload.conversation_id, payload.is_support);
    const own = idKey(payload.sender_id) === d.currentUserKey();
    const open = d.thread.isOpen(payload.conversation_id);
    if (payload.message_id != null && this.firstTime(idKey(payload.message_id))) {
      const unreadDelta = own || open ? 0 : 1;
      d.list.applyMessage({ conversationId: payload.conversation_id, messageKey: idKey(payload.message_id), text: payload.message, at: timestampMs(payload.created_at ?? null), atText: payload.created_at ?? null }, unreadDelta);
      if (unreadDelta > 0) d.unread.increment(payload.conversation_id);
    }
    d.previews.show(payload);
  }

  private onDelivered(payload: ServerChatPayload<'message_delivered'>): void {
    const d = this.deps;
    const before = d.outbound.get(payload.temp_id);
    const record = d.outbound.onDelivered(payload);
    if (!before || !record) return;
    if (idKey(before.conversationId) !== idKey(payload.conversation_id)) d.rename(before.conversationId, payload.conversation_id);
    const createdAt = payload.created_at ?? new Date(record.timestamp).toISOString();
    const message: ChatMessage = {
      id: payload.message_id,
      message: record.text,
      sender_id: d.currentUserKey(),
      recipient_id: record.recipientId,
      created_at: createdAt,
      is_own_message: true,
      status: 'delivered',
      temp_id: record.tempId,
      message_id: payload.message_id,
    };
    if (this.firstTime(idKey(payload.message_id))) {
      d.list.applyMessage({ conversationId: payload.conversation_id, messageKey: idKey(payload.message_id), text: record.text, at: timestampMs(createdAt), atText: createdAt, isSupport: payload.is_support }, 0);
    }
    if (d.thread.isOpen(payload.conversation_id)) d.thread.applyMessage(message);
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
