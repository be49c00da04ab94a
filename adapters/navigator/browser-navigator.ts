import type { LoggerPort, NavigatorPort } from '../../core/ports';
import { sameOriginPath } from './safe-path';

/** The bits of `window.location` used here; injectable for tests. */
export type LocationLike = Pick<Location, 'origin' | 'pathname' | 'search' | 'hash' | 'assign' | 'replace' | 'reload'>;

/** react-router's `router.navigate` (a data router's, or `useNavigate()`'s) reduced to what we call. */
export type RouterNavigate = (path: string, options?: { replace?: boolean }) => unknown;

/**
 * Navigation: in-app moves through react-router once the app attached its router, full page loads through
 * `location`. Every target must be a same-origin path; anything else is refused and logged, never followed.
 */
export class BrowserNavigator implements NavigatorPort {
  private routerNavigate: RouterNavigate | undefined;

  constructor(
    private readonly location: () => LocationLike = () => window.location,
    private readonly logger?: LoggerPort,
  ) {}

  /** Called by app/ after creating the router; returns the detach function (for tests and hot reload). */
  attachRouter(navigate: RouterNavigate): () => void {
    this.routerNavigate = navigate;
    return () => {
      if (this.routerNavigate === navigate) this.routerNavigate = undefined;
    };
  }

  currentPath(): string {
    const { pathname, search, hash } = this.location();
    return `${pathname}${search}${hash}`;
  }

  navigate(path: string, options?: { replace?: boolean }): void {
    const safe = this.safe(path);
    if (safe === null) return;
    if (this.routerNavigate) {
      void this.routerNavigate(safe, options?.replace ? { replace: true } : undefined);
      return;
    }
    if (options?.replace) this.location().replace(safe);
    else this.location().assign(safe);
  }

  assign(path: string): void {
    const safe = this.safe(path);
    if (safe !== null) this.location().assign(safe);
  }

  reload(): void {
    this.location().reload();
  }

  private safe(path: string): string | null {
    const safe = sameOriginPath(path, this.location().origin);
    if (safe === null) this.logger?.warn('navigator: refused an off-origin target', path);
    return safe;
  }
}
