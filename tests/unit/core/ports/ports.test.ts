import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PORT,
  CLOCK_PORT,
  HTTP_PORT,
  HttpFailure,
  LOGGER_PORT,
  MultipartBody,
  NAVIGATOR_PORT,
  NOTIFIER_PORT,
  SESSION_STORAGE_PORT,
  SOCKET_PORT,
  STORAGE_PORT,
  TOAST_DURATION_MS,
  Toasts,
  clockDelay,
  clockScheduler,
  clockTimer,
  isHttpFailure,
} from '../../../../core';
import { FakeClock, FakeNotifier } from '../../../fakes';

describe('ports', () => {
  it('each port has its own injection token', () => {
    const tokens = [HTTP_PORT, SOCKET_PORT, STORAGE_PORT, SESSION_STORAGE_PORT, ANALYTICS_PORT, NOTIFIER_PORT, CLOCK_PORT, NAVIGATOR_PORT, LOGGER_PORT];
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('Toasts fills in the docs/product/README.md durations: success 3 s, error 4 s, loading 5 s, default 4 s', () => {
    const notifier = new FakeNotifier();
    const toasts = new Toasts(notifier);
    toasts.success('a');
    toasts.error('b');
    toasts.loading('c');
    toasts.plain('d');
    toasts.custom('e', { position: 'bottom-right' });
    toasts.plain('f', { durationMs: 10_000 });
    expect(notifier.toasts.map(({ kind, durationMs }) => [kind, durationMs])).toEqual([
      ['success', 3_000],
      ['error', 4_000],
      ['loading', 5_000],
      ['plain', 4_000],
      ['custom', 4_000],
      ['plain', 10_000],
    ]);
    expect(TOAST_DURATION_MS).toEqual({ plain: 4_000, success: 3_000, error: 4_000, loading: 5_000, custom: 4_000 });
    expect(notifier.toasts[4]?.position).toBe('bottom-right');
  });

  it('clockTimer emits once after the delay on the injected clock, and cancels on unsubscribe', async () => {
    const clock = new FakeClock(0);
    const fired: number[] = [];
    clockTimer(clock, 250).subscribe(() => fired.push(clock.now()));
    const cancelled = clockTimer(clock, 100).subscribe(() => fired.push(-1));
    cancelled.unsubscribe();
    await clock.advance(249);
    expect(fired).toEqual([]);
    await clock.advance(1);
    expect(fired).toEqual([250]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('clockDelay resolves after the delay', async () => {
    const clock = new FakeClock(0);
    let done = false;
    void clockDelay(clock, 100).then(() => (done = true));
    await clock.advance(99);
    expect(done).toBe(false);
    await clock.advance(1);
    expect(done).toBe(true);
  });

  it('HttpFailure is typed and recognisable', () => {
    const failure = new HttpFailure('rateLimitError', { status: 'error', messageId: 'rateLimitError' }, 429);
    expect(isHttpFailure(failure)).toBe(true);
    expect(isHttpFailure(new Error('x'))).toBe(false);
    expect(failure.message).toBe('rateLimitError');
  });

  it('MultipartBody keeps its fields in order', () => {
    const body = new MultipartBody([{ name: 'a', value: '1' }, { name: 'b', value: '2' }]);
    expect(body.get('b')).toBe('2');
    expect(body.get('missing')).toBeUndefined();
  });
});

describe('clockScheduler', () => {
  it('runs RxJS time operators on the injected (virtual) clock', async () => {
    const { Subject, debounceTime, interval, take, timer } = await import('rxjs');
    const clock = new FakeClock(0);
    const scheduler = clockScheduler(clock);
    const seen: string[] = [];
    timer(100, scheduler).subscribe(() => seen.push(`timer@${clock.now()}`));
    interval(50, scheduler)
      .pipe(take(3))
      .subscribe((n) => seen.push(`interval${n}@${clock.now()}`));
    const typing = new Subject<string>();
    typing.pipe(debounceTime(2_000, scheduler)).subscribe((text) => seen.push(`stop:${text}@${clock.now()}`));
    typing.next('a');
    await clock.advance(1_000);
    typing.next('ab');
    await clock.advance(1_999);
    expect(seen).toEqual(['interval0@50', 'timer@100', 'interval1@100', 'interval2@150']);
    await clock.advance(1);
    expect(seen.at(-1)).toBe('stop:ab@3000');
    expect(scheduler.now()).toBe(3_000);
    expect(clock.pendingTimers()).toBe(0);
  });
});
