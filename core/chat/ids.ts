import type { ChatId, ChatTimestamp, ConversationId } from '../schemas/chat';

/** One comparable key for an id that may arrive as 12 or '12'. */
export function idKey(id: ChatId | null | undefined): string {
  return id === null || id === undefined ? '' : String(id);
}

export const SUPPORT_PLACEHOLDER_PREFIX = 'support-';
export const LISTING_PLACEHOLDER_PREFIX = 'new-listing-';

/** docs/product/chat.md: a 'support-…' id is a placeholder until the real conversation exists. */
export function isSupportPlaceholder(id: unknown): boolean {
  return typeof id === 'string' && id.startsWith(SUPPORT_PLACEHOLDER_PREFIX);
}

/** A client-only conversation: the support placeholder or a not-yet-created conversation about a listing. */
export function isPlaceholderId(id: ConversationId | null | undefined): boolean {
  return isSupportPlaceholder(id) || (typeof id === 'string' && id.startsWith(LISTING_PLACEHOLDER_PREFIX));
}

export function supportPlaceholderId(userId: ChatId): string {
  return `${SUPPORT_PLACEHOLDER_PREFIX}${idKey(userId)}`;
}

export function listingPlaceholderId(entityId: ChatId): string {
  return `${LISTING_PLACEHOLDER_PREFIX}${idKey(entityId)}`;
}

/** Milliseconds since the epoch of a server timestamp; 'YYYY-MM-DD HH:mm:ss' is read as local time; NaN → 0. */
export function timestampMs(value: ChatTimestamp | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const parsed = Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Server order of two message ids: numerically when both are numbers, otherwise as text. */
export function compareIds(a: ChatId, b: ChatId): number {
  const numberA = typeof a === 'number' ? a : Number(a);
  const numberB = typeof b === 'number' ? b : Number(b);
  if (Number.isFinite(numberA) && Number.isFinite(numberB)) return numberA - numberB;
  const textA = String(a);
  const textB = String(b);
  return textA < textB ? -1 : textA > textB ? 1 : 0;
}

/** A fresh temp_id: unique per sender (the server's dedup key). */
export function defaultTempId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return `tmp-${random}`;
}
