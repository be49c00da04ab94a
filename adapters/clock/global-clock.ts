import type { ClockPort, TimerHandle } from '../../core/ports';

/**
 * The browser's (or Node's) clock. Each call looks the global up at call time, never at import: fake timers
 * installed by a test after this module loaded still apply (docs/architecture.md#the-core-ports-use-cases-time-wire-data; TanStack query-core timeoutManager).
 */
export class GlobalClock implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }
}
