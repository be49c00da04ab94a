import { isMessageId, type MessageId } from '../i18n/catalogue';
import type { StoragePort } from '../ports/storage';

/**
 * A one-shot message carried across a full page navigation (docs/product/accounts.md: every user message is a toast; login
 * success is a toast *and* a full page navigation). Shown before the navigation, it would be gone with the page;
 * so it is written to session-scoped storage and shown by the next page's session start. The message id is kept,
 * not the text, so the arriving page writes it in its own language.
 */
export interface Flash {
  kind: 'success' | 'error';
  id: MessageId;
}

export const FLASH_STORAGE_KEY = 'oglasi.flash';

export function keepFlash(storage: StoragePort, flash: Flash): void {
  storage.set(FLASH_STORAGE_KEY, JSON.stringify(flash));
}

/** The flash left by the previous page, once: it is removed as it is read. Anything malformed is dropped. */
export function takeFlash(storage: StoragePort): Flash | null {
  const raw = storage.get(FLASH_STORAGE_KEY);
  if (raw === null) return null;
  storage.remove(FLASH_STORAGE_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { kind, id } = value as { kind?: unknown; id?: unknown };
    if ((kind === 'success' || kind === 'error') && typeof id === 'string' && isMessageId(id)) return { kind, id };
  } catch {
    // A value some other code or an old version left: not ours to show.
  }
  return null;
}
