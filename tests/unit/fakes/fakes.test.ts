import { firstValueFrom, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock, FakeHttp, FakeSocket, httpFailures } from '../../fakes';
import { HttpFailure } from '../../../core';

describe('FakeClock', () => {
  it('fires timers in due order, only when time is advanced', async () => {
    const clock = new FakeClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 200);
    clock.setTimeout(() => fired.push('a'), 100);
    const cancelled = clock.setTimeout(() => fired.push('never'), 150);
    clock.clearTimeout(cancelled);
    await clock.advance(99);
    expect(fired).toEqual([]);
    await clock.advance(1);
    expect(fired).toEqual(['a']);
    expect(clock.now()).toBe(100);
    await clock.advance(100);
    expect(fired).toEqual(['a', 'b']);
  });

  it('fires a timer scheduled by a timer inside the same window', async () => {
    const clock = new FakeClock(0);
    const fired: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => fired.push(clock.now()), 50), 50);
    await clock.advance(100);
    expect(fired).toEqual([100]);
  });
});

describe('FakeHttp', () => {
  it('answers scripted routes, logs calls and fails loudly for unscripted ones', async () => {
    const http = new FakeHttp().on('GET', '/api/a', { ok: 1 }).once('GET', '/api/a', { ok: 0 });
    expect(await firstValueFrom(http.request({ path: '/api/a' }))).toEqual({ ok: 0 });
    expect(await firstValueFrom(http.request({ path: '/api/a?x=1' }))).toEqual({ ok: 1 });
    await expect(firstValueFrom(http.request({ path: '/api/b', method: 'POST' }))).rejects.toBeInstanceOf(HttpFailure);
    expect(http.calls.map((call) => call.path)).toEqual(['/api/a', '/api/a?x=1', '/api/b']);
  });

  it('reports failures as HttpFailure with the failure kind', async () => {
    const http = new FakeHttp().on('GET', '/api/x', httpFailures.notAuthenticated());
    await expect(firstValueFrom(http.request({ path: '/api/x' }))).rejects.toMatchObject({ kind: 'notAuthenticated', httpStatus: 401 });
  });

  it('can hold an answer with an observable', async () => {
    const http = new FakeHttp().on('GET', '/api/slow', () => timer(5));
    expect(await firstValueFrom(http.request({ path: '/api/slow' }))).toBe(0);
  });
});

describe('FakeSocket', () => {
  it('connects, logs emits and delivers server events to subscribers', () => {
    const socket = new FakeSocket();
    const states: string[] = [];
    socket.status$.subscribe((status) => states.push(status.state));
    socket.connect('tok');
    socket.emit('join', 5);
    const received: unknown[] = [];
    const subscription = socket.on('new_message').subscribe((payload) => received.push(payload));
    expect(socket.listenerCount('new_message')).toBe(1);
    socket.serverEmit('new_message', { id: 1 });
    socket.serverEmit('other', { id: 2 });
    subscription.unsubscribe();
    socket.serverEmit('new_message', { id: 3 });
    expect(states).toEqual(['idle', 'connecting', 'connected']);
    expect(socket.connectTokens).toEqual(['tok']);
    expect(socket.emitted).toEqual([{ event: 'join', payload: 5, whileConnected: true, withAck: false }]);
    expect(received).toEqual([{ id: 1 }]);
    expect(socket.listenerCount('new_message')).toBe(0);
  });

  it('answers acks by script or by hand, and fails them on error or when disconnected', async () => {
    const socket = new FakeSocket();
    await expect(firstValueFrom(socket.emitWithAck('get_online_status', [1]))).rejects.toThrow('not connected');
    socket.connect('tok');
    socket.onAck('get_online_status', (ids) => ({ status: 'success', data: Object.fromEntries((ids as number[]).map((id) => [id, true])) }));
    expect(await firstValueFrom(socket.emitWithAck('get_online_status', [1]))).toEqual({ status: 'success', data: { 1: true } });

    const held = firstValueFrom(socket.emitWithAck('send_message', { temp_id: 't1' }));
    expect(socket.pendingAcks('send_message')).toHaveLength(1);
    socket.resolveAck('send_message', { ok: true });
    expect(await held).toEqual({ ok: true });

    const failing = firstValueFrom(socket.emitWithAck('send_message', { temp_id: 't2' }));
    socket.serverError('boom');
    await expect(failing).rejects.toThrow('boom');
    expect(socket.currentStatus).toEqual({ state: 'error', message: 'boom' });
  });
});

describe('FakeClock under vi.useFakeTimers', () => {
  it('still flushes promises (it keeps the real setImmediate)', async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    try {
      const clock = new FakeClock(0);
      let resolved = false;
      clock.setTimeout(() => void Promise.resolve().then(() => (resolved = true)), 10);
      await clock.advance(10);
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
