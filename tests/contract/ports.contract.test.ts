import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageAnalytics, type AnalyticsHost } from '../../adapters/analytics/page-analytics';
import { GlobalClock } from '../../adapters/clock/global-clock';
import { ConsoleLogger } from '../../adapters/logger/console-logger';
import { BrowserNavigator, type LocationLike } from '../../adapters/navigator/browser-navigator';
import { HotToastNotifier, type ToastLibrary } from '../../adapters/notifier/hot-toast-notifier';
import { MemoryStorage } from '../../adapters/storage/memory-storage';
import { WebStorage, type WebStorageLike } from '../../adapters/storage/web-storage';
import type { AnalyticsPort, ClockPort, LoggerPort, NavigatorPort, NotifierPort, StoragePort } from '../../core/ports';
import { FakeAnalytics, FakeClock, FakeLogger, FakeNavigator, FakeNotifier, FakeStorage } from '../fakes';

/**
 * One contract per small port, each run against the real adapter(s) and the fake core tests use.
 * (HTTP and the socket have their own files: they need the real server.)
 */

// ---- StoragePort ---------------------------------------------------------------------------------------------
class MapStorage implements WebStorageLike {
  readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
}
class FullStorage extends MapStorage {
  override setItem = () => {
    throw new DOMException('quota', 'QuotaExceededError');
  };
}

const storages: Array<[string, () => StoragePort]> = [
  ['WebStorage over a working Storage', () => { const backing = new MapStorage(); return new WebStorage(() => backing); }],
  ['WebStorage when storage is missing', () => new WebStorage(() => undefined)],
  ['WebStorage when storage is full', () => { const backing = new FullStorage(); return new WebStorage(() => backing); }],
  ['WebStorage when access throws', () => new WebStorage(() => { throw new DOMException('denied', 'SecurityError'); })],
  ['MemoryStorage', () => new MemoryStorage()],
  ['FakeStorage', () => new FakeStorage()],
];

describe.each(storages)('StoragePort contract: %s', (_name, create) => {
  it('reads null for a missing key, then what was set, the latest value winning', () => {
    const storage = create();
    expect(storage.get('oglasi.token')).toBeNull();
    storage.set('oglasi.token', 'a');
    storage.set('oglasi.token', 'б-ѓ-ќ 🙂');
    expect(storage.get('oglasi.token')).toBe('б-ѓ-ќ 🙂');
  });

  it('removes a key without touching others; removing a missing key is harmless', () => {
    const storage = create();
    storage.set('a', '1');
    storage.set('b', '2');
    storage.remove('a');
    storage.remove('never-set');
    expect(storage.get('a')).toBeNull();
    expect(storage.get('b')).toBe('2');
  });
});

// ---- AnalyticsPort -------------------------------------------------------------------------------------------
interface AnalyticsSubject {
  port: AnalyticsPort;
  /** What reached the facility, as event + params. */
  observed(): Array<{ event: string; params: Record<string, unknown> }>;
}

const analyticsWithFacility: Array<[string, () => AnalyticsSubject]> = [
  [
    'PageAnalytics with gtag',
    () => {
      const calls: unknown[][] = [];
      const host: AnalyticsHost = { gtag: (...args: unknown[]) => calls.push(args) };
      return { port: new PageAnalytics(() => host), observed: () => calls.map(([, event, params]) => ({ event: event as string, params: params as Record<string, unknown> })) };
    },
  ],
  [
    'PageAnalytics with a dataLayer',
    () => {
      const dataLayer: Array<Record<string, unknown>> = [];
      return {
        port: new PageAnalytics(() => ({ dataLayer })),
        observed: () => dataLayer.map(({ event, ...params }) => ({ event: event as string, params })),
      };
    },
  ],
  ['FakeAnalytics', () => { const fake = new FakeAnalytics(true); return { port: fake, observed: () => fake.events }; }],
];

describe.each(analyticsWithFacility)('AnalyticsPort contract (facility present): %s', (_name, create) => {
  it('is available and passes event name and parameters through unchanged', () => {
    const subject = create();
    expect(subject.port.isAvailable()).toBe(true);
    subject.port.emit('search', { search_term: 'стан', results_count: 3 });
    subject.port.emit('login', { method: 'email' });
    expect(subject.observed()).toEqual([
      { event: 'search', params: { search_term: 'стан', results_count: 3 } },
      { event: 'login', params: { method: 'email' } },
    ]);
  });
});

describe.each([
  ['PageAnalytics on a page without a facility', () => new PageAnalytics(() => ({}))],
  ['PageAnalytics with no window at all', () => new PageAnalytics(() => undefined)],
  ['FakeAnalytics (absent)', () => new FakeAnalytics(false)],
] as Array<[string, () => AnalyticsPort]>)('AnalyticsPort contract (no facility): %s', (_name, create) => {
  it('reports unavailable and emitting is harmless', () => {
    const port = create();
    expect(port.isAvailable()).toBe(false);
    expect(() => port.emit('view_item', { id: 1 })).not.toThrow();
  });
});

// ---- NotifierPort --------------------------------------------------------------------------------------------
function recordingToastLibrary(): ToastLibrary {
  let next = 0;
  const call = (_message: unknown, options?: { id?: string }) => options?.id ?? `lib-${++next}`;
  return Object.assign(vi.fn(call), { success: vi.fn(call), error: vi.fn(call), loading: vi.fn(call), custom: vi.fn(call), dismiss: vi.fn() }) as unknown as ToastLibrary;
}

