import type { ClockPort, TimerHandle } from '../../core/ports/clock';

interface ScheduledTimer {
  id: number;
  dueAt: number;
  callback: () => void;
}

// Captured once, on purpose (test code, unlike core): a test that later installs vi.useFakeTimers() fakes the
// global setImmediate, and flushing through the faked one would wait forever.
const realSetImmediate: ((callback: () => void) => unknown) | undefined = globalThis.setImmediate;

/** Lets pending promise callbacks (firstValueFrom, async use-case commands) run before the next timer fires. */
export async function flushMicrotasks(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    if (realSetImmediate) await new Promise<void>((resolve) => realSetImmediate(resolve));
    else for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  }
}

/**
 * A virtual clock: time moves only when a test says so. Timers fire in due order (ties in scheduling order),
 * and a timer scheduled by a callback fires in the same `advance` if it falls inside the window.
 */
export class FakeClock implements ClockPort {
  private current: number;
  private nextId = 1;
  private timers: ScheduledTimer[] = [];

  constructor(startAt = Date.UTC(2026, 0, 15, 10, 0, 0)) {
    this.current = startAt;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, dueAt: this.current + Math.max(0, ms), callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** How many timers are still waiting. */
  pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward synchronously, firing due timers. Use when no promise sits between timers. */
  advanceSync(ms: number): void {
    const target = this.current + ms;
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.current = timer.dueAt;
      this.fire(timer);
    }
    this.current = target;
  }

  /** Moves time forward, letting promise continuations run before and after each timer. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await flushMicrotasks();
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.current = timer.dueAt;
      this.fire(timer);
      await flushMicrotasks();
    }
    this.current = target;
  }

  /** Fires every pending timer (including ones they schedule), up to a safety bound. */
  async runAll(maxTimers = 1_000): Promise<void> {
    await flushMicrotasks();
    for (let fired = 0; this.timers.length > 0; fired += 1) {
      if (fired >= maxTimers) throw new Error(`FakeClock.runAll: more than ${maxTimers} timers (a timer loop?)`);
      const timer = this.nextDue(Number.POSITIVE_INFINITY);
      if (!timer) break;
      this.current = Math.max(this.current, timer.dueAt);
      this.fire(timer);
      await flushMicrotasks();
    }
  }

  private nextDue(limit: number): ScheduledTimer | undefined {
    let next: ScheduledTimer | undefined;
    for (const timer of this.timers) {
      if (timer.dueAt <= limit && (!next || timer.dueAt < next.dueAt)) next = timer;
    }
    return next;
  }

  private fire(timer: ScheduledTimer): void {
    this.timers = this.timers.filter((candidate) => candidate !== timer);
    timer.callback();
  }
}
