import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, chatConversationSchema, unreadCountPayloadSchema } from '../../../../core/schemas/chat';
import { CHAT_EVENTS, CLIENT_EVENT_SCHEMAS, SERVER_EVENT_SCHEMAS, sendMessagePayloadSchema } from '../../../../core/schemas/chat-events';

const send = { conversation_id: 12, entity_id: 5, message: 'Здраво', temp_id: 'tmp-1', timestamp: 1, status: 'queued' };

describe('chat schemas (docs/product/chat.md)', () => {
  it('names every docs/product/chat.md event, with the protocol spellings', () => {
    expect(CHAT_EVENTS).toMatchObject({
      join: 'join',
      leave: 'leave',
      typingStart: 'typing_start',
      typingStop: 'typing_stop',
      sendMessage: 'send_message',
      markConversationAsRead: 'mark_conversation_as_read',
      loadMoreMessages: 'load_more_messages',
      getOnlineStatus: 'get_online_status',
      chatOpened: '_lc',
      userOnlineStatus: 'user_online_status',
      messageDelivered: 'message_delivered',
    });
    expect(Object.keys(SERVER_EVENT_SCHEMAS).sort()).toEqual(
      ['conversation_messages', 'latest_conversations', 'load_more_messages', 'message_delivered', 'message_error', 'message_sending', 'new_message', 'new_message_preview', 'typing_start', 'typing_stop', 'unread_count', 'user_online_status'].sort(),
    );
  });

  it('send_message: refuses empty/whitespace and over-long text, accepts a support placeholder or null conversation', () => {
    expect(sendMessagePayloadSchema.safeParse(send).success).toBe(true);
    expect(sendMessagePayloadSchema.safeParse({ ...send, message: '   \n' }).success).toBe(false);
    expect(sendMessagePayloadSchema.safeParse({ ...send, message: 'x'.repeat(CHAT_LIMITS.messageMaxLength + 1) }).success).toBe(false);
    expect(sendMessagePayloadSchema.safeParse({ ...send, conversation_id: 'support-7' }).success).toBe(true);
    expect(sendMessagePayloadSchema.safeParse({ ...send, conversation_id: null, recipient_id: 4 }).success).toBe(true);
    expect(sendMessagePayloadSchema.safeParse({ ...send, temp_id: '' }).success).toBe(false);
  });

  it('typing signals use the protocol\'s recepient_id; load more carries offset and limit', () => {
    expect(CLIENT_EVENT_SCHEMAS.typing_start.safeParse({ conversation_id: 1, recepient_id: 4 }).success).toBe(true);
    expect(CLIENT_EVENT_SCHEMAS.load_more_messages.safeParse({ conversation_id: 1, offset: 20, limit: 20 }).success).toBe(true);
    expect(CLIENT_EVENT_SCHEMAS.load_more_messages.safeParse({ conversation_id: 1, offset: -1, limit: 20 }).success).toBe(false);
    expect(CLIENT_EVENT_SCHEMAS.join.safeParse({ conversation_id: { $ne: 1 } }).success).toBe(false);
  });

  it('conversation: id number or support-… string, unknown fields pass through, bad types refused', () => {
    const parsed = chatConversationSchema.parse({ id: 'support-3', is_support: true, extra: 'kept' });
    expect(parsed).toMatchObject({ id: 'support-3', extra: 'kept' });
    expect(chatConversationSchema.safeParse({ id: -1 }).success).toBe(false);
    expect(chatConversationSchema.safeParse({ id: 1, unread_count: 'many' }).success).toBe(false);
  });

  it('unread_count accepts the error form', () => {
    expect(unreadCountPayloadSchema.safeParse({ status: 'error' }).success).toBe(true);
  });
});
