/**
 * Runs `run` when the browser is idle — at the latest `timeoutMs` later — and returns the cancel. Work nobody waits
 * for (the toast library, the service worker) goes here, so it never shares a task with the first page's own.
 * Browsers without requestIdleCallback (Safari) get a short timer instead.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
