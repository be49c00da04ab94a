import type { Observable } from 'rxjs';
import { portToken } from './token';

export type SocketStatus =
  | { state: 'idle' }
  | { state: 'connecting'; attempt: number }
  | { state: 'connected' }
  | { state: 'error'; message: string };

/** docs/product/chat.md Chat socket: 5 reconnection attempts, 2 s apart. */
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 2_000;

export interface SocketPort {
  /** Opens the connection with the user's token. Core never calls this without one. */
  connect(token: string): void;
  disconnect(): void;
  readonly status$: Observable<SocketStatus>;
  /** Fire-and-forget emit; adapters emit only while connected (the core's queue owns retries). */
  emit(event: string, payload?: unknown): void;
  /** Emit with acknowledgement; errors on timeout or disconnect. */
  emitWithAck<T = unknown>(event: string, payload?: unknown): Observable<T>;
  /** Raw payloads of one event, undecoded: the core decodes and validates them. */
  on(event: string): Observable<unknown>;
}

export const SOCKET_PORT = portToken<SocketPort>('socket');
