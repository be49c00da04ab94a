import type { Renderable, ToastOptions } from 'react-hot-toast';
import { loadOnce } from '../../core/async/load-once';
import type { LoggerPort } from '../../core/ports';
import type { ToastLibrary } from './hot-toast-notifier';

type Call = (library: ToastLibrary) => void;

/**
 * react-hot-toast loaded on demand: the web app's first page does not download it (home's initial
 * JavaScript). Calls made before it has arrived are queued and replayed in order, so no toast is lost; the
 * library is fetched with the first call (the web app's `load` shares one fetch with the shell, which asks for
 * it once the page is idle). A failed fetch is retried by the next call, with the queue kept.
 */
export class DeferredToastLibrary {
  private library: ToastLibrary | undefined;
  private readonly queue: Call[] = [];
  readonly toast: ToastLibrary;

  private readonly fetch: () => Promise<ToastLibrary>;

  constructor(
    load: () => Promise<ToastLibrary>,
    private readonly logger?: LoggerPort,
  ) {
    this.fetch = loadOnce(load);
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

  private run(call: Call): void {
    if (this.library) {
      call(this.library);
      return;
    }
    this.queue.push(call);
    this.fetch().then(
      (library) => {
        this.library = library;
        // Every queued call is replayed once, in order, by whichever fetch answer comes first.
        for (const queued of this.queue.splice(0)) queued(library);
      },
      (error: unknown) => this.logger?.warn('toasts: the toast library could not be loaded; retrying with the next toast', error),
    );
  }
}
