/**
 * When the first page has settled: its data has arrived and the main thread is idle. Work the visitor does not
 * wait for — installing the service worker, which fetches and stores every file of the app — starts then, not
 * at the window's `load` event. With the paint-first loader (decision 145) `load` fires before the app has even
 * rendered; a worker installed then fetched ~20 files while React built the first page and the page's own
 * requests were answered, and on a phone's two cores that stretched the first page's tasks (Lighthouse's Total
 * Blocking Time on home: a median of 110 ms with it, 42 ms without; docs/decisions/147-background-work-after-the-first-page.md).
 */

/** How long no request of the page may be in flight before the page counts as settled. */
export const SETTLE_QUIET_MS = 1_000;
/** The longest the page may keep the background work waiting (a page that polls, or never stops loading). */
export const SETTLE_LIMIT_MS = 10_000;

export interface SettlingPage {
  /** Resolves once the window's `load` event has fired. */
  loaded: Promise<void>;
  /** How many of the page's requests are in flight (the query cache's fetching count). */
  fetching(): number;
  /** Calls `listener` whenever that count may have changed; returns the unsubscribe. */
  onFetchingChange(listener: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Calls back when the browser is idle (requestIdleCallback). */
  requestIdle(callback: () => void): void;
}

/**
 * Resolves after `load`, once no request has been in flight for SETTLE_QUIET_MS — a page's requests start only
 * when React has rendered it, so the quiet period is measured from the last one to finish — and then at an idle
 * moment; at the latest SETTLE_LIMIT_MS after `load`.
 */
export async function whenPageSettles(page: SettlingPage): Promise<void> {
  await page.loaded;
  await new Promise<void>((resolve) => {
    let settled = false;
    let quiet: unknown;
    let unsubscribe = () => {};
    const settle = () => {
      if (settled) return;
      settled = true;
      unsubscribe();
      page.clearTimeout(quiet);
      page.clearTimeout(limit);
      resolve();
    };
    const restartQuietPeriod = () => {
      if (settled) return;
      page.clearTimeout(quiet);
      quiet = page.fetching() === 0 ? page.setTimeout(settle, SETTLE_QUIET_MS) : undefined;
    };
    const limit = page.setTimeout(settle, SETTLE_LIMIT_MS);
    unsubscribe = page.onFetchingChange(restartQuietPeriod);
    restartQuietPeriod();
  });
  await new Promise<void>((resolve) => page.requestIdle(resolve));
}

/** The browser's page, with the query cache as the measure of its requests. */
export function browserSettlingPage(queries: { isFetching(): number; getQueryCache(): { subscribe(listener: () => void): () => void } }): SettlingPage {
  return {
    loaded:
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
    fetching: () => queries.isFetching(),
    onFetchingChange: (listener) => queries.getQueryCache().subscribe(listener),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number | undefined),
    requestIdle: (callback) =>
      typeof window.requestIdleCallback === 'function' ? void window.requestIdleCallback(() => callback(), { timeout: SETTLE_QUIET_MS }) : void window.setTimeout(callback, 0),
  };
}
