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

  const serverSocketOf = (userId: number) => {
    const found = [...app.io.sockets.sockets.values()].find((socket) => socketData(socket).userId === userId);
    if (!found) throw new Error('no server socket');
    return found;
  };

  it('sends three events emitted together as one TCP write, in order', async () => {
    const client = await pool.open(user);
    const server = serverSocketOf(user.id);
    const received: number[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('probe', (payload: { n: number }) => {
        received.push(payload.n);
        if (received.length === 3) resolve();
      }),
    );
    const { writes } = countWrites(server);
    server.emit('probe', { n: 1 });
    server.emit('probe', { n: 2 });
    server.emit('probe', { n: 3 });
    await all;
    expect(received).toEqual([1, 2, 3]);
    expect(writes()).toBe(1);
  });

  it('keeps sending after a write of its own: events of later ticks arrive too', async () => {
    const client = await pool.open(user);
    const server = serverSocketOf(user.id);
    const received: number[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('probe', (payload: { n: number }) => {
        received.push(payload.n);
        if (received.length === 4) resolve();
      }),
    );
    const { writes } = countWrites(server);
    server.emit('probe', { n: 1 });
    server.emit('probe', { n: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    server.emit('probe', { n: 3 });
    setTimeout(() => server.emit('probe', { n: 4 }), 5);
    await all;
    expect(received).toEqual([1, 2, 3, 4]);
    expect(writes()).toBe(3);
  });
});
