import type { ClockPort, TimerHandle } from '../ports/clock';

/** Named one-shot timers on the injected clock: re-arming a name cancels the previous one. */
export class ChatTimers {
  private readonly handles = new Map<string, TimerHandle>();

  constructor(private readonly clock: ClockPort) {}

  set(name: string, ms: number, callback: () => void): void {
    this.clear(name);
    const handle = this.clock.setTimeout(() => {
      this.handles.delete(name);
      callback();
    }, ms);
    this.handles.set(name, handle);
  }

  has(name: string): boolean {
    return this.handles.has(name);
  }

  clear(name: string): void {
    const handle = this.handles.get(name);
    if (handle === undefined) return;
    this.clock.clearTimeout(handle);
    this.handles.delete(name);
  }

  /** Cancels every timer whose name starts with `prefix`. */
  clearPrefix(prefix: string): void {
    for (const name of [...this.handles.keys()]) if (name.startsWith(prefix)) this.clear(name);
  }

  clearAll(): void {
    for (const name of [...this.handles.keys()]) this.clear(name);
  }
}
