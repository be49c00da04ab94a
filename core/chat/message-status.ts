import { MESSAGE_STATUS_ICONS } from './constants';

/** What a bubble shows (docs/product/chat.md Outbound message status). */
export type DisplayStatus = keyof typeof MESSAGE_STATUS_ICONS;

/** The queue's own states; `queued` shows as sending. */
export type OutboundStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'rate_limited' | 'error';

export function displayStatusOf(status: OutboundStatus): DisplayStatus {
  return status === 'queued' ? 'sending' : status;
}

/**
 * A message from the server: own messages with no status, or 'sent', show as delivered (docs/product/chat.md); an own
 * message the server stored is delivered whatever else it says; incoming messages show no status.
 */
export function serverMessageStatus(own: boolean): DisplayStatus | null {
  return own ? 'delivered' : null;
}

export function statusIcon(status: DisplayStatus | null): string {
  return status ? MESSAGE_STATUS_ICONS[status] : '';
}
