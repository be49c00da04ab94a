import type { Subscription } from 'rxjs';
import type { SocketPort, SocketStatus } from '../ports/socket';
import type { ChatDecodeError } from './codec/decode-payload';
import { Store } from '../store/store';
import { INITIAL_CONNECTION_STATE } from './initial-states';

export type ChatConnectionStatus = 'idle' | 'connecting' | 'connected' | 'error';

export interface ChatConnectionState {
  readonly status: ChatConnectionStatus;
  /** docs/product/chat.md Chat socket: the connect error is stored as the error message. */
  readonly error: string | null;
  /** Reconnection attempt while connecting (the adapter makes 5 at 2 s). */
  readonly attempt: number;
  /** How many times the socket has connected (1 = first connect; more = reconnects, which resync). */
  readonly connections: number;
  /** The last received payload that was refused (garbage never touches state; it is reported here). */
  readonly lastRefused: ChatDecodeError | null;
  readonly refusedCount: number;
}


/**
 * docs/product/chat.md Chat socket: connects only with a token; reports connected / connecting / error with the error
 * message kept. Reconnection itself (5 attempts, 2 s) is the adapter's, per the SocketPort contract.
 */
export class ChatConnection extends Store<ChatConnectionState> {
  private subscription: Subscription | null = null;
  private token: string | null = null;

  constructor(
    private readonly socket: SocketPort,
    private readonly onConnected: (reconnect: boolean) => void,
    private readonly onDisconnected: () => void,
  ) {
    super(INITIAL_CONNECTION_STATE);
  }

  /** Starts following the socket's status; called once every collaborator exists (it may report at once). */
  start(): void {
    this.subscription ??= this.socket.status$.subscribe((status) => this.applyStatus(status));
  }

  get connected(): boolean {
    return this.getSnapshot().status === 'connected';
  }

  /** Connects with the user's token; without one, nothing happens (docs/product/chat.md). */
  connect(token: string | null | undefined): void {
    if (!token || token === this.token) return;
    if (this.token) this.socket.disconnect();
    this.token = token;
    this.socket.connect(token);
  }

  disconnect(): void {
    if (!this.token) return;
    this.token = null;
    this.socket.disconnect();
  }

  reportRefused(error: ChatDecodeError): void {
    const state = this.getSnapshot();
    this.setState({ ...state, lastRefused: error, refusedCount: state.refusedCount + 1 });
  }

  private applyStatus(status: SocketStatus): void {
    const state = this.getSnapshot();
    const wasConnected = state.status === 'connected';
    switch (status.state) {
      case 'connected':
        if (wasConnected) return;
        this.setState({ ...state, status: 'connected', error: null, attempt: 0, connections: state.connections + 1 });
        this.onConnected(state.connections > 0);
        return;
      case 'connecting':
        this.setState({ ...state, status: 'connecting', attempt: status.attempt });
        break;
      case 'error':
        this.setState({ ...state, status: 'error', error: status.message });
        break;
      default:
        this.setState({ ...state, status: 'idle', attempt: 0 });
    }
    if (wasConnected) this.onDisconnected();
  }

  override dispose(): void {
    this.subscription?.unsubscribe();
    this.disconnect();
    super.dispose();
  }
}
