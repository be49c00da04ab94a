import { useSyncExternalStore } from 'react';
import { loadOnce } from '../../core';

type ToastModule = typeof import('react-hot-toast');

let loaded: ToastModule | null = null;
const listeners = new Set<() => void>();

/**
 * react-hot-toast, fetched once on demand: by the first toast, or by the shell once the first page is idle.
 * The web app's first download leaves it out. A failed fetch (offline) is forgotten, so the next
 * caller tries again.
 */
export const loadToastLibrary: () => Promise<ToastModule> = loadOnce(async () => {
  const module = await import('react-hot-toast');
  loaded = module;
  for (const listener of [...listeners]) listener();
  return module;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The library once it is there (null before): the shell renders its Toaster from it. */
export function useToastLibrary(): ToastModule | null {
  return useSyncExternalStore(subscribe, () => loaded, () => null);
}
