import { isLargeBubble } from '../format/chat';
import { formatTime, normalizeDate } from '../format/dates';
import { formatDayHeading } from '../format/dates-in-words';
import type { Language } from '../i18n/catalogue';
import type { ConversationId } from '../schemas/chat';
import { partnerView, type ChatPartnerView } from './conversation-rows';
import type { ConversationEntry } from './conversation-list';
import { idKey } from './ids';
import { displayStatusOf, serverMessageStatus, statusIcon, type DisplayStatus } from './message-status';
import type { OpenThreadState } from './open-thread';
import type { OutboundRecord } from './outbound-queue';
import { EMPTY_THREAD_VIEW } from './initial-states';
import { safetyOf } from '../trust/message-view';
import type { MessagePart } from '../trust/links';
import type { SafetyRule } from '../trust/message-safety';

/** One bubble (docs/product/chat.md Outbound message status, bubble size). Text is plain text, always. */
export interface ChatMessageView {
  /** The server id, or the temp id of a message not yet delivered. */
  readonly key: string;
  readonly text: string;
  readonly own: boolean;
  readonly timeLabel: string;
  /** Own messages only; null for incoming. */
  readonly status: DisplayStatus | null;
  /** ◔ ✓ ✓✓ ⏱ ✗ */
  readonly statusIcon: string;
  /** The server's error text on a failed bubble (the UI falls back to 'Failed to send message'). */
  readonly error: string | null;
  /** Above 40 characters. */
  readonly large: boolean;
  /** Only failed messages can be retried; pass `tempId` to `retry`. */
  readonly canRetry: boolean;
  readonly tempId: string | null;
  /** The text as runs and links, each link with its real domain (docs/product/trust.md "Warnings where scams happen"). */
  readonly parts: readonly MessagePart[];
  /** The warning rule whose advice an incoming message shows under it; null for own messages and ordinary ones. */
  readonly notice: SafetyRule | null;
}

export interface ChatDayGroupView {
  readonly date: string;
  readonly dateFormatted: string;
  readonly messages: readonly ChatMessageView[];
}

export interface ChatThreadHeader {
  readonly partner: ChatPartnerView;
  /** The listing talked about (its id), for rating the partner; null for support or a listing that is gone. */
  readonly listingId: number | null;
  readonly listingName: string;
  readonly listingHref: string | null;
  readonly online: boolean;
  readonly isSupport: boolean;
}

export interface ChatThreadView {
  readonly conversationId: ConversationId | null;
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly hasMore: boolean;
  readonly header: ChatThreadHeader | null;
  readonly groups: readonly ChatDayGroupView[];
  /** The partner is typing in this conversation. */
  readonly typing: boolean;
}


export interface ThreadViewInput {
  readonly thread: OpenThreadState;
  readonly entry: ConversationEntry | undefined;
  readonly pending: readonly OutboundRecord[];
  readonly online: Readonly<Record<string, boolean>>;
  readonly typing: boolean;
  readonly language: Language;
  readonly viewerIsSupportAgent: boolean;
}

function pushTo(groups: Array<{ date: string; dateFormatted: string; messages: ChatMessageView[] }>, date: string, dateFormatted: string, view: ChatMessageView): void {
  const last = groups[groups.length - 1];
  if (last && last.date === date) last.messages.push(view);
  else groups.push({ date, dateFormatted, messages: [view] });
}

/** The open conversation as the dialog renders it: day groups in server order, then messages still in the queue. */
export function threadView(input: ThreadViewInput): ChatThreadView {
  const { thread, entry } = input;
  if (thread.conversationId === null) return EMPTY_THREAD_VIEW;
  const participant = thread.otherParticipant ?? entry?.conversation.other_participant ?? null;
  const partner = partnerView(participant, input.language);
  const entity = thread.entity ?? entry?.conversation.entity ?? null;
  const header: ChatThreadHeader = {
    partner,
    listingId: entity && /^\d{1,10}$/.test(String(entity.id)) ? Number(entity.id) : null,
    listingName: entity?.name ?? '',
    listingHref: entity?.listing_href ?? null,
    online: partner.id !== '' && input.online[partner.id] === true,
    isSupport: (thread.isSupport || Boolean(entry?.support)) && !input.viewerIsSupportAgent,
  };
  const groups: Array<{ date: string; dateFormatted: string; messages: ChatMessageView[] }> = [];
  const shownIds = new Set<string>();
  const shownTemps = new Set<string>();
  for (const item of thread.messages) {
    shownIds.add(item.key);
    if (item.message.temp_id) shownTemps.add(item.message.temp_id);
    const status = serverMessageStatus(item.own);
    pushTo(groups, item.day, item.dayFormatted, {
      key: item.key,
      text: item.message.message,
      own: item.own,
      timeLabel: formatTime(item.at),
      status,
      statusIcon: statusIcon(status),
      error: null,
      large: isLargeBubble(item.message.message),
      canRetry: false,
      tempId: item.message.temp_id ?? null,
      ...safetyOf(item.message.message, item.own),
    });
  }
  for (const record of input.pending) {
    if (shownTemps.has(record.tempId) || (record.messageId !== null && shownIds.has(idKey(record.messageId)))) continue;
    const status = displayStatusOf(record.status);
    const day = normalizeDate(record.timestamp) ?? '';
    pushTo(groups, day, formatDayHeading(record.timestamp, input.language), {
      key: record.tempId,
      text: record.text,
      own: true,
      timeLabel: formatTime(record.timestamp),
      status,
      statusIcon: statusIcon(status),
      error: record.status === 'error' ? record.error : null,
      large: isLargeBubble(record.text),
      canRetry: record.status === 'error',
      tempId: record.tempId,
      ...safetyOf(record.text, true),
    });
  }
  return { conversationId: thread.conversationId, loading: thread.loading, loadingMore: thread.loadingMore, hasMore: thread.hasMore, header, groups, typing: input.typing };
}
