import type { NavigatorPort } from '../../core/ports/navigator';

export type NavigationRecord =
  | { kind: 'navigate'; path: string; replace: boolean }
  | { kind: 'assign'; path: string }
  | { kind: 'reload'; path: string };

/** Records navigations; in-app and full-page navigations both move `path`, as a browser would. */
export class FakeNavigator implements NavigatorPort {
  readonly history: NavigationRecord[] = [];

  constructor(public path = '/') {}

  currentPath(): string {
    return this.path;
  }

  navigate(path: string, options?: { replace?: boolean }): void {
    this.history.push({ kind: 'navigate', path, replace: options?.replace ?? false });
    this.path = path;
  }

  assign(path: string): void {
    this.history.push({ kind: 'assign', path });
    this.path = path;
  }

  reload(): void {
    this.history.push({ kind: 'reload', path: this.path });
  }

  last(): NavigationRecord | undefined {
    return this.history[this.history.length - 1];
  }
}
