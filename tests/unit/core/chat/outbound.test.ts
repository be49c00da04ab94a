import { describe, expect, it } from 'vitest';
import { messageText } from '../../../../core/i18n/catalogue';
import { conversation, createHarness, dayGroups, message, ME } from './harness';

function openConversation(harness: ReturnType<typeof createHarness>, id = 1) {
  harness.server.list([conversation(id)]);
  harness.engine.open();
  harness.engine.select(id);
  harness.clock.advanceSync(150);
  harness.server.emit('conversation_messages', { conversation_id: id, messages: dayGroups([message(1, id)]), has_more_messages: false });
  harness.server.clear();
}

const bubbles = (harness: ReturnType<typeof createHarness>) =>
  harness.engine.getSnapshot().thread.groups.flatMap((group) => group.messages).filter((item) => item.own);

describe('outbound message status (docs/product/chat.md)', () => {
  it('queued → sending → sent → delivered with ◔ ✓ ✓✓; the delivered record goes after 2 s, the message stays', () => {
    const harness = createHarness();
    openConversation(harness);
    const result = harness.engine.send('  Здраво  ');
    expect(result).toEqual({ ok: true, tempId: 'tmp-1' });
    expect(harness.server.emits('send_message')).toEqual([{ conversation_id: 1, entity_id: 501, recipient_id: 101, message: 'Здраво', temp_id: 'tmp-1', timestamp: harness.clock.now(), status: 'sending' }]);
    expect(bubbles(harness)).toMatchObject([{ key: 'tmp-1', status: 'sending', statusIcon: '◔' }]);
    harness.server.emit('message_sending', { temp_id: 'tmp-1', conversation_id: 1 });
    expect(bubbles(harness)).toMatchObject([{ status: 'sent', statusIcon: '✓' }]);
    harness.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 900, conversation_id: 1 });
    expect(bubbles(harness)).toMatchObject([{ key: '900', status: 'delivered', statusIcon: '✓✓', text: 'Здраво' }]);
    expect(harness.engine.outbound.getSnapshot().records).toHaveLength(1);
    harness.clock.advanceSync(1_999);
    expect(harness.engine.outbound.getSnapshot().records).toHaveLength(1);
    harness.clock.advanceSync(1);
    expect(harness.engine.outbound.getSnapshot().records).toHaveLength(0);
    expect(bubbles(harness).map((item) => item.key)).toEqual(['900']);
    // The server's echo of our own message (new_message to all our sockets) is not a second bubble.
    harness.server.emit('new_message', message(900, 1, { sender_id: ME, message: 'Здраво', temp_id: 'tmp-1' }));
    expect(bubbles(harness).map((item) => item.key)).toEqual(['900']);
  });

  it('sends one message at a time with 250 ms between them', () => {
    const harness = createHarness();
    openConversation(harness);
    harness.engine.send('прва');
    harness.engine.send('втора');
    expect(harness.server.emits('send_message')).toHaveLength(1);
    harness.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 901, conversation_id: 1 });
    harness.clock.advanceSync(249);
    expect(harness.server.emits('send_message')).toHaveLength(1);
    harness.clock.advanceSync(1);
    expect(harness.server.emits('send_message').map((payload) => (payload as { message: string }).message)).toEqual(['прва', 'втора']);
  });

  it('an error fails the message (✗, server text), removed after 5 s unless retried', () => {
    const harness = createHarness();
    openConversation(harness);
    harness.engine.send('текст');
    harness.server.emit('message_error', { temp_id: 'tmp-1', code: 'SERVER_ERROR', error: 'Пораката не е испратена.' });
    expect(bubbles(harness)).toMatchObject([{ status: 'error', statusIcon: '✗', error: 'Пораката не е испратена.', canRetry: true }]);
    harness.clock.advanceSync(4_999);
    expect(bubbles(harness)).toHaveLength(1);
    harness.clock.advanceSync(1);
    expect(bubbles(harness)).toHaveLength(0);
  });

  it('only failed messages can be retried, with a new temp id', () => {
    const harness = createHarness();
    openConversation(harness);
    harness.engine.send('текст');
    expect(harness.engine.retry('tmp-1')).toBeNull();
    harness.server.emit('message_error', { temp_id: 'tmp-1', message: 'no' });
    harness.clock.advanceSync(300);
    expect(harness.engine.retry('tmp-1')).toBe('tmp-2');
    harness.clock.advanceSync(1_000);
    expect(harness.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1', 'tmp-2']);
    expect(bubbles(harness)).toMatchObject([{ key: 'tmp-2', status: 'sending' }]);
  });

  it.each([
    ['RATE_LIMITED', 3_000, 3_500],
    ['TOO_FAST', 200, 700],
    ['RATE_LIMITED', undefined, 1_000],
  ])('%s with remainingTime %s → rate_limited ⏱, re-queued after %s ms, and later messages wait behind it', (code, remainingTime, retryAfter) => {
    const harness = createHarness();
    openConversation(harness);
    harness.engine.send('прва');
    harness.engine.send('втора');
    harness.server.emit('message_error', { temp_id: 'tmp-1', code, remainingTime });
    expect(bubbles(harness)[0]).toMatchObject({ status: 'rate_limited', statusIcon: '⏱', canRetry: false });
    harness.clock.advanceSync(retryAfter - 1);
    expect(harness.server.emits('send_message')).toHaveLength(1);
    harness.clock.advanceSync(1);
    expect(harness.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1', 'tmp-1']);
  });

  it('the queue is cleared when the conversation changes (settled records go; pending ones are still delivered)', () => {
    const harness = createHarness();
    harness.server.list([conversation(1), conversation(2)]);
    harness.engine.select(1);
    harness.clock.advanceSync(150);
    harness.engine.send('прва');
    harness.server.emit('message_error', { temp_id: 'tmp-1', message: 'x' });
    harness.clock.advanceSync(300);
    harness.engine.send('втора');
    harness.engine.select(2);
    expect(harness.engine.outbound.getSnapshot().records.map((record) => record.tempId)).toEqual(['tmp-2']);
    expect(harness.engine.getSnapshot().thread.groups).toEqual([]);
    expect(harness.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1', 'tmp-2']);
  });

  it('refuses empty and over-long text with a catalogue message and sends nothing', () => {
    const harness = createHarness();
    openConversation(harness);
    expect(harness.engine.send('   ')).toEqual({ ok: false, messageId: 'chat.error.emptyMessage' });
    const tooLong = harness.engine.send('x'.repeat(2_001));
    expect(tooLong).toEqual({ ok: false, messageId: 'chat.error.messageTooLong', params: { max: 2_000 } });
    if (!tooLong.ok) expect(messageText(tooLong.messageId, 'mk', tooLong.params)).toBe('Пораката е предолга (најмногу 2000 знаци).');
    expect(harness.server.emits('send_message')).toEqual([]);
  });

  it('messages typed while disconnected are sent after the reconnect, once, in order; a lost confirmation is resent with the same temp_id', () => {
    const harness = createHarness();
    openConversation(harness);
    harness.socket.serverReconnecting(1);
    harness.engine.send('прва');
    harness.engine.send('втора');
    expect(harness.server.emits('send_message')).toEqual([]);
    harness.socket.serverConnect();
    expect(harness.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1']);
    harness.clock.advanceSync(10_000);
    expect(harness.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1', 'tmp-1']);
    harness.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 1001, conversation_id: 1 });
    harness.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 1001, conversation_id: 1 });
    harness.clock.advanceSync(250);
    harness.server.emit('message_delivered', { temp_id: 'tmp-2', message_id: 1002, conversation_id: 1 });
    expect(bubbles(harness).map((item) => item.key)).toEqual(['1001', '1002']);
    expect(harness.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1', 'tmp-1', 'tmp-2']);
  });
});
