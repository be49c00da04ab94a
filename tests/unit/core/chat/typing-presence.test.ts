import { describe, expect, it } from 'vitest';
import { conversation, createHarness, message } from './harness';

function selected() {
  const harness = createHarness();
  harness.server.list([conversation(1)]);
  harness.engine.select(1);
  harness.clock.advanceSync(150);
  harness.server.clear();
  return harness;
}

describe('typing (docs/product/chat.md)', () => {
  it('typing_start when the user types (once), typing_stop after 2 s of inactivity', () => {
    const { engine, server, clock } = selected();
    engine.typing('З');
    engine.typing('Зд');
    expect(server.emits('typing_start')).toEqual([{ conversation_id: 1, recepient_id: 101 }]);
    clock.advanceSync(1_500);
    engine.typing('Здр'); // activity restarts the idle timer
    clock.advanceSync(1_999);
    expect(server.emits('typing_stop')).toEqual([]);
    clock.advanceSync(1);
    expect(server.emits('typing_stop')).toEqual([{ conversation_id: 1, recepient_id: 101 }]);
  });

  it('typing_stop when the input becomes empty and on send', () => {
    const { engine, server } = selected();
    engine.typing('а');
    engine.typing('');
    expect(server.emits('typing_stop')).toHaveLength(1);
    engine.typing('б');
    engine.send('б');
    expect(server.emits('typing_stop')).toHaveLength(2);
    expect(server.emits('typing_start')).toHaveLength(2);
  });

  it('incoming typing_start/stop show per conversation; the indicator fades if the stop is lost', () => {
    const { engine, server, clock } = selected();
    server.emit('typing_start', { conversation_id: 1, user_id: 101 });
    expect(engine.getSnapshot().conversations[0]!.typing).toBe(true);
    expect(engine.getSnapshot().thread.typing).toBe(true);
    server.emit('typing_stop', { conversation_id: 1, user_id: 101 });
    expect(engine.getSnapshot().conversations[0]!.typing).toBe(false);
    server.emit('typing_start', { conversation_id: 1, user_id: 101 });
    clock.advanceSync(10_000);
    expect(engine.getSnapshot().conversations[0]!.typing).toBe(false);
  });

  it('ignores typing events about the current user', () => {
    const { engine, server } = selected();
    server.emit('typing_start', { conversation_id: 1, user_id: 7 });
    expect(engine.getSnapshot().thread.typing).toBe(false);
  });
});

describe('presence (docs/product/chat.md)', () => {
  it('requests online status with ack 100 ms after the list arrives, then follows user_online_status', () => {
    const { engine, server, clock, socket } = createHarness();
    server.list([conversation(1), conversation(2)]);
    clock.advanceSync(99);
    expect(socket.pendingAcks('get_online_status')).toHaveLength(0);
    clock.advanceSync(1);
    expect(socket.pendingAcks('get_online_status')).toMatchObject([{ event: 'get_online_status', payload: { user_ids: [101, 102] } }]);
    socket.resolveAck('get_online_status', { status: 'success', data: { '101': true, '102': false } });
    expect(engine.getSnapshot().conversations.map((row) => [row.id, row.online])).toEqual([
      [2, false],
      [1, true],
    ]);
    server.emit('user_online_status', { user_id: 102, is_online: true });
    expect(engine.getSnapshot().conversations[0]!.online).toBe(true);
  });

  it('a conversation that starts after the list asks for the partner status at once, only once', () => {
    const { engine, server, clock, socket } = createHarness();
    server.list([conversation(1)]);
    clock.advanceSync(100);
    socket.resolveAck('get_online_status', { status: 'success', data: { '101': true } });
    const fresh = conversation(9);
    server.emit('new_message', { ...message(90, 9), conversation: fresh });
    expect(socket.pendingAcks('get_online_status')).toMatchObject([{ event: 'get_online_status', payload: { user_ids: [109] } }]);
    socket.resolveAck('get_online_status', { status: 'success', data: { '109': true } });
    expect(engine.getSnapshot().conversations.find((row) => row.id === 9)?.online).toBe(true);
    server.emit('new_message', { ...message(91, 9), conversation: fresh });
    server.emit('new_message', { ...message(92, 1), conversation: conversation(1) });
    expect(socket.pendingAcks('get_online_status')).toHaveLength(0);
  });

  it('a failed or malformed acknowledgement leaves presence as it was', () => {
    const { engine, server, clock, socket } = createHarness();
    server.list([conversation(1)]);
    clock.advanceSync(100);
    socket.resolveAck('get_online_status', { status: 'success', data: 'everyone' });
    server.list([conversation(1)]);
    clock.advanceSync(100);
    socket.failAck('get_online_status');
    expect(engine.getSnapshot().conversations[0]!.online).toBe(false);
  });
});
