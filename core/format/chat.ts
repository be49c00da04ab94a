import { truncateChars } from '../text/truncate-chars';

/** docs/product/chat.md chat limits. */
export const CHAT_TITLE_MAX = 24;
export const CHAT_PREVIEW_MAX = 29;
export const TOAST_PREVIEW_MAX = 40;
export const LARGE_BUBBLE_THRESHOLD = 40;
export const UNREAD_BADGE_CAP = 9;

/** docs/product/chat.md chat unread indicator: '' for 0, the number for 1–9, '9+' above. */
export function unreadBadgeText(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** docs/product/chat.md: a conversation title is cut at 24 characters. */
export function truncateChatTitle(text: string | null | undefined): string {
  return truncateChars(text, CHAT_TITLE_MAX);
}

/** docs/product/chat.md: the last-message preview is cut at 29 characters. */
export function truncateChatPreview(text: string | null | undefined): string {
  return truncateChars(text, CHAT_PREVIEW_MAX);
}

/** docs/product/chat.md: the new-message toast shows the preview cut to 40 characters. */
export function truncateToastPreview(text: string | null | undefined): string {
  return truncateChars(text, TOAST_PREVIEW_MAX);
}

/** docs/product/chat.md: a message longer than 40 characters gets a larger rounded bubble. */
export function isLargeBubble(text: string | null | undefined): boolean {
  return typeof text === 'string' && Array.from(text).length > LARGE_BUBBLE_THRESHOLD;
}
