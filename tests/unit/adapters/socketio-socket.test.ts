import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { SocketIoSocket } from '../../../adapters/socket/socketio-socket';
import type { SocketStatus } from '../../../core/ports';
import { flushMicrotasks } from '../../fakes';

type Handler = (...args: unknown[]) => void;

/** A stand-in for socket.io-client's Socket + Manager, recording what the adapter does to it. */
class FakeIoSocket {
  connected = false;
  active = true;
  readonly handlers = new Map<string, Handler[]>();
  readonly managerHandlers = new Map<string, Handler[]>();
  anyHandler: Handler | undefined;
  readonly emitted: unknown[][] = [];
  disconnected = false;
  readonly io = {
    on: (event: string, handler: Handler) => void this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), handler]),
    off: (event: string, handler: Handler) => void this.managerHandlers.set(event, (this.managerHandlers.get(event) ?? []).filter((h) => h !== handler)),
  };
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  onAny(handler: Handler) {
    this.anyHandler = handler;
  }
  offAny() {
    this.anyHandler = undefined;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  timeout(ms: number) {
    return { emitWithAck: (...args: unknown[]) => (this.emitted.push(['ack', ms, ...args]), Promise.resolve({ status: 'success', data: { 7: true } })) };
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const handler of this.managerHandlers.get(event) ?? []) handler(...args);
  }
}

function setup() {
  const sockets: FakeIoSocket[] = [];
  const options: unknown[] = [];
  const io = vi.fn((url: string | undefined, opts: unknown) => {
    options.push({ url, ...(opts as object) });
    const socket = new FakeIoSocket();
    sockets.push(socket);
    return socket;
  });
  const load = vi.fn(async () => io as never);
  const adapter = new SocketIoSocket({ load });
  const statuses: SocketStatus[] = [];
  adapter.status$.subscribe((status) => statuses.push(status));
  return { adapter, load, sockets, options, statuses };
}

describe('SocketIoSocket', () => {
  it('loads socket.io-client only on connect (the anonymous home page never does)', async () => {
    const { adapter, load } = setup();
    adapter.on('new_message').subscribe();
    expect(load).not.toHaveBeenCalled();
    adapter.connect('tok');
    await flushMicrotasks();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens /socket over websocket only, with the token, 5 reconnections 2 s apart, and no socket.io retries', async () => {
    const { adapter, options } = setup();
    adapter.connect('tok-1');
    await flushMicrotasks();
    expect(options[0]).toMatchObject({ url: undefined, path: '/socket', transports: ['websocket'], auth: { token: 'tok-1' }, reconnection: true, reconnectionAttempts: 5, reconnectionDelay: 2_000, reconnectionDelayMax: 2_000, randomizationFactor: 0, timeout: 5_000 });
    expect(options[0]).not.toHaveProperty('retries');
    expect(options[0]).not.toHaveProperty('ackTimeout');
  });

  it('reports connecting → connected → connecting n → error with the stored connect error', async () => {
    const { adapter, sockets, statuses } = setup();
    adapter.connect('tok');
    await flushMicrotasks();
    const socket = sockets[0]!;
    socket.connected = true;
    socket.fire('connect');
    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    socket.fire('connect_error', new Error('websocket error'));
    socket.fireManager('reconnect_attempt', 1);
    socket.fireManager('reconnect_attempt', 5);
    socket.fireManager('reconnect_failed');
    expect(statuses).toEqual([
      { state: 'idle' },
      { state: 'connecting', attempt: 0 },
      { state: 'connected' },
      { state: 'connecting', attempt: 0 },
      { state: 'connecting', attempt: 1 },
      { state: 'connecting', attempt: 5 },
      { state: 'error', message: 'websocket error' },
    ]);
  });

  it('a refusal by the server is final: error with its message', async () => {
    const { adapter, sockets, statuses } = setup();
    adapter.connect('bad');
    await flushMicrotasks();
    sockets[0]!.active = false;
    sockets[0]!.fire('connect_error', new Error('notAuthenticated'));
    expect(statuses.at(-1)).toEqual({ state: 'error', message: 'notAuthenticated' });
  });

  it('emits only while connected, and hands raw payloads to on(event)', async () => {
    const { adapter, sockets } = setup();
    const received: unknown[] = [];
    adapter.on('new_message').subscribe((payload) => received.push(payload));
    adapter.connect('tok');
    await flushMicrotasks();
    const socket = sockets[0]!;
    adapter.emit('typing_start', { conversation_id: 1 });
    expect(socket.emitted).toEqual([]);
    socket.connected = true;
    adapter.emit('typing_start', { conversation_id: 1 });
    adapter.emit('get_unread_count');
    expect(socket.emitted).toEqual([['typing_start', { conversation_id: 1 }], ['get_unread_count']]);
    socket.anyHandler?.('new_message', 'b2NiMQ==');
    socket.anyHandler?.('typing_stop', { conversation_id: 1 });
    expect(received).toEqual(['b2NiMQ==']);
  });

  it('emitWithAck answers with the acknowledgement, or errors at once when disconnected', async () => {
    const { adapter, sockets } = setup();
    await expect(firstValueFrom(adapter.emitWithAck('get_online_status', { user_ids: [7] }))).rejects.toThrow('not connected');
    adapter.connect('tok');
    await flushMicrotasks();
    sockets[0]!.connected = true;
    await expect(firstValueFrom(adapter.emitWithAck('get_online_status', { user_ids: [7] }))).resolves.toEqual({ status: 'success', data: { 7: true } });
  });

  it('removes its listeners on disconnect, and a connect dropped before the library loaded opens nothing', async () => {
    const { adapter, sockets, statuses } = setup();
    adapter.connect('tok');
    adapter.disconnect();
    await flushMicrotasks();
    expect(sockets).toHaveLength(0);
    adapter.connect('tok');
    await flushMicrotasks();
    const socket = sockets[0]!;
    adapter.disconnect();
    expect(socket.disconnected).toBe(true);
    expect(socket.anyHandler).toBeUndefined();
    expect(socket.handlers.size).toBe(0);
    expect(socket.managerHandlers.get('reconnect_attempt')).toEqual([]);
    expect(statuses.at(-1)).toEqual({ state: 'idle' });
  });
});
