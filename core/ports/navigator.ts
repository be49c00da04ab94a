import { portToken } from './token';

export interface NavigatorPort {
  /** Path + search + hash of the current location. */
  currentPath(): string;
  /** In-app (client-side) navigation. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Full page navigation (docs/product/accounts.md: successful login). */
  assign(path: string): void;
  reload(): void;
}

export const NAVIGATOR_PORT = portToken<NavigatorPort>('navigator');
