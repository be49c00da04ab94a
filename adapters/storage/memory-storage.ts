import type { StoragePort } from '../../core/ports';

/** Storage that lives as long as the page: the fallback when the browser's storage is missing or refuses writes. */
export class MemoryStorage implements StoragePort {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
