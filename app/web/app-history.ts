import type { HistoryRouterProps } from 'react-router';

/** react-router's history object (the one BrowserRouter builds for itself; here the app builds it). */
export type RouterHistory = HistoryRouterProps['history'];
type HistoryListener = Parameters<RouterHistory['listen']>[0];

/**
 * The browser history the web app routes on, shared by everything that must know a navigation has *started*:
 * the router itself, the chat (docs/product/chat.md: the panel closes at the start of every page navigation), the boot
 * preview and the core's navigator (redirects after 401 or a ban go through it, not a full reload).
 *
 * react-router's history accepts a single listener (the router's); this wrapper fans one subscription out to
 * many. A navigation to a lazily loaded page is announced here at once, while the router keeps the old page on
 * screen (in a transition) until the new page's code has arrived.
 */
export interface AppHistory {
  readonly history: RouterHistory;
  /** Calls `listener` at the start of every navigation (push, replace, back/forward); returns the unsubscribe. */
  onNavigationStart(listener: () => void): () => void;
}

export function createAppHistory(base: RouterHistory): AppHistory {
  const listeners = new Set<HistoryListener>();
  let detach: (() => void) | undefined;
  const subscribe = (listener: HistoryListener) => {
    listeners.add(listener);
    detach ??= base.listen((update) => {
      for (const each of [...listeners]) each(update);
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        detach?.();
        detach = undefined;
      }
    };
  };
  // The base's getters (location, action) and methods stay as they are; only `listen` is shared.
  const history: RouterHistory = Object.assign(Object.create(base) as RouterHistory, { listen: subscribe });
  return { history, onNavigationStart: (listener) => subscribe(() => listener()) };
}

/** Where a history is now, as one comparable string (its `location` getter builds a new object per read). */
export function historyPosition(history: RouterHistory): string {
  const { key, pathname, search, hash } = history.location;
  return `${key}|${pathname}${search}${hash}`;
}
