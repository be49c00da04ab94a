import { FakeClock, FakeSocket } from '../fakes';
import { MockChatServer, type MockConnection } from '../../adapters/mock-socket/mock-chat-server';
import { MockChatSocket } from '../../adapters/mock-socket/mock-chat-socket';
import type { SocketPort } from '../../core/ports';
import { socketContract } from './support/socket-contract';
import { virtualDriver, type SocketWorld } from './support/socket-world';

/**
 * The socket contract against the in-memory implementations, on virtual time. (The socket.io adapter against
 * the real server runs the same suite in socket-real.contract.test.ts.)
 */
const TOKENS = { a: 'token-a', b: 'token-b', invalid: 'invalid-token' };
const USERS: Record<string, number> = { 'token-a': 1, 'token-b': 9001 };

function mockServer(clock: FakeClock): MockChatServer {
  return new MockChatServer({ clock, authenticate: (token) => USERS[token] ?? null, rateLimitMessages: 5, rateWindowMs: 10_000, minIntervalMs: 0 });
}

// ---- the demo's mock chat socket: two sockets on one in-page server ---------------------------------------
socketContract('MockChatSocket (demo mode)', async () => {
  const clock = new FakeClock();
  const server = mockServer(clock);
  return {
    createPort: () => new MockChatSocket({ clock, server, latencyMs: 20 }),
    tokens: TOKENS,
    userIds: { a: 1, b: 9001 },
    conversationId: 501,
    refusalMessage: 'notAuthenticated',
    dropConnection: async (port) => (port as MockChatSocket).dropConnection(),
    driver: virtualDriver(clock),
    clock,
    close: async () => undefined,
  } satisfies SocketWorld;
});

/**
 * The core tests' FakeSocket, with its "server" side played by the mock chat server: every emit the fake
 * records while connected is handled there, and every server event comes back through `serverEmit`.
 */
class ServerBackedFakeSocket extends FakeSocket {
  private connection: MockConnection | undefined;

  constructor(private readonly server: MockChatServer, private readonly clock: FakeClock) {
    super();
  }

  override connect(token: string): void {
    this.connectTokens.push(token);
    this.setStatus({ state: 'connecting', attempt: 0 });
    const result = this.server.attach(token, (event, payload) => {
      this.clock.setTimeout(() => this.serverEmit(event, payload), 1);
    });
    if ('refused' in result) return this.serverError(result.refused);
    this.connection = result;
    for (const event of ['get_online_status']) this.onAck(event, (payload) => (this.connection ? this.server.handle(this.connection, event, payload) : new Error('socket is not connected')));
    this.serverConnect();
  }

  override disconnect(): void {
    if (this.connection) this.server.detach(this.connection);
    this.connection = undefined;
    super.disconnect();
  }

  override emit(event: string, payload?: unknown): void {
    super.emit(event, payload);
    const connection = this.connection;
    if (connection && this.isConnected) this.clock.setTimeout(() => this.server.handle(connection, event, payload), 1);
  }

  drop(): void {
    if (this.connection) this.server.detach(this.connection);
    this.connection = undefined;
    this.setStatus({ state: 'connecting', attempt: 1 });
    this.clock.setTimeout(() => this.connect(this.connectTokens.at(-1) ?? ''), 2_000);
  }
}

socketContract('FakeSocket (core tests) played by the mock server', async () => {
  const clock = new FakeClock();
  const server = mockServer(clock);
  return {
    createPort: (): SocketPort => new ServerBackedFakeSocket(server, clock),
    tokens: TOKENS,
    userIds: { a: 1, b: 9001 },
    conversationId: 501,
    refusalMessage: 'notAuthenticated',
    dropConnection: async (port) => (port as ServerBackedFakeSocket).drop(),
    driver: virtualDriver(clock),
    clock,
    close: async () => undefined,
  } satisfies SocketWorld;
});
