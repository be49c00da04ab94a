import { describe, expect, it, vi } from 'vitest';
import { PageAnalytics } from '../../../adapters/analytics/page-analytics';
import { BrowserNavigator, type LocationLike } from '../../../adapters/navigator/browser-navigator';
import { sameOriginPath } from '../../../adapters/navigator/safe-path';
import { HotToastNotifier, type ToastLibrary } from '../../../adapters/notifier/hot-toast-notifier';
import { WebStorage } from '../../../adapters/storage/web-storage';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../../../core/ports';
import { FakeClock, FakeLogger } from '../../fakes';

function toastLibrary() {
  const calls: Array<{ kind: string; message: unknown; options: Record<string, unknown> }> = [];
  const dismissed: Array<string | undefined> = [];
  const make = (kind: string) => (message: unknown, options: Record<string, unknown> = {}) => {
    calls.push({ kind, message, options });
    return String(options.id);
  };
  const library = Object.assign(make('blank'), { success: make('success'), error: make('error'), loading: make('loading'), custom: make('custom'), dismiss: (id?: string) => void dismissed.push(id) });
  return { library: library as unknown as ToastLibrary, calls, dismissed };
}

describe('HotToastNotifier (docs/product/README.md toasts)', () => {
  it('passes the duration decided by the core and the kind to react-hot-toast, never a default of its own', () => {
    const { library, calls } = toastLibrary();
    const notifier = new HotToastNotifier({ toast: library, clock: new FakeClock() });
    notifier.show({ kind: 'success', text: 'Успешна најава!', durationMs: TOAST_DURATION_MS.success });
    notifier.show({ kind: 'loading', text: 'Се вчитува...', durationMs: TOAST_DURATION_MS.loading });
    notifier.show({ kind: 'plain', text: 'Успешно', durationMs: 1_234, position: 'bottom-right' });
    expect(calls.map(({ kind, message, options }) => [kind, message, options.duration])).toEqual([
      ['success', 'Успешна најава!', 3_000],
      ['loading', 'Се вчитува...', 5_000],
      ['blank', 'Успешно', 1_234],
    ]);
    expect(calls[2]?.options.position).toBe('bottom-right');
  });

  it('keeps at most 20 visible: the 21st dismisses the oldest', () => {
    const { library, dismissed } = toastLibrary();
    const notifier = new HotToastNotifier({ toast: library, clock: new FakeClock() });
    const ids = Array.from({ length: MAX_VISIBLE_TOASTS + 1 }, (_, i) => notifier.show({ kind: 'error', text: `грешка ${i}`, durationMs: 4_000 }));
    expect(MAX_VISIBLE_TOASTS).toBe(20);
    expect(notifier.visibleIds()).toHaveLength(20);
    expect(dismissed).toEqual([ids[0]]);
    expect(notifier.visibleIds()[0]).toBe(ids[1]);
  });

  it('forgets a toast when its duration ends, so the count stays true', async () => {
    const clock = new FakeClock();
    const notifier = new HotToastNotifier({ toast: toastLibrary().library, clock });
    notifier.show({ kind: 'success', text: 'Успешно', durationMs: 3_000 });
    clock.advanceSync(2_999);
    expect(notifier.visibleIds()).toHaveLength(1);
    clock.advanceSync(1);
    expect(notifier.visibleIds()).toHaveLength(0);
  });

  it('renders custom and clickable toasts through the renderer app/ supplies', () => {
    const { library, calls } = toastLibrary();
    const render = vi.fn(() => 'rendered');
    const notifier = new HotToastNotifier({ toast: library, clock: new FakeClock(), render });
    const onClick = vi.fn();
    const id = notifier.show({ kind: 'custom', text: 'Нова порака', durationMs: 4_000, position: 'bottom-right', data: { conversationId: 5 }, onClick });
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ text: 'Нова порака', onClick, data: { conversationId: 5 } }), id);
    expect(calls[0]).toMatchObject({ kind: 'custom', message: 'rendered' });
  });
});

describe('WebStorage fallback', () => {
  it('keeps a value in memory when the browser refuses the write, and logs it', () => {
    const logger = new FakeLogger();
    const backing = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    const storage = new WebStorage(() => backing, logger);
    storage.set('oglasi.outbox', '[1]');
    expect(storage.get('oglasi.outbox')).toBe('[1]');
    expect(logger.warnings[0]?.message).toContain('oglasi.outbox');
  });

  it('prefers a newer successful write over an older in-memory value', () => {
    let full = true;
    const map = new Map<string, string>();
    const backing = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => { if (full) throw new Error('full'); map.set(k, v); }, removeItem: (k: string) => void map.delete(k) };
    const storage = new WebStorage(() => backing);
    storage.set('k', 'old');
    full = false;
    storage.set('k', 'new');
    expect(storage.get('k')).toBe('new');
  });
});

describe('PageAnalytics', () => {
  it('looks the facility up on each call (the tag may load after the app)', () => {
    const host: { gtag?: (...args: unknown[]) => void } = {};
    const analytics = new PageAnalytics(() => host);
    expect(analytics.isAvailable()).toBe(false);
    const gtag = vi.fn();
    host.gtag = gtag;
    expect(analytics.isAvailable()).toBe(true);
    analytics.emit('share', { method: 'viber', content_type: 'listing', item_id: 4 });
    expect(gtag).toHaveBeenCalledWith('event', 'share', { method: 'viber', content_type: 'listing', item_id: 4 });
  });

  it('a throwing third-party tag is logged, never thrown at the caller', () => {
    const logger = new FakeLogger();
    const analytics = new PageAnalytics(() => ({ gtag: () => { throw new Error('blocked'); } }), logger);
    expect(() => analytics.emit('login', { method: 'email' })).not.toThrow();
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('BrowserNavigator: same-origin targets only (docs/architecture.md#reliability-and-security-rules)', () => {
  const location = (): LocationLike & { assigned: string[] } => {
    const assigned: string[] = [];
    return { origin: 'https://oglasi.mk', pathname: '/', search: '', hash: '', assign: (p: string) => void assigned.push(p), replace: (p: string) => void assigned.push(p), reload: () => undefined, assigned } as unknown as LocationLike & { assigned: string[] };
  };

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'korisnik'])('refuses %s', (target) => {
    const loc = location();
    const logger = new FakeLogger();
    const navigator = new BrowserNavigator(() => loc, logger);
    navigator.assign(target);
    navigator.navigate(target);
    expect(loc.assigned).toEqual([]);
    expect(logger.warnings).toHaveLength(2);
  });

  it('keeps query and hash of a same-origin path, and uses the router once attached', () => {
    const loc = location();
    const navigator = new BrowserNavigator(() => loc);
    navigator.navigate('/oglas/stan-1?x=1#slike');
    expect(loc.assigned).toEqual(['/oglas/stan-1?x=1#slike']);
    const routed: Array<[string, unknown]> = [];
    const detach = navigator.attachRouter((path, options) => routed.push([path, options]));
    navigator.navigate('/korisnik/inbox', { replace: true });
    expect(routed).toEqual([['/korisnik/inbox', { replace: true }]]);
    detach();
    navigator.navigate('/');
    expect(loc.assigned).toEqual(['/oglas/stan-1?x=1#slike', '/']);
  });

  it('sameOriginPath normalises dot segments without leaving the origin', () => {
    expect(sameOriginPath('/a/../korisnik/najava', 'https://oglasi.mk')).toBe('/korisnik/najava');
  });
});
