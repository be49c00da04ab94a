import { portToken } from './token';

export type ToastKind = 'success' | 'error' | 'loading' | 'plain' | 'custom';

export interface ToastRequest {
  kind: ToastKind;
  /** Already-resolved user text (from the catalogue). */
  text: string;
  /** Decided in the core (docs/product/README.md), never defaulted by the adapter. */
  durationMs: number;
  position?: 'top-center' | 'bottom-right';
  id?: string;
  /** For custom toasts (e.g. the new-message preview). */
  data?: Record<string, unknown>;
  onClick?: () => void;
}

export interface NotifierPort {
  show(toast: ToastRequest): string;
  dismiss(id?: string): void;
}

/** docs/product/README.md toast durations. */
export const TOAST_DURATION_MS = { plain: 4_000, success: 3_000, error: 4_000, loading: 5_000, custom: 4_000 } as const;
export const MAX_VISIBLE_TOASTS = 20;

export const NOTIFIER_PORT = portToken<NotifierPort>('notifier');

export type ToastOptions = Partial<Pick<ToastRequest, 'durationMs' | 'position' | 'id' | 'data' | 'onClick'>>;

/**
 * The five toast kinds with docs/product/README.md's durations filled in here, in the core, so every adapter shows the
 * same timings: `toasts.success('Успешна најава!')` → 3 s, error 4 s, loading 5 s, plain/custom 4 s.
 */
export class Toasts {
  constructor(private readonly notifier: NotifierPort) {}

  success(text: string, options: ToastOptions = {}): string {
    return this.show('success', text, options);
  }

  error(text: string, options: ToastOptions = {}): string {
    return this.show('error', text, options);
  }

  loading(text: string, options: ToastOptions = {}): string {
    return this.show('loading', text, options);
  }

  plain(text: string, options: ToastOptions = {}): string {
    return this.show('plain', text, options);
  }

  custom(text: string, options: ToastOptions = {}): string {
    return this.show('custom', text, options);
  }

  dismiss(id?: string): void {
    this.notifier.dismiss(id);
  }

  private show(kind: ToastKind, text: string, options: ToastOptions): string {
    return this.notifier.show({ ...options, kind, text, durationMs: options.durationMs ?? TOAST_DURATION_MS[kind] });
  }
}
