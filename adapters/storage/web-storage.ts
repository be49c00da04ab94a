import type { LoggerPort, StoragePort } from '../../core/ports';
import { MemoryStorage } from './memory-storage';

/** The part of the DOM `Storage` interface we use, so tests can hand in a storage that throws. */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `localStorage` / `sessionStorage` with an in-memory fallback. Storage can be absent (some embeds, Node),
 * throw on access (Safari private mode, blocked cookies) or refuse a write (QuotaExceededError). None of
 * those may break the app: the value is kept in memory for this page instead, and reads see it.
 */
export class WebStorage implements StoragePort {
  private readonly fallback = new MemoryStorage();

  constructor(
    private readonly resolve: () => WebStorageLike | undefined,
    private readonly logger?: LoggerPort,
  ) {}

  get(key: string): string | null {
    const remembered = this.fallback.get(key);
    if (remembered !== null) return remembered;
    try {
      return this.resolve()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    const storage = this.safeStorage();
    if (storage) {
      try {
        storage.setItem(key, value);
        this.fallback.remove(key);
        return;
      } catch (error) {
        this.logger?.warn(`storage: keeping "${key}" in memory`, error);
      }
    }
    this.fallback.set(key, value);
  }

  remove(key: string): void {
    this.fallback.remove(key);
    try {
      this.safeStorage()?.removeItem(key);
    } catch {
      // Nothing stored there, or storage vanished: either way the key is gone for readers.
    }
  }

  private safeStorage(): WebStorageLike | undefined {
    try {
      return this.resolve();
    } catch {
      return undefined;
    }
  }
}

/** Durable storage (survives reload): `window.localStorage` when the page has it. */
export function createLocalStorage(logger?: LoggerPort): WebStorage {
  return new WebStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage), logger);
}

/** Tab-scoped storage (the session token, never localStorage: OWASP session management). */
export function createSessionStorage(logger?: LoggerPort): WebStorage {
  return new WebStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage), logger);
}
