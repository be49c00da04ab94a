import { Observable } from 'rxjs';
import { portToken } from './token';

export type TimerHandle = unknown;

/**
 * Time, injected (DESIGN.md §3). Adapters look the global timers up lazily on each call, never at import,
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
