import { BehaviorSubject, Observable, Subject, filter, map, take, throwError } from 'rxjs';
import type { SocketPort, SocketStatus } from '../../core/ports/socket';

export interface EmittedEvent {
  event: string;
  payload: unknown;
  /** Whether the socket was connected when the core emitted (adapters drop emits while disconnected). */
  whileConnected: boolean;
  withAck: boolean;
}

/** A server-side answer to an emit-with-ack: a value, or an Error to fail the ack. */
export type AckHandler = (payload: unknown) => unknown;

interface PendingAck {
  event: string;
  payload: unknown;
  resolve(value: unknown): void;
  fail(error: Error): void;
}

/**
 * In-memory SocketPort for core tests. The test plays the server: `serverEmit` pushes events to the core,
 * `onAck` scripts acknowledgements (or `resolveAck` answers pending ones by hand), and `setStatus` /
 * `serverConnect` / `serverError` drive the connection status. Every emit is logged in `emitted`.
 */
export class FakeSocket implements SocketPort {
  readonly emitted: EmittedEvent[] = [];
  readonly connectTokens: string[] = [];
  disconnectCount = 0;
  /** When true (default), `connect` goes connecting → connected at once; otherwise it stays connecting. */
  autoConnect = true;

  private readonly status = new BehaviorSubject<SocketStatus>({ state: 'idle' });
  private readonly incoming = new Subject<{ event: string; payload: unknown }>();
  private readonly listeners = new Map<string, number>();
  private readonly ackHandlers = new Map<string, AckHandler>();
  private pending: PendingAck[] = [];

  readonly status$: Observable<SocketStatus> = this.status.asObservable();

  get currentStatus(): SocketStatus {
    return this.status.getValue();
  }

  get isConnected(): boolean {
    return this.status.getValue().state === 'connected';
  }

  connect(token: string): void {
    this.connectTokens.push(token);
    this.status.next({ state: 'connecting', attempt: 1 });
    if (this.autoConnect) this.status.next({ state: 'connected' });
  }

  disconnect(): void {
    this.disconnectCount += 1;
    this.failPending(new Error('disconnected'));
    this.status.next({ state: 'idle' });
  }

  emit(event: string, payload?: unknown): void {
    this.emitted.push({ event, payload, whileConnected: this.isConnected, withAck: false });
  }

  emitWithAck<T = unknown>(event: string, payload?: unknown): Observable<T> {
    this.emitted.push({ event, payload, whileConnected: this.isConnected, withAck: true });
    if (!this.isConnected) return throwError(() => new Error('socket is not connected'));
    const handler = this.ackHandlers.get(event);
    if (handler) {
      return new Observable<T>((subscriber) => {
        const answer = handler(payload);
        if (answer instanceof Error) subscriber.error(answer);
        else {
          subscriber.next(answer as T);
          subscriber.complete();
        }
      });
    }
    return new Observable<T>((subscriber) => {
      const entry: PendingAck = {
        event,
        payload,
        resolve: (value) => {
          subscriber.next(value as T);
          subscriber.complete();
        },
        fail: (error) => subscriber.error(error),
      };
      this.pending.push(entry);
      return () => {
        this.pending = this.pending.filter((candidate) => candidate !== entry);
      };
    });
  }

  on(event: string): Observable<unknown> {
    return new Observable<unknown>((subscriber) => {
      this.listeners.set(event, (this.listeners.get(event) ?? 0) + 1);
      const subscription = this.incoming
        .pipe(
          filter((message) => message.event === event),
          map((message) => message.payload),
        )
        .subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        this.listeners.set(event, (this.listeners.get(event) ?? 1) - 1);
      };
    });
  }

  // ---- server side -------------------------------------------------------------------------------

  /** Delivers an event from the "server" to every current subscriber of `event`. */
  serverEmit(event: string, payload?: unknown): void {
    this.incoming.next({ event, payload });
  }

  /** Scripts the acknowledgement of every future emit-with-ack of `event`. */
  onAck(event: string, handler: AckHandler): void {
    this.ackHandlers.set(event, handler);
  }

  /** Emit-with-ack calls still waiting for an answer. */
  pendingAcks(event?: string): ReadonlyArray<{ event: string; payload: unknown }> {
    return this.pending.filter((entry) => event === undefined || entry.event === event);
  }

  /** Answers the oldest pending ack of `event`; throws when there is none (a test bug, said loudly). */
  resolveAck(event: string, value: unknown): void {
    this.takePending(event).resolve(value);
  }

  failAck(event: string, error: Error = new Error('ack failed')): void {
    this.takePending(event).fail(error);
  }

  setStatus(status: SocketStatus): void {
    this.status.next(status);
  }

  serverConnect(): void {
    this.status.next({ state: 'connected' });
  }

  /** The transport dropped and the adapter is retrying (docs/product/chat.md: up to 5 attempts, 2 s apart). */
  serverReconnecting(attempt = 1): void {
    this.failPending(new Error('disconnected'));
    this.status.next({ state: 'connecting', attempt });
  }

  serverError(message: string): void {
    this.failPending(new Error(message));
    this.status.next({ state: 'error', message });
  }

  /** Number of live subscriptions to `event` (to prove listeners are registered once and removed). */
  listenerCount(event: string): number {
    return this.listeners.get(event) ?? 0;
  }

  /** Emits of one event name, payloads only. */
  emitsOf(event: string): unknown[] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  /** Resolves the first status that matches (handy with `await`). */
  nextStatus(state: SocketStatus['state']): Observable<SocketStatus> {
    return this.status$.pipe(
      filter((status) => status.state === state),
      take(1),
    );
  }

  private takePending(event: string): PendingAck {
    const index = this.pending.findIndex((entry) => entry.event === event);
    const entry = this.pending[index];
    if (!entry) throw new Error(`FakeSocket: no pending ack for "${event}"`);
    this.pending.splice(index, 1);
    return entry;
  }

  private failPending(error: Error): void {
    const waiting = this.pending;
    this.pending = [];
    for (const entry of waiting) entry.fail(error);
  }
}
