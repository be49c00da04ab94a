import { portToken } from './token';

export interface AnalyticsPort {
  /** True when the page has an analytics facility (docs/product/README.md: emit only then). */
  isAvailable(): boolean;
  emit(event: string, params: Record<string, unknown>): void;
}

export const ANALYTICS_PORT = portToken<AnalyticsPort>('analytics');
