import { describe, expect, it, vi } from 'vitest';
import { DeferredSocket } from '../../../adapters/socket/deferred-socket';
import type { SocketStatus } from '../../../core/ports';
import { FakeSocket, flushMicrotasks } from '../../fakes';

describe('DeferredSocket (the demo socket loaded on first connect)', () => {
  it('loads nothing until connect, then connects the loaded socket with the token, without an idle blip', async () => {
    const inner = new FakeSocket();
    const load = vi.fn(async () => inner);
    const socket = new DeferredSocket(load);
    const statuses: SocketStatus[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    const received: unknown[] = [];
    socket.on('new_message').subscribe((payload) => received.push(payload));
    expect(load).not.toHaveBeenCalled();
    socket.emit('typing_start', { conversation_id: 1 }); // nothing to send to yet: dropped
    socket.connect('tok');
    await flushMicrotasks();
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.connectTokens).toEqual(['tok']);
    expect(statuses.map((status) => status.state)).toEqual(['idle', 'connecting', 'connected']);
    inner.serverEmit('new_message', { id: 1 });
    expect(received).toEqual([{ id: 1 }]);
    socket.emit('get_unread_count');
    expect(inner.emitsOf('get_unread_count')).toHaveLength(1);
    expect(inner.emitsOf('typing_start')).toHaveLength(0);
  });

  it('a disconnect before the load finishes leaves the loaded socket unconnected', async () => {
    const inner = new FakeSocket();
    const socket = new DeferredSocket(async () => inner);
    socket.connect('tok');
    socket.disconnect();
    await flushMicrotasks();
    expect(inner.connectTokens).toEqual([]);
  });

  it('a failed load is an error status with its message, and a later connect tries again', async () => {
    const inner = new FakeSocket();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(inner);
    const socket = new DeferredSocket(load);
    const statuses: SocketStatus[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.connect('tok');
    await flushMicrotasks();
    expect(statuses.at(-1)).toEqual({ state: 'error', message: 'chunk failed' });
    socket.connect('tok');
    await flushMicrotasks();
    expect(statuses.at(-1)).toEqual({ state: 'connected' });
  });
});
