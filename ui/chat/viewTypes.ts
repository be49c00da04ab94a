/**
 * The shapes the chat components render. They are display data only: every chat rule (ordering,
 * truncation, status, badge text, grouping) is decided by the core chat engine, and the containers map its
 * snapshots onto these props. Keeping the components on plain props lets them be tested without an engine.
 */

/** SPEC §4 Outbound message status, as the bubble shows it. */
export type BubbleStatus = 'sending' | 'sent' | 'delivered' | 'rate_limited' | 'error';

export interface PartnerView {
  /** Display name; empty when unknown (the UI then shows the 'Anonymous' fallback). */
  name: string;
  /** Initials; empty when unknown (the UI then shows '??'). */
  initials: string;
  avatarUrl: string | null;
}

export interface ConversationRowView {
  id: string | number;
  partner: PartnerView;
  listingName: string;
  listingThumb: string | null;
  /** Last message cut for the row title (SPEC: 24 characters) and preview (29), cut by the core. */
  title: string;
  preview: string;
  /** 'HH:mm' today, otherwise the date; formatted by the core. */
  timeLabel: string;
  unreadCount: number;
  unreadBadge: string;
  online: boolean;
  isSupport: boolean;
  typing: boolean;
  selected: boolean;
}

export interface MessageView {
  /** Stable key: the server id, or the temp id of a pending message. */
  key: string;
  text: string;
  own: boolean;
  timeLabel: string;
  /** Own messages only; null for incoming. */
  status: BubbleStatus | null;
  /** The icon the core chose for the status (◔ ✓ ✓✓ ⏱ ✗). */
  statusIcon: string;
  /** The server's error text for a failed message. */
  error: string | null;
  /** Above 40 characters (decided by the core). */
  large: boolean;
  canRetry: boolean;
}

export interface DayGroupView {
  date: string;
  dateFormatted: string;
  messages: readonly MessageView[];
}

export interface ThreadHeaderView {
  partner: PartnerView;
  listingName: string;
  listingHref: string | null;
  online: boolean;
  isSupport: boolean;
}
