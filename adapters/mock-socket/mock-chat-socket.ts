import { BehaviorSubject, Observable, Subject, filter, map, share } from 'rxjs';
import { SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS, type ClockPort, type SocketPort, type SocketStatus, type TimerHandle } from '../../core/ports';
import { MockChatServer, type MockConnection } from './mock-chat-server';
import { MockPeers } from './mock-peers';

export interface MockChatSocketOptions {
  clock: ClockPort;
  /** Share one server between several sockets (two users chatting in a test); default: a fresh demo server. */
  server?: MockChatServer;
  /** One-way network latency, so the UI shows its in-between states (sending ◔, connecting). */
  latencyMs?: number;
}

/** Payloads cross the "network" as copies: neither side can mutate the other's objects. */
const copy = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * A SocketPort with the chat server inside the page (VITE_CHAT_SOCKET=mock or ?demo=chat): the same protocol
 * and status transitions as SocketIoSocket, including 5 reconnection attempts 2 s apart after a dropped
 * connection, emits only while connected, and undecoded payloads handed to `on(event)`.
 */
export class MockChatSocket implements SocketPort {
  readonly server: MockChatServer;
  private readonly status = new BehaviorSubject<SocketStatus>({ state: 'idle' });
  private readonly incoming = new Subject<{ event: string; payload: unknown }>();
  private connection: MockConnection | undefined;
  private token: string | undefined;
  private pending = new Set<TimerHandle>();
  /** Acknowledgements still awaited; failed when the connection goes, as socket.io does. */
  private readonly awaitingAck = new Set<(error: Error) => void>();
  private generation = 0;
  private peers: MockPeers | undefined;
  /** While false, the "network" is down: handshakes fail (to exercise reconnection). */
  reachable = true;

  readonly status$: Observable<SocketStatus> = this.status.asObservable();

  constructor(private readonly options: MockChatSocketOptions) {
    this.server = options.server ?? new MockChatServer({ clock: options.clock });
  }

  /** A demo socket whose peers are alive (replies, typing, presence, an occasional RATE_LIMITED). */
  static lively(clock: ClockPort, random: () => number = Math.random): MockChatSocket {
    const socket = new MockChatSocket({ clock, latencyMs: 120 });
    socket.server.messaging.occasionalRateLimitEvery = 7;
    socket.peers = new MockPeers(socket.server, { random });
    socket.peers.start();
    return socket;
  }

  get currentStatus(): SocketStatus {
    return this.status.getValue();
  }

  connect(token: string): void {
    this.close();
    this.token = token;
    this.attempt(0, ++this.generation);
  }

  disconnect(): void {
    this.generation += 1;
    this.token = undefined;
    this.close();
    this.status.next({ state: 'idle' });
  }

  /** Ends the demo: the connection, and the peers' timers. */
  dispose(): void {
    this.disconnect();
    this.peers?.stop();
  }

  emit(event: string, payload?: unknown): void {
    const connection = this.connection;
    if (!connection) return; // emits only while connected: the core's queue owns retries
    const sent = copy(payload);
    this.later(() => {
      if (this.connection === connection) this.server.handle(connection, event, sent);
    });
  }

  emitWithAck<T = unknown>(event: string, payload?: unknown): Observable<T> {
    return new Observable<T>((subscriber) => {
      const connection = this.connection;
      if (!connection) {
        subscriber.error(new Error('socket is not connected'));
        return undefined;
      }
      const sent = copy(payload);
      const fail = (error: Error) => subscriber.error(error);
      this.awaitingAck.add(fail);
      this.later(() => {
        const answer = copy(this.server.handle(connection, event, sent));
        this.later(() => {
          this.awaitingAck.delete(fail);
          subscriber.next(answer as T);
          subscriber.complete();
        });
      });
      return () => this.awaitingAck.delete(fail);
    });
  }

  on(event: string): Observable<unknown> {
    return this.incoming.pipe(
      filter((message) => message.event === event),
      map((message) => message.payload),
      share(),
    );
  }

  /** The server drops this connection (a network blip): reconnection starts as with socket.io. */
  dropConnection(): void {
    if (!this.connection) return;
    this.close();
    this.status.next({ state: 'connecting', attempt: 0 });
    this.reconnect(1, this.generation);
  }

  private attempt(attempt: number, generation: number): void {
    this.status.next({ state: 'connecting', attempt });
    this.later(() => {
      if (generation !== this.generation || this.token === undefined) return;
      if (!this.reachable) return this.reconnect(attempt + 1, generation, 'xhr poll error');
      const result = this.server.attach(this.token, (event, payload) => {
        const received = copy(payload);
        this.later(() => {
          if (this.connection === result) this.incoming.next({ event, payload: received });
        });
      });
      if ('refused' in result) return this.status.next({ state: 'error', message: result.refused });
      this.connection = result;
      this.status.next({ state: 'connected' });
    });
  }

  private reconnect(attempt: number, generation: number, lastError = 'transport close'): void {
    if (attempt > SOCKET_RECONNECT_ATTEMPTS) return this.status.next({ state: 'error', message: lastError });
    const timer = this.options.clock.setTimeout(() => {
      this.pending.delete(timer);
      if (generation === this.generation) this.attempt(attempt, generation);
    }, SOCKET_RECONNECT_DELAY_MS);
    this.pending.add(timer);
  }

  private later(action: () => void): TimerHandle {
    const timer = this.options.clock.setTimeout(() => {
      this.pending.delete(timer);
      action();
    }, this.options.latencyMs ?? 5);
    this.pending.add(timer);
    return timer;
  }

  private close(): void {
    for (const timer of this.pending) this.options.clock.clearTimeout(timer);
    this.pending.clear();
    const waiting = [...this.awaitingAck];
    this.awaitingAck.clear();
    for (const fail of waiting) fail(new Error('socket has been disconnected'));
    if (this.connection) this.server.detach(this.connection);
    this.connection = undefined;
  }
}
