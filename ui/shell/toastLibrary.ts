import { useSyncExternalStore } from 'react';

type ToastModule = typeof import('react-hot-toast');

let loaded: ToastModule | null = null;
let pending: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();

/**
 * react-hot-toast, fetched once on demand: by the first toast, or by the shell once the first page is idle.
 * The web app's first download leaves it out (issue 9). A failed fetch (offline) is forgotten, so the next
 * caller tries again.
 */
export function loadToastLibrary(): Promise<ToastModule> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of [...listeners]) listener();
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The library once it is there (null before): the shell renders its Toaster from it. */
export function useToastLibrary(): ToastModule | null {
  return useSyncExternalStore(subscribe, () => loaded, () => null);
}
