import { chatTimeLabel } from '../format/dates';
import { truncateChatPreview, truncateChatTitle, unreadBadgeText } from '../format/chat';
import { messageText, type Language } from '../i18n/catalogue';
import type { ChatParticipant, ConversationId } from '../schemas/chat';
import type { ConversationEntry } from './conversation-list';
import { idKey } from './ids';

/** The other participant as the dialog shows them. */
export interface ChatPartnerView {
  readonly id: string;
  /** Display name, or 'Anonymous' (docs/product/chat.md). */
  readonly name: string;
  /** Initials, or '??'. */
  readonly initials: string;
  readonly avatarUrl: string | null;
  /** docs/product/trust.md: the verified mark on the avatar. */
  readonly verified?: boolean;
}

/** One conversation row (docs/product/chat.md Chat dialog); every rule already applied. */
export interface ChatConversationRow {
  readonly id: ConversationId;
  readonly key: string;
  readonly partner: ChatPartnerView;
  readonly listingName: string;
  readonly listingThumb: string | null;
  readonly listingHref: string | null;
  /** Title cut at 24, last-message preview cut at 29. */
  readonly title: string;
  readonly preview: string;
  /** Time if today, otherwise the date. */
  readonly timeLabel: string;
  readonly unreadCount: number;
  /** '' / '1'…'9' / '9+'. */
  readonly unreadBadge: string;
  readonly online: boolean;
  /** Wrench badge (never for the support account's own view). */
  readonly isSupport: boolean;
  readonly typing: boolean;
  readonly selected: boolean;
  /** A client-only conversation that the first message will create. */
  readonly placeholder: boolean;
}

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase();
}

function avatarOf(participant: ChatParticipant): string | null {
  const image = participant.profile_image ?? participant.user_meta?.profile_image;
  if (participant.profile_image_thumbnail) return participant.profile_image_thumbnail;
  if (typeof image === 'string' && image) return image;
  if (image && typeof image === 'object' && image.original) return image.original;
  return participant.profile_image_original ?? null;
}

/** docs/product/chat.md: name with an 'Anonymous' fallback, initials with a '??' fallback. */
export function partnerView(participant: ChatParticipant | null | undefined, language: Language): ChatPartnerView {
  if (!participant) return { id: '', name: messageText('chat.anonymous', language), initials: '??', avatarUrl: null, verified: false };
  if (participant.deleted) return { id: idKey(participant.id), name: messageText('chat.deletedUser', language), initials: '??', avatarUrl: null, verified: false };
  const name = (participant.name || participant.full_name || participant.user_meta?.display_name || '').trim();
  const initials = (participant.initials || '').trim() || initialsOf(name);
  return {
    id: idKey(participant.id),
    name: name || messageText('chat.anonymous', language),
    initials: initials || '??',
    avatarUrl: avatarOf(participant),
    verified: participant.verified === true,
  };
}

export interface RowContext {
  readonly language: Language;
  readonly now: number;
  readonly selectedKey: string | null;
  readonly online: Readonly<Record<string, boolean>>;
  readonly typingIn: Readonly<Record<string, true>>;
}

export function conversationRow(entry: ConversationEntry, context: RowContext): ChatConversationRow {
  const { conversation } = entry;
  const partner = partnerView(conversation.other_participant, context.language);
  const listingName = conversation.entity?.name ?? '';
  const titleSource = listingName || (entry.support ? messageText('chat.ui.support', context.language) : partner.name);
  return {
    id: entry.id,
    key: entry.key,
    partner,
    listingName,
    listingThumb: conversation.entity?.thumb_webp ?? conversation.entity?.thumbnail ?? null,
    listingHref: conversation.entity?.listing_href ?? null,
    title: truncateChatTitle(titleSource),
    preview: truncateChatPreview(entry.lastMessageText),
    timeLabel: entry.sortAt > 0 ? chatTimeLabel(entry.sortAt, context.now) : '',
    unreadCount: entry.unread,
    unreadBadge: unreadBadgeText(entry.unread),
    online: partner.id !== '' && context.online[partner.id] === true,
    isSupport: entry.support,
    typing: context.typingIn[entry.key] === true,
    selected: context.selectedKey === entry.key,
    placeholder: entry.placeholder,
  };
}

/**
 * Builds rows in list order, keeping a row (same object) while neither its entry nor the shared context
 * changed, so row components can skip re-rendering and a message costs one new row, not n. Entries are
 * immutable, so an entry object is a safe cache key (a WeakMap: replaced entries are collected).
 */
export class ConversationRowCache {
  private rows = new WeakMap<ConversationEntry, ChatConversationRow>();
  private context: RowContext | null = null;

  build(entries: readonly ConversationEntry[], context: RowContext): ChatConversationRow[] {
    const previous = this.context;
    const sameContext =
      previous !== null &&
      previous.language === context.language &&
      previous.online === context.online &&
      previous.typingIn === context.typingIn &&
      previous.selectedKey === context.selectedKey;
    if (!sameContext) this.rows = new WeakMap();
    this.context = context;
    const result = new Array<ChatConversationRow>(entries.length);
    for (let index = 0; index < entries.length; index += 1) {
      const entry = entries[index]!;
      let row = this.rows.get(entry);
      if (!row) {
        row = conversationRow(entry, context);
        this.rows.set(entry, row);
      }
      result[index] = row;
    }
    return result;
  }
}
