/**
 * When the first page has settled: its data has arrived and the main thread is idle. Work the visitor does not
 * wait for — installing the service worker, which fetches and stores every file of the app — starts then, not
 * at the window's `load` event. With the paint-first loader (decision 145) `load` fires before the app has even
 * rendered; a worker installed then fetched ~20 files while React built the first page and the page's own
 * requests were answered, and on a phone's two cores that stretched the first page's tasks (Lighthouse's Total
 * Blocking Time on home: a median of 110 ms with it, 42 ms without; docs/decisions/147-background-work-after-the-first-page.md).
 */
import type { ClockPort } from '../../core';
import { whenIdle } from '../../ui/shell/whenIdle';

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
  clock: ClockPort;
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
    const { clock } = page;
    let quiet: unknown;
    const settle = () => {
      unsubscribe();
      clock.clearTimeout(quiet);
      clock.clearTimeout(limit);
      resolve();
    };
    const restartQuietPeriod = () => {
      clock.clearTimeout(quiet);
      quiet = page.fetching() === 0 ? clock.setTimeout(settle, SETTLE_QUIET_MS) : undefined;
    };
    const limit = clock.setTimeout(settle, SETTLE_LIMIT_MS);
    const unsubscribe = page.onFetchingChange(restartQuietPeriod);
    restartQuietPeriod();
  });
  await new Promise<void>((resolve) => page.requestIdle(resolve));
}

/** The browser's page, with the query cache as the measure of its requests. */
export function browserSettlingPage(queries: { isFetching(): number; getQueryCache(): { subscribe(listener: () => void): () => void } }, clock: ClockPort): SettlingPage {
  return {
    loaded:
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
    fetching: () => queries.isFetching(),
    onFetchingChange: (listener) => queries.getQueryCache().subscribe(listener),
    clock,
    requestIdle: (callback) => void whenIdle(callback, SETTLE_QUIET_MS),
  };
}
