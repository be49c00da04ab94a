import { describe, expect, it } from 'vitest';
import { conversation, createHarness, dayGroups, message, ME } from './harness';

describe('selecting a conversation and closing the chat (docs/product/chat.md)', () => {
  it('clears messages, zeroes its unread count, leaves the old room, joins after 50 ms and marks read 100 ms later', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1, { unread_count: 3 }), conversation(2)]);
    server.emit('unread_count', { total_unread_count: 3, unread_counts: [{ conversation_id: 1, unread_count: 3 }] });
    engine.open();
    engine.select(2);
    clock.advanceSync(150);
    server.emit('conversation_messages', { conversation_id: 2, messages: dayGroups([message(1, 2)]), has_more_messages: false });
    server.clear();

    engine.select(1);
    expect(engine.getSnapshot().thread).toMatchObject({ conversationId: 1, groups: [], loading: true });
    expect(engine.getSnapshot().unread.total).toBe(0);
    expect(engine.getSnapshot().conversations.find((row) => row.id === 1)?.unreadCount).toBe(0);
    expect(server.emits('leave')).toEqual([{ conversation_id: 2 }]);
    clock.advanceSync(49);
    expect(server.emits('join')).toEqual([]);
    clock.advanceSync(1);
    expect(server.emits('join')).toEqual([{ conversation_id: 1 }]);
    clock.advanceSync(99);
    expect(server.emits('mark_conversation_as_read')).toEqual([]);
    clock.advanceSync(1);
    expect(server.emits('mark_conversation_as_read')).toEqual([{ conversation_id: 1 }]);
  });

  it('a quick second select cancels the first one\'s join', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1), conversation(2)]);
    engine.select(1);
    clock.advanceSync(20);
    engine.select(2);
    clock.advanceSync(500);
    expect(server.emits('join')).toEqual([{ conversation_id: 2 }]);
    expect(server.emits('mark_conversation_as_read')).toEqual([{ conversation_id: 2 }]);
  });

  it('opening emits _lc; closing leaves the room and resets messages, unread counts, typing and online state', () => {
    const { server, engine, clock, socket } = createHarness();
    socket.onAck('get_online_status', () => ({ status: 'success', data: { '101': true } }));
    server.list([conversation(1, { unread_count: 2 })]);
    clock.advanceSync(100);
    engine.open();
    expect(server.emits('_lc')).toHaveLength(1);
    engine.select(1);
    clock.advanceSync(150);
    server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false });
    server.emit('typing_start', { conversation_id: 1, user_id: 101 });
    server.emit('unread_count', { total_unread_count: 4, unread_counts: [{ conversation_id: 1, unread_count: 4 }] });
    expect(engine.getSnapshot().thread.typing).toBe(true);
    expect(engine.getSnapshot().conversations[0]!.online).toBe(true);

    engine.close();
    const snapshot = engine.getSnapshot();
    expect(server.emits('leave')).toEqual([{ conversation_id: 1 }]);
    expect(snapshot).toMatchObject({ isOpen: false, selectedId: null, focusInput: false });
    expect(snapshot.thread.groups).toEqual([]);
    expect(snapshot.unread.total).toBe(0);
    expect(snapshot.conversations[0]).toMatchObject({ unreadCount: 0, typing: false, online: false });
  });

  it('navigation start forces the panel closed and clears the selected conversation and input focus', () => {
    const { server, engine } = createHarness();
    server.list([conversation(1)]);
    engine.open();
    engine.select(1);
    expect(engine.getSnapshot().focusInput).toBe(true);
    engine.navigationStarted();
    expect(engine.getSnapshot()).toMatchObject({ isOpen: false, selectedId: null, focusInput: false });
  });

  it('back returns to the list: typing stops and the room is left', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1)]);
    engine.select(1);
    clock.advanceSync(150);
    engine.typing('Зд');
    engine.back();
    expect(server.emits('typing_stop')).toEqual([{ conversation_id: 1, recepient_id: 101 }]);
    expect(server.emits('leave')).toEqual([{ conversation_id: 1 }]);
    expect(engine.getSnapshot().selectedId).toBeNull();
  });
});

