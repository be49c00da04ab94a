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
