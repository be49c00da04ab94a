import { Observable, Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import { portToken } from './token';

export type TimerHandle = unknown;

/**
 * Time, injected (docs/architecture.md#the-core-ports-use-cases-time-wire-data). Adapters look the global timers up lazily on each call, never at import,
 * so fake timers installed by a test after import still apply (see TanStack query-core timeoutManager).
 */
export interface ClockPort {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const CLOCK_PORT = portToken<ClockPort>('clock');

/** A one-shot timer on the injected clock: emits once after `ms` and completes; unsubscribing cancels it. */
export function clockTimer(clock: ClockPort, ms: number): Observable<void> {
  return new Observable<void>((subscriber) => {
    const handle = clock.setTimeout(() => {
      subscriber.next();
      subscriber.complete();
    }, ms);
    return () => clock.clearTimeout(handle);
  });
}

/** A promise that resolves after `ms` on the injected clock (for async commands, e.g. the 100 ms logout wait). */
export function clockDelay(clock: ClockPort, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}

/** One scheduled RxJS action on the injected clock; rescheduling (as `interval` does) reuses it. */
class ClockAction<T> extends Subscription implements SchedulerAction<T> {
  private handle: TimerHandle | null = null;

  constructor(
    private readonly clock: ClockPort,
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
  ) {
    super(() => this.cancel());
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.cancel();
    this.handle = this.clock.setTimeout(() => {
      this.handle = null;
      if (!this.closed) this.work.call(this, state);
    }, delay);
    return this;
  }

  private cancel(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }
}

/**
 * An RxJS scheduler over the injected clock, so `timer`, `delay`, `debounceTime`, `interval`… run on the
 * same (virtual, in tests) time as everything else: `debounceTime(2_000, clockScheduler(clock))`.
 */
export function clockScheduler(clock: ClockPort): SchedulerLike {
  return {
    now: () => clock.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      return new ClockAction(clock, work).schedule(state, delay);
    },
  };
}
