import { portToken } from './token';

export type ToastKind = 'success' | 'error' | 'loading' | 'plain' | 'custom';

export interface ToastRequest {
  kind: ToastKind;
  /** Already-resolved user text (from the catalogue). */
  text: string;
  /** Decided in the core (SPEC §9), never defaulted by the adapter. */
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

/** SPEC §9 toast durations. */
export const TOAST_DURATION_MS = { plain: 4_000, success: 3_000, error: 4_000, loading: 5_000, custom: 4_000 } as const;
export const MAX_VISIBLE_TOASTS = 20;

export const NOTIFIER_PORT = portToken<NotifierPort>('notifier');