describe.each([
  ['HotToastNotifier', () => new HotToastNotifier({ toast: recordingToastLibrary(), clock: new FakeClock() })],
  // react-hot-toast's own toast(), called outside React as the app does (its store needs no mounted Toaster).
  ['HotToastNotifier over react-hot-toast', () => new HotToastNotifier({ toast: toast as unknown as ToastLibrary, clock: new FakeClock() })],
  ['FakeNotifier', () => new FakeNotifier()],
] as Array<[string, () => NotifierPort]>)('NotifierPort contract: %s', (_name, create) => {
  it('returns a distinct id per toast, or the id the caller chose', () => {
    const notifier = create();
    const first = notifier.show({ kind: 'success', text: 'Успешна најава!', durationMs: 3_000 });
    const second = notifier.show({ kind: 'error', text: 'Настана грешка.', durationMs: 4_000 });
    expect(first).not.toBe(second);
    expect(notifier.show({ kind: 'loading', text: 'Се вчитува...', durationMs: 5_000, id: 'upload' })).toBe('upload');
  });

  it('dismisses one toast or all of them without error', () => {
    const notifier = create();
    const id = notifier.show({ kind: 'plain', text: 'Успешно', durationMs: 4_000 });
    expect(() => notifier.dismiss(id)).not.toThrow();
    expect(() => notifier.dismiss()).not.toThrow();
  });
});

// ---- ClockPort -----------------------------------------------------------------------------------------------
interface ClockSubject {
  clock: ClockPort;
  advance(ms: number): Promise<void>;
}

describe.each([
  [
    'GlobalClock (under fake timers installed after import)',
    () => {
      vi.useFakeTimers({ now: Date.UTC(2026, 0, 15) });
      return { clock: new GlobalClock(), advance: (ms: number) => vi.advanceTimersByTimeAsync(ms).then(() => undefined) };
    },
  ],
  ['FakeClock', () => { const clock = new FakeClock(); return { clock, advance: (ms: number) => clock.advance(ms) }; }],
] as Array<[string, () => ClockSubject]>)('ClockPort contract: %s', (_name, create) => {
  let subject: ClockSubject;
  beforeEach(() => {
    subject = create();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires a timer at its delay, not before, and moves now() with time', async () => {
    const fired: number[] = [];
    const start = subject.clock.now();
    subject.clock.setTimeout(() => fired.push(subject.clock.now() - start), 2_000);
    await subject.advance(1_999);
    expect(fired).toEqual([]);
    await subject.advance(1);
    expect(fired).toEqual([2_000]);
  });

  it('a cleared timer never fires; timers fire in due order', async () => {
    const order: string[] = [];
    const cancelled = subject.clock.setTimeout(() => order.push('cancelled'), 100);
    subject.clock.setTimeout(() => order.push('late'), 250);
    subject.clock.setTimeout(() => order.push('early'), 50);
    subject.clock.clearTimeout(cancelled);
    await subject.advance(300);
    expect(order).toEqual(['early', 'late']);
  });
});

// ---- NavigatorPort -------------------------------------------------------------------------------------------
/** A browser location stand-in: full-page loads and reloads are recorded and move the path, as a browser would. */
function fakeLocation(start: string): LocationLike & { loads: string[] } {
  const url = new URL(start, 'https://oglasi.mk');
  const loads: string[] = [];
  const go = (path: string) => {
    const next = new URL(path, url.origin);
    url.pathname = next.pathname;
    url.search = next.search;
    url.hash = next.hash;
    loads.push(`${url.pathname}${url.search}${url.hash}`);
  };
  return {
    loads,
    get origin() { return url.origin; },
    get pathname() { return url.pathname; },
    get search() { return url.search; },
    get hash() { return url.hash; },
    assign: go,
    replace: go,
    reload: () => loads.push(`reload ${url.pathname}`),
  } as LocationLike & { loads: string[] };
}

describe.each([
  [
    'BrowserNavigator with a router attached',
    () => {
      const location = fakeLocation('/oglasi/prebaruvanje?q=stan');
      const navigator = new BrowserNavigator(() => location);
      // The router updates the address bar through the History API; the stand-in mirrors that.
      navigator.attachRouter((path) => location.replace(path));
      return navigator;
    },
  ],
  ['BrowserNavigator before the router exists', () => { const location = fakeLocation('/oglasi/prebaruvanje?q=stan'); return new BrowserNavigator(() => location); }],
  ['FakeNavigator', () => new FakeNavigator('/oglasi/prebaruvanje?q=stan')],
] as Array<[string, () => NavigatorPort]>)('NavigatorPort contract: %s', (_name, create) => {
  it('reports path, query and hash, and follows in-app and full-page navigation', () => {
    const navigator = create();
    expect(navigator.currentPath()).toBe('/oglasi/prebaruvanje?q=stan');
    navigator.navigate('/korisnik/moj-profil#tasks');
    expect(navigator.currentPath()).toBe('/korisnik/moj-profil#tasks');
    navigator.assign('/korisnik/najava?redirectPath=%2Fkorisnik%2Finbox');
    expect(navigator.currentPath()).toBe('/korisnik/najava?redirectPath=%2Fkorisnik%2Finbox');
    navigator.reload();
    expect(navigator.currentPath()).toBe('/korisnik/najava?redirectPath=%2Fkorisnik%2Finbox');
  });
});

// ---- LoggerPort ----------------------------------------------------------------------------------------------
describe.each([
  ['ConsoleLogger', () => new ConsoleLogger()],
  ['FakeLogger', () => new FakeLogger()],
] as Array<[string, () => LoggerPort]>)('LoggerPort contract: %s', (_name, create) => {
  it('accepts a message with or without detail, never throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = create();
    expect(() => logger.warn('footer menus failed', new Error('x'))).not.toThrow();
    expect(() => logger.error('listings check failed')).not.toThrow();
    warn.mockRestore();
    error.mockRestore();
  });
});
