import { describe, expect, it } from 'vitest';
import { ELLIPSIS } from '../../../../core/text/truncate';
import { conversation, createHarness, message } from './harness';

describe('unread (docs/product/chat.md)', () => {
  it('totals and per-conversation counts; badge 1–9 then 9+, highlighted when non-zero', () => {
    const { engine, server } = createHarness();
    server.list([conversation(1), conversation(2)]);
    expect(engine.getSnapshot().unread).toEqual({ total: 0, badgeText: '', highlighted: false });
    server.emit('unread_count', { status: 'success', total_unread_count: 12, unread_counts: [{ conversation_id: 1, unread_count: 10 }, { conversation_id: 2, unread_count: 2 }] });
    expect(engine.getSnapshot().unread).toEqual({ total: 12, badgeText: '9+', highlighted: true });
    expect(engine.getSnapshot().conversations.map((row) => [row.id, row.unreadBadge])).toEqual([
      [2, '2'],
      [1, '9+'],
    ]);
    server.emit('unread_count', { total_unread_count: 1, unread_counts: [{ conversation_id: 2, unread_count: 1 }] });
    expect(engine.getSnapshot().unread.badgeText).toBe('1');
    expect(engine.getSnapshot().conversations.find((row) => row.id === 1)!.unreadCount).toBe(0);
  });

  it("an unread_count with status 'error' resets the count to 0 and clears the list", () => {
    const { engine, server } = createHarness();
    server.list([conversation(1)]);
    server.emit('unread_count', { total_unread_count: 3, unread_counts: [{ conversation_id: 1, unread_count: 3 }] });
    server.emit('unread_count', { status: 'error', message: 'db down' });
    expect(engine.getSnapshot().unread.total).toBe(0);
    expect(engine.getSnapshot().conversations[0]!.unreadCount).toBe(0);
  });

  it('an incoming message for a conversation that is not open counts once, even if it arrives twice', () => {
    const { engine, server } = createHarness();
    server.list([conversation(1)]);
    server.emit('new_message', message(5, 1));
    server.emit('new_message', message(5, 1));
    expect(engine.getSnapshot().unread.total).toBe(1);
    expect(engine.getSnapshot().conversations[0]!.unreadCount).toBe(1);
  });
});

describe('new-message preview (docs/product/chat.md)', () => {
  const preview = { conversation_id: 1, message: 'Здраво! Дали огласот за автомобилот е сè уште активен?', message_id: 77, sender_id: 101, sender_name: 'Ана', entity_name: 'Голф' };

  it('toasts for the recipient when the chat is closed: 4 s, bottom-right, text cut to 40', () => {
    const { notifier, server, engine } = createHarness();
    server.list([conversation(1)]);
    server.emit('new_message_preview', preview);
    const toast = notifier.last()!;
    expect(toast).toMatchObject({ kind: 'custom', durationMs: 4_000, position: 'bottom-right' });
    expect(toast.text).toBe(`${Array.from(preview.message).slice(0, 40).join('').trimEnd()}${ELLIPSIS}`);
    expect(toast.data).toMatchObject({ senderName: 'Ана', entityName: 'Голф', conversationId: 1 });
    expect(engine.getSnapshot().lastPreview).toMatchObject({ senderName: 'Ана', conversationId: 1 });
    expect(engine.getSnapshot().conversations[0]).toMatchObject({ unreadCount: 1 });
  });

  it('clicking the toast sends a leave-conversation signal', () => {
    const { notifier, server } = createHarness();
    server.emit('new_message_preview', preview);
    notifier.last()!.onClick!();
    expect(server.emits('leave')).toEqual([{ conversation_id: 1 }]);
  });

  it('no toast while the chat is open, for own messages, or twice for the same message', () => {
    const { notifier, server, engine } = createHarness();
    server.emit('new_message_preview', { ...preview, sender_id: 7 });
    server.emit('new_message_preview', preview);
    server.emit('new_message_preview', preview);
    engine.open();
    server.emit('new_message_preview', { ...preview, message_id: 78 });
    expect(notifier.toasts).toHaveLength(1);
  });
});
