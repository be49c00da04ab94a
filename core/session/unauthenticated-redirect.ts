import { Observable, tap } from 'rxjs';
import { isLoginPath, loginPathFor } from '../routes/guards';
import type { ClockPort, TimerHandle } from '../ports/clock';
import { isHttpFailure, type HttpPort, type HttpRequest } from '../ports/http';
import type { NavigatorPort } from '../ports/navigator';
import { LOGIN_REDIRECT_DELAY_MS } from './constants';

/**
 * docs/product/accounts.md, docs/product/errors.md: a call answered as unauthenticated (HTTP 401 → `notAuthenticated`) sends the user to login
 * after about 1 s, unless they are already there. A decorator around the HTTP adapter, so every call made
 * through the container's HttpPort gets the rule once; several 401s in that second give one redirect.
 * The redirect is a full page navigation so no stale session state survives it; it keeps the current path
 * as `redirectPath` so the user comes back after logging in.
 */
export class RedirectOnUnauthenticatedHttp implements HttpPort {
  private pending: TimerHandle | null = null;

  constructor(
    private readonly inner: HttpPort,
    private readonly navigator: NavigatorPort,
    private readonly clock: ClockPort,
  ) {}

  request<T = unknown>(request: HttpRequest): Observable<T> {
    return this.inner.request<T>(request).pipe(
      tap({
        error: (error: unknown) => {
          if (request.redirectOnUnauthenticated === false) return;
          if (isHttpFailure(error) && error.kind === 'notAuthenticated') this.scheduleRedirect();
        },
      }),
    );
  }

  /** Cancels a pending redirect (e.g. on dispose of the app). */
  dispose(): void {
    if (this.pending !== null) this.clock.clearTimeout(this.pending);
    this.pending = null;
  }

  private scheduleRedirect(): void {
    if (this.pending !== null || isLoginPath(this.navigator.currentPath())) return;
    this.pending = this.clock.setTimeout(() => {
      this.pending = null;
      // Checked again: the user may have reached the login page during the second.
      const path = this.navigator.currentPath();
      if (!isLoginPath(path)) this.navigator.assign(loginPathFor(path));
    }, LOGIN_REDIRECT_DELAY_MS);
  }
}
