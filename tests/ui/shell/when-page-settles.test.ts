import { describe, expect, it } from 'vitest';
import { SETTLE_LIMIT_MS, SETTLE_QUIET_MS, whenPageSettles, type SettlingPage } from '../../../app/web/when-page-settles';
import { FakeClock, flushMicrotasks } from '../../fakes';

/**
 * Background work (the service worker's install) waits until the first page has settled: after `load`, once no
 * request has been in flight for SETTLE_QUIET_MS, at an idle moment — at the latest SETTLE_LIMIT_MS after `load`
 * (docs/decisions/147-background-work-after-the-first-page.md). On virtual time.
 */
function pageOnVirtualTime() {
  const clock = new FakeClock();
  let fetching = 0;
  const listeners = new Set<() => void>();
  let markLoaded!: () => void;
  const idle: Array<() => void> = [];
  const page: SettlingPage = {
    loaded: new Promise<void>((resolve) => (markLoaded = resolve)),
    fetching: () => fetching,
    onFetchingChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clock,
    requestIdle: (callback) => void idle.push(callback),
  };
  const setFetching = (count: number) => {
    fetching = count;
    listeners.forEach((listener) => listener());
  };
  let settled = false;
  void whenPageSettles(page).then(() => (settled = true));
  const runIdle = async () => {
    idle.splice(0).forEach((callback) => callback());
    await flushMicrotasks();
  };
  /** The window's load event fires. */
  const load = async () => {
    markLoaded();
    await flushMicrotasks();
  };
  return { clock, setFetching, load, runIdle, settled: () => settled, listeners, idle };
}

describe('whenPageSettles: background work after the first page', () => {
  it('waits for load, then for the page\'s requests, then a quiet period, then an idle moment', async () => {
    const page = pageOnVirtualTime();
    await page.clock.advance(SETTLE_QUIET_MS * 3);
    await page.runIdle();
    expect(page.settled()).toBe(false); // no load yet

    await page.load();
    page.setFetching(4); // the first page's queries start
    await page.clock.advance(SETTLE_QUIET_MS * 2);
    expect(page.idle).toHaveLength(0);
    page.setFetching(0);
    await page.clock.advance(SETTLE_QUIET_MS - 1);
    expect(page.idle).toHaveLength(0);
    await page.clock.advance(1);
    expect(page.idle).toHaveLength(1);
    expect(page.settled()).toBe(false); // not before the browser says it is idle
    await page.runIdle();
    expect(page.settled()).toBe(true);
    expect(page.listeners.size).toBe(0);
    expect(page.clock.pendingTimers()).toBe(0);
  });

  it('a request that starts during the quiet period starts it again', async () => {
    const page = pageOnVirtualTime();
    await page.load();
    await page.clock.advance(SETTLE_QUIET_MS - 100);
    page.setFetching(1); // a page rendered late asks for its data
    await page.clock.advance(500);
    page.setFetching(0);
    await page.clock.advance(SETTLE_QUIET_MS - 1);
    expect(page.idle).toHaveLength(0);
    await page.clock.advance(1);
    await page.runIdle();
    expect(page.settled()).toBe(true);
  });

  it('a page that never stops fetching still gets its background work SETTLE_LIMIT_MS after load', async () => {
    const page = pageOnVirtualTime();
    await page.load();
    page.setFetching(1);
    await page.clock.advance(SETTLE_LIMIT_MS - 1);
    expect(page.idle).toHaveLength(0);
    await page.clock.advance(1);
    await page.runIdle();
    expect(page.settled()).toBe(true);
    expect(page.clock.pendingTimers()).toBe(0);
  });
});
