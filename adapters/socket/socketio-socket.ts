import { BehaviorSubject, Observable, Subject, distinctUntilChanged, filter, map, share } from 'rxjs';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import {
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  type LoggerPort,
  type SocketPort,
  type SocketStatus,
} from '../../core/ports';

type SocketFactory = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface SocketIoOptions {
  /** The server origin; undefined means the page's own host (docs/product/chat.md). */
  url?: string;
  /** Resolves socket.io-client's `io`. Default: a dynamic import, so the library is a lazily loaded chunk. */
  load?: () => Promise<SocketFactory>;
  /** How long an acknowledgement may take before emitWithAck errors. */
  ackTimeoutMs?: number;
  logger?: LoggerPort;
}

const loadSocketIo = async (): Promise<SocketFactory> => (await import('socket.io-client')).io;

/**
 * SocketPort over socket.io-client 4. Decisions (docs/architecture.md#reliability-and-security-rules):
 * - socket.io-client is imported on the first `connect()`, never at module load: the anonymous home page
 *   (no token, so no connect) does not download it.
 * - path /socket, websocket transport only, the token in the handshake's `auth`; 5 reconnection attempts 2 s apart.
 * - `retries`/`ackTimeout` are left unset and emits happen only while connected: socket.io's own buffer and
 *   retries would re-send after reconnects, and the core's outbound queue is the only retrier.
 * - One `onAny` listener owned here fans events out to `on(event)` subscribers; it and every manager listener
 *   are removed on disconnect, so a handler is never registered twice.
 */
/** How long one connection attempt may hang before socket.io gives up on it and schedules the next. */
export const SOCKET_CONNECT_TIMEOUT_MS = 5_000;

export class SocketIoSocket implements SocketPort {
  private readonly status = new BehaviorSubject<SocketStatus>({ state: 'idle' });
  private readonly incoming = new Subject<{ event: string; payload: unknown }>();
  private socket: Socket | undefined;
  /** Bumped by every connect/disconnect so a slow dynamic import cannot revive a socket the caller dropped. */
  private generation = 0;
  private lastError = '';

  readonly status$: Observable<SocketStatus> = this.status.pipe(distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)));

  constructor(private readonly options: SocketIoOptions = {}) {}

  get currentStatus(): SocketStatus {
    return this.status.getValue();
  }

  connect(token: string): void {
    this.teardown();
    const generation = ++this.generation;
    this.status.next({ state: 'connecting', attempt: 0 });
    (this.options.load ?? loadSocketIo)()
      .then((io) => {
        if (generation !== this.generation) return;
        this.open(io, token);
      })
      .catch((error: unknown) => {
        if (generation !== this.generation) return;
        this.options.logger?.error('socket: socket.io-client failed to load', error);
        this.status.next({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      });
  }

  disconnect(): void {
    this.generation += 1;
    this.teardown();
    this.status.next({ state: 'idle' });
  }

  emit(event: string, payload?: unknown): void {
    const socket = this.socket;
    if (!socket?.connected) {
      this.options.logger?.warn(`socket: "${event}" dropped while disconnected`);
      return;
    }
    if (payload === undefined) socket.emit(event);
    else socket.emit(event, payload);
  }

  emitWithAck<T = unknown>(event: string, payload?: unknown): Observable<T> {
    return new Observable<T>((subscriber) => {
      const socket = this.socket;
      if (!socket?.connected) {
        subscriber.error(new Error('socket is not connected'));
        return undefined;
      }
      let active = true;
      const timed = socket.timeout(this.options.ackTimeoutMs ?? 10_000);
      const sent = payload === undefined ? timed.emitWithAck(event) : timed.emitWithAck(event, payload);
      // Rejected on timeout and on disconnect (socket.io clears pending acks with an error).
      (sent as Promise<T>).then(
        (value) => {
          if (!active) return;
          subscriber.next(value);
          subscriber.complete();
        },
        (error: unknown) => {
          if (active) subscriber.error(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        active = false;
      };
    });
  }

  on(event: string): Observable<unknown> {
    return this.incoming.pipe(
      filter((message) => message.event === event),
      map((message) => message.payload),
      share(),
    );
  }

  /** Ends the adapter for good (composition root disposal). */
  dispose(): void {
    this.disconnect();
    this.incoming.complete();
    this.status.complete();
  }

  private open(io: SocketFactory, token: string): void {
    const socket = io(this.options.url, {
      path: '/socket',
      transports: ['websocket'],
      auth: { token },
      reconnection: true,
      reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
      reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
      randomizationFactor: 0,
      // socket.io waits 20 s for a hung handshake before the next attempt; 5 s keeps the 5 × 2 s schedule meaningful.
      timeout: SOCKET_CONNECT_TIMEOUT_MS,
      // A manager of our own: socket.io's per-URL manager cache would hand a disposed manager to the next connect.
      forceNew: true,
    });
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => this.incoming.next({ event, payload }));
    socket.on('connect', () => {
      this.lastError = '';
      this.status.next({ state: 'connected' });
    });
    socket.on('connect_error', (error: Error) => {
      this.lastError = error.message || 'connect_error';
      // `active` is false when the server's middleware refused us: socket.io will not retry, so it is final.
      if (!socket.active) this.status.next({ state: 'error', message: this.lastError });
    });
    socket.on('disconnect', (reason: string) => {
      // The server dropped us (transport closed): socket.io reconnects by itself, 2 s from now.
      if (socket.active) this.status.next({ state: 'connecting', attempt: 0 });
      else this.status.next({ state: 'error', message: reason });
    });
    socket.io.on('reconnect_attempt', this.onReconnectAttempt);
    socket.io.on('reconnect_failed', this.onReconnectFailed);
  }

  private readonly onReconnectAttempt = (attempt: number): void => this.status.next({ state: 'connecting', attempt });
  private readonly onReconnectFailed = (): void => this.status.next({ state: 'error', message: this.lastError || 'reconnect_failed' });

  private teardown(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.offAny();
    socket.removeAllListeners();
    socket.io.off('reconnect_attempt', this.onReconnectAttempt);
    socket.io.off('reconnect_failed', this.onReconnectFailed);
    socket.disconnect();
  }
}
