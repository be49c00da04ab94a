import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_RETRY_DELAYS_MS, registerServiceWorker } from '../../../app/web/pwa';

/**
 * Offline reading (docs/product/browsing.md, "For search engines and offline use") depends on the service worker's
 * first install. A file it stores may not arrive on a phone's network; the install then fails and the browser forgets
 * the registration. The page tries again later, or as soon as the network is back — never in a tight loop, and it
 * stops after the last delay.
 */

type Outcome = 'activated' | 'redundant' | 'unreachable';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  settle(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  constructor(public installing: FakeWorker | null) {
    super();
  }
  update() {
    return Promise.resolve();
  }
}

/** A browser whose n-th registration ends as `outcomes[n]` (the last one repeats). */
function fakeBrowser(outcomes: Outcome[]) {
  const container = Object.assign(new EventTarget(), { controller: null as FakeWorker | null, register: vi.fn() });
  container.register.mockImplementation(async () => {
    const outcome = outcomes[Math.min(container.register.mock.calls.length - 1, outcomes.length - 1)]!;
    if (outcome === 'unreachable') throw new TypeError('Failed to fetch');
    const worker = new FakeWorker();
    const registration = new FakeRegistration(worker);
    // The install goes on after register() has resolved, as in a browser.
    setTimeout(() => {
      registration.installing = null;
      if (outcome === 'activated') {
        registration.active = worker;
        container.controller = worker;
      }
      worker.settle(outcome);
    }, 1_000);
    return registration;
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('the service worker after a failed first install', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers again after the first delay, and stops once a worker is active', async () => {
    const browser = fakeBrowser(['redundant', 'activated']);
    await registerServiceWorker(() => 'mk');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(browser.register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_DELAYS_MS[0] - 1);
    expect(browser.register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(browser.register).toHaveBeenCalledTimes(2);
    expect(browser.controller?.state).toBe('activated');
  });

  it('tries at once when the network comes back, and only once for that failure', async () => {
    const browser = fakeBrowser(['redundant', 'activated']);
    await registerServiceWorker(() => 'mk');
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.register).toHaveBeenCalledTimes(2);
    // The timer of the same failure does not register a third time.
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_DELAYS_MS[0]);
    expect(browser.register).toHaveBeenCalledTimes(2);
  });

  it('retries a /sw.js that did not arrive, at each delay, then leaves it to the next page load', async () => {
    const browser = fakeBrowser(['unreachable']);
    expect(await registerServiceWorker(() => 'mk')).toBeUndefined();
    let calls = 1;
    for (const delay of INSTALL_RETRY_DELAYS_MS) {
      await vi.advanceTimersByTimeAsync(delay);
      calls += 1;
      expect(browser.register).toHaveBeenCalledTimes(calls);
    }
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(browser.register).toHaveBeenCalledTimes(INSTALL_RETRY_DELAYS_MS.length + 1);
  });

  it('does not retry when the worker installed and only its update failed', async () => {
    const browser = fakeBrowser(['redundant']);
    // A page already controlled: an update that fails leaves the working worker in place.
    browser.controller = new FakeWorker();
    await registerServiceWorker(() => 'mk');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(browser.register).toHaveBeenCalledTimes(1);
  });
});
