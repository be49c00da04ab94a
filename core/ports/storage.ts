import { portToken } from './token';

/** Synchronous key/value storage (Zustand's storage port is the model). */
export interface StoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Two instances are bound: durable (survives reload, e.g. pending chat messages) and session-scoped (the token). */
export const STORAGE_PORT = portToken<StoragePort>('storage');
export const SESSION_STORAGE_PORT = portToken<StoragePort>('session-storage');