describe('the open thread (docs/product/chat.md Day group)', () => {
  it('groups messages by day and attributes own messages by sender id', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1)]);
    engine.select(1);
    clock.advanceSync(150);
    const day1 = message(1, 1, { at: Date.UTC(2026, 0, 14, 9, 0) });
    const day2 = message(2, 1, { at: Date.UTC(2026, 0, 15, 9, 0), sender_id: ME, is_own_message: false });
    server.emit('conversation_messages', { conversation_id: 1, messages: [{ date: '2026-01-14', date_formatted: '14 јан 2026', messages: [day1] }, { date: '2026-01-15', date_formatted: '15 јан 2026', messages: [day2] }], has_more_messages: true });
    const thread = engine.getSnapshot().thread;
    expect(thread.groups.map((group) => [group.date, group.dateFormatted, group.messages.length])).toEqual([
      ['2026-01-14', '14 јан 2026', 1],
      ['2026-01-15', '15 јан 2026', 1],
    ]);
    expect(thread.groups[1]!.messages[0]).toMatchObject({ own: true, status: 'delivered', statusIcon: '✓✓' });
    expect(thread.groups[0]!.messages[0]).toMatchObject({ own: false, status: null, statusIcon: '' });
    expect(thread.hasMore).toBe(true);
  });

  it('an incoming message in the open conversation goes into the right day group, is marked read, and unread totals are refetched', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1)]);
    engine.open();
    engine.select(1);
    clock.advanceSync(150);
    server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false });
    server.clear();
    server.emit('new_message', message(2, 1));
    const groups = engine.getSnapshot().thread.groups;
    expect(groups).toHaveLength(1);
    expect(groups[0]!.messages.map((item) => item.key)).toEqual(['1', '2']);
    expect(server.emits('mark_conversation_as_read')).toEqual([{ conversation_id: 1 }]);
    expect(server.emits('get_unread_count')).toHaveLength(1);
    expect(engine.getSnapshot().conversations[0]!.unreadCount).toBe(0);
  });

  it('the same message twice is applied once; out-of-order arrivals end in server order', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1)]);
    engine.select(1);
    clock.advanceSync(150);
    server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false });
    server.emit('new_message', message(3, 1));
    server.emit('new_message', message(2, 1));
    server.emit('new_message', message(3, 1));
    expect(engine.getSnapshot().thread.groups.flatMap((group) => group.messages.map((item) => item.key))).toEqual(['1', '2', '3']);
  });

  it('load more asks for offset = messages loaded, limit 20, honours has_more_messages and merges older pages', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1)]);
    engine.select(1);
    clock.advanceSync(150);
    const newest = Array.from({ length: 20 }, (_, index) => message(21 + index, 1));
    server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups(newest), has_more_messages: true });
    expect(engine.loadMore()).toBe(true);
    expect(engine.loadMore()).toBe(false);
    expect(server.emits('load_more_messages')).toEqual([{ conversation_id: 1, offset: 20, limit: 20 }]);
    server.emit('load_more_messages', { conversation_id: 1, messages: dayGroups(Array.from({ length: 5 }, (_, index) => message(16 + index, 1))), has_more_messages: false });
    const keys = engine.getSnapshot().thread.groups.flatMap((group) => group.messages.map((item) => item.key));
    expect(keys).toHaveLength(25);
    expect(keys[0]).toBe('16');
    expect(engine.getSnapshot().thread.hasMore).toBe(false);
    expect(engine.loadMore()).toBe(false);
  });

  it('after a reconnect the open thread and the list are resynchronised, without duplicates', () => {
    const { server, engine, clock, socket } = createHarness();
    server.list([conversation(1)]);
    engine.select(1);
    clock.advanceSync(150);
    server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1), message(2, 1)]), has_more_messages: false });
    server.clear();
    socket.serverReconnecting(1);
    socket.serverConnect();
    expect(server.emits('join')).toEqual([{ conversation_id: 1 }]);
    clock.advanceSync(100);
    expect(server.emits('mark_conversation_as_read')).toEqual([{ conversation_id: 1 }]);
    expect(server.emits('get_latest_conversations')).toHaveLength(1);
    expect(server.emits('get_unread_count')).toHaveLength(1);
    // Message 3 arrived while we were away; the resync page brings it with the ones we had.
    server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1), message(2, 1), message(3, 1)]), has_more_messages: false });
    expect(engine.getSnapshot().thread.groups.flatMap((group) => group.messages.map((item) => item.key))).toEqual(['1', '2', '3']);
  });

  it('a page for another conversation than the open one is ignored', () => {
    const { server, engine, clock } = createHarness();
    server.list([conversation(1), conversation(2)]);
    engine.select(1);
    clock.advanceSync(150);
    server.emit('conversation_messages', { conversation_id: 2, messages: dayGroups([message(9, 2)]), has_more_messages: false });
    expect(engine.getSnapshot().thread.groups).toEqual([]);
  });
});
