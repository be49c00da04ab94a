import type { ObservableStore } from '../store/store';

/**
 * A loader that runs once and shares its answer with every caller — until it fails: a failed load (code that
 * could not be fetched while offline, a chunk a new deploy removed) is forgotten, so the next call tries again.
 * Used wherever the apps fetch code on demand (session steps, the toast library, parts bound on sign-in).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * A part of an app fetched late (a feature module in a chunk of its own): null until it is there; `load()` fetches
 * and binds it, once (through `loadOnce`). The web app makes these (app/web/lazy-parts.ts); the UI renders them.
 */
export interface LatePart<T> extends ObservableStore<T | null> {
  load(): Promise<T>;
}
