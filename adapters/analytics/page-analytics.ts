import type { AnalyticsPort, LoggerPort } from '../../core/ports';

/** What a page may carry: Google's `gtag()` and/or a Tag Manager `dataLayer`. */
export interface AnalyticsHost {
  gtag?: unknown;
  dataLayer?: unknown;
}

/**
 * Emits to the page's analytics facility only when it exists (docs/product/README.md). The host is looked up on every
 * call: the tag script loads asynchronously and may appear after the app started, or never (blockers).
 * `gtag('event', name, params)` is preferred; otherwise a Tag Manager style `{ event, ...params }` push.
 */
export class PageAnalytics implements AnalyticsPort {
  constructor(
    private readonly host: () => AnalyticsHost | undefined = () => (typeof window === 'undefined' ? undefined : (window as AnalyticsHost)),
    private readonly logger?: LoggerPort,
  ) {}

  isAvailable(): boolean {
    const host = this.host();
    return typeof host?.gtag === 'function' || Array.isArray(host?.dataLayer);
  }

  emit(event: string, params: Record<string, unknown>): void {
    const host = this.host();
    try {
      if (typeof host?.gtag === 'function') {
        (host.gtag as (...args: unknown[]) => void)('event', event, params);
      } else if (Array.isArray(host?.dataLayer)) {
        (host.dataLayer as unknown[]).push({ event, ...params });
      }
    } catch (error) {
      // A broken third-party tag must never break the action that emitted the event.
      this.logger?.warn(`analytics: ${event} not sent`, error);
    }
  }
}
