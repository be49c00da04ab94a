import type { Renderable, ToastOptions } from 'react-hot-toast';
import type { LoggerPort } from '../../core/ports';
import type { ToastLibrary } from './hot-toast-notifier';

type Call = (library: ToastLibrary) => void;

/**
 * react-hot-toast loaded on demand: the web app's first page does not download it (issue 9: home's initial
 * JavaScript). Calls made before it has arrived are queued and replayed in order, so no toast is lost; the
 * library is fetched on the first call, or earlier through `preload()` (the shell asks once the page is idle,
 * while the network is known to work). A failed fetch is retried by the next call, with the queue kept.
 */
export class DeferredToastLibrary {
  private library: ToastLibrary | undefined;
  private loading: Promise<ToastLibrary> | undefined;
  private readonly queue: Call[] = [];
  readonly toast: ToastLibrary;

  constructor(
    private readonly load: () => Promise<ToastLibrary>,
    private readonly logger?: LoggerPort,
  ) {
    const show = (kind: 'blank' | 'success' | 'error' | 'loading' | 'custom') => (message: Renderable, options?: ToastOptions) => {
      this.run((library) => (kind === 'blank' ? library(message, options) : library[kind](message, options)));
      // The notifier always names its toasts; the id is what react-hot-toast would answer.
      return options?.id ?? '';
    };
    this.toast = Object.assign(show('blank'), {
      success: show('success'),
      error: show('error'),
      loading: show('loading'),
      custom: show('custom'),
      dismiss: (toastId?: string) => this.run((library) => library.dismiss(toastId)),
    });
  }

  /** Starts fetching the library (idempotent); resolves when it is there, never rejects. */
  preload(): Promise<void> {
    if (this.library) return Promise.resolve();
    this.loading ??= this.load().then(
      (library) => {
        this.library = library;
        for (const call of this.queue.splice(0)) call(library);
        return library;
      },
      (error: unknown) => {
        this.loading = undefined;
        this.logger?.warn('toasts: the toast library could not be loaded; retrying with the next toast', error);
        throw error;
      },
    );
    return this.loading.then(
      () => undefined,
      () => undefined,
    );
  }

  private run(call: Call): void {
    if (this.library) {
      call(this.library);
      return;
    }
    this.queue.push(call);
    void this.preload();
  }
}
