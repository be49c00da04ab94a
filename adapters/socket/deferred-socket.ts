import { BehaviorSubject, Observable, ReplaySubject, switchMap, throwError } from 'rxjs';
import type { LoggerPort, SocketPort, SocketStatus } from '../../core/ports';

/**
 * A SocketPort whose implementation is loaded on the first `connect()` (a dynamic import), so code that only
 * some visits need — the demo's mock chat socket — is not in the home page's bundle. Until then it is an idle
 * socket: emits are dropped (nothing is connected), acks fail, and `on()` subscriptions wait for the real one.
 */
export class DeferredSocket implements SocketPort {
  private readonly inner$ = new ReplaySubject<SocketPort>(1);
  private readonly status = new BehaviorSubject<SocketStatus>({ state: 'idle' });
  private inner: SocketPort | undefined;
  private loading: Promise<SocketPort> | undefined;
  /** The last connect wins; a disconnect before the load finishes cancels it. */
  private wantedToken: string | null = null;

  readonly status$: Observable<SocketStatus> = this.status.asObservable();

  constructor(
    private readonly load: () => Promise<SocketPort>,
    private readonly logger?: LoggerPort,
  ) {}

  connect(token: string): void {
    this.wantedToken = token;
    if (this.inner) return this.inner.connect(token);
    this.status.next({ state: 'connecting', attempt: 0 });
    this.loading ??= this.load().then((inner) => {
      this.inner = inner;
      // Connect first, then mirror: the inner socket's own initial 'idle' must not show between connecting states.
      if (this.wantedToken !== null) inner.connect(this.wantedToken);
      inner.status$.subscribe((status) => this.status.next(status));
      this.inner$.next(inner);
      return inner;
    });
    this.loading.catch((error: unknown) => {
      this.loading = undefined;
      this.logger?.error('socket: implementation failed to load', error);
      this.status.next({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  }

  disconnect(): void {
    this.wantedToken = null;
    if (this.inner) this.inner.disconnect();
    else this.status.next({ state: 'idle' });
  }

  emit(event: string, payload?: unknown): void {
    this.inner?.emit(event, payload);
  }

  emitWithAck<T = unknown>(event: string, payload?: unknown): Observable<T> {
    return this.inner ? this.inner.emitWithAck<T>(event, payload) : throwError(() => new Error('socket is not connected'));
  }

  on(event: string): Observable<unknown> {
    return this.inner$.pipe(switchMap((inner) => inner.on(event)));
  }

  dispose(): void {
    (this.inner as { dispose?: () => void } | undefined)?.dispose?.();
    if (!this.inner) this.disconnect();
  }
}
