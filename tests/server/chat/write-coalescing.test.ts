import type { Socket as NetSocket } from 'node:net';
import type { Socket as ServerSocket } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { socketData } from '../../../server/chat/context';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { createUser, socketPool, startChatApp, type TestUser } from './chat-helpers';

/** The TCP socket under a server-side socket.io socket, with its writes counted from now on. */
function countWrites(socket: ServerSocket): { writes: () => number } {
  const tcp = (socket.conn as unknown as { transport: { socket: { _socket: NetSocket & Record<string, unknown> } } }).transport.socket._socket;
  let writes = 0;
  for (const method of ['_write', '_writev'] as const) {
    const original = tcp[method] as (...args: unknown[]) => unknown;
    tcp[method] = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return original.apply(this, args);
    };
  }
  return { writes: () => writes };
}

/** Resolves with the `n` of the first `count` probe events the client receives, in arrival order. */
function probes(client: { on(event: string, listener: (payload: { n: number }) => void): unknown }, count: number): Promise<number[]> {
  const received: number[] = [];
  return new Promise((resolve) =>
    client.on('probe', (payload) => {
      received.push(payload.n);
      if (received.length === count) resolve(received);
    }),
  );
}

describe('chat socket: the events of one tick leave in one write (server/chat/write-coalescing.ts)', () => {
  let app: TestApp;
  let user: TestUser;
  const pool = socketPool(() => app);

  beforeAll(async () => {
    app = await startChatApp();
    await resetDatabase(app.database);
    user = await createUser(app, 'pisuva@primer.mk');
  });
  afterEach(() => pool.closeAll());
  afterAll(async () => {
    await app.close();
  });

  /** A connected client, the server's side of it with its writes counted, and the first `count` probes it receives. */
  const probing = async (count: number) => {
    const client = await pool.open(user);
    const server = [...app.io.sockets.sockets.values()].find((socket) => socketData(socket).userId === user.id);
    if (!server) throw new Error('no server socket');
    const received = probes(client, count);
    const emit = (n: number) => server.emit('probe', { n });
    return { emit, received, ...countWrites(server) };
  };

  it('sends three events emitted together as one TCP write, in order', async () => {
    const { emit, received, writes } = await probing(3);
    emit(1);
    emit(2);
    emit(3);
    expect(await received).toEqual([1, 2, 3]);
    expect(writes()).toBe(1);
  });

  it('keeps sending after a write of its own: events of later ticks arrive too', async () => {
    const { emit, received, writes } = await probing(4);
    emit(1);
    emit(2);
    await new Promise((resolve) => setImmediate(resolve));
    emit(3);
    setTimeout(() => emit(4), 5);
    expect(await received).toEqual([1, 2, 3, 4]);
    expect(writes()).toBe(3);
  });
});
