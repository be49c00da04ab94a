import type { Renderable, ToastOptions } from 'react-hot-toast';
import { MAX_VISIBLE_TOASTS, type ClockPort, type NotifierPort, type TimerHandle, type ToastRequest } from '../../core/ports';

type ToastCall = (message: Renderable, options?: ToastOptions) => string;

/** The part of react-hot-toast's `toast` we use; injectable so the visible-limit logic is testable without React. */
export interface ToastLibrary {
  (message: Renderable, options?: ToastOptions): string;
  success: ToastCall;
  error: ToastCall;
  loading: ToastCall;
  custom: ToastCall;
  dismiss(toastId?: string): void;
}

export interface HotToastNotifierOptions {
  /** react-hot-toast's `toast` (imported by app/, which owns the dependency). */
  toast: ToastLibrary;
  clock: ClockPort;
  /**
   * Renders custom toasts (the new-message preview) and toasts with a click action. Supplied by app/ from ui/,
   * because adapters may not import React; without it such toasts show their text.
   */
  render?: (request: ToastRequest, id: string) => Renderable;
  maxVisible?: number;
}

let sequence = 0;

/**
 * Toasts through react-hot-toast's `toast()`, callable outside React (docs/product/README.md: every user message is a toast).
 * Durations come from the core (docs/product/README.md); this adapter never defaults them. At most 20 are visible: showing
 * one more dismisses the oldest, so a burst of errors cannot bury the screen.
 */
export class HotToastNotifier implements NotifierPort {
  private readonly visible = new Map<string, TimerHandle>();
  private readonly maxVisible: number;

  constructor(private readonly options: HotToastNotifierOptions) {
    this.maxVisible = options.maxVisible ?? MAX_VISIBLE_TOASTS;
  }

  show(request: ToastRequest): string {
    const id = request.id ?? `toast-${++sequence}`;
    this.forget(id);
    while (this.visible.size >= this.maxVisible) {
      const oldest = this.visible.keys().next().value as string;
      this.dismiss(oldest);
    }
    const options: ToastOptions = { id, duration: request.durationMs, ...(request.position ? { position: request.position } : {}) };
    const custom = request.kind === 'custom' || request.onClick !== undefined;
    const message: Renderable = custom && this.options.render ? this.options.render(request, id) : request.text;
    const { toast } = this.options;
    if (custom && this.options.render) toast.custom(message, options);
    else if (request.kind === 'success') toast.success(message, options);
    else if (request.kind === 'error') toast.error(message, options);
    else if (request.kind === 'loading') toast.loading(message, options);
    else toast(message, options);
    // The library removes a toast when its duration ends; mirror that so the count stays true.
    this.visible.set(id, this.options.clock.setTimeout(() => this.visible.delete(id), request.durationMs));
    return id;
  }

  dismiss(id?: string): void {
    if (id === undefined) {
      for (const key of [...this.visible.keys()]) this.forget(key);
      this.options.toast.dismiss();
      return;
    }
    this.forget(id);
    this.options.toast.dismiss(id);
  }

  /** Ids currently shown, oldest first. */
  visibleIds(): string[] {
    return [...this.visible.keys()];
  }

  private forget(id: string): void {
    const timer = this.visible.get(id);
    if (timer === undefined) return;
    this.options.clock.clearTimeout(timer);
    this.visible.delete(id);
  }
}
