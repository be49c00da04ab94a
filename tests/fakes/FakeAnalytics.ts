import type { AnalyticsPort } from '../../core/ports/analytics';

/** Records emitted events; `available = false` plays a page without an analytics facility. */
export class FakeAnalytics implements AnalyticsPort {
  readonly events: Array<{ event: string; params: Record<string, unknown> }> = [];

  constructor(public available = true) {}

  isAvailable(): boolean {
    return this.available;
  }

  emit(event: string, params: Record<string, unknown>): void {
    this.events.push({ event, params });
  }

  names(): string[] {
    return this.events.map((entry) => entry.event);
  }
}
