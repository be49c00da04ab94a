import type { ImageVariants, UserMeta } from '../db/schema';
import { listingHref } from '../accounts/users';
import { groupByDay as groupMessagesByDay } from '../../core/chat/day-groups';
import { displayName } from '../../core/format/user';
import type { StoredMessage } from './messages';

/**
 * The docs/product/chat.md shapes the chat socket sends (validated on the client by core/schemas/chat.ts): participant,
 * entity, message and day group. Pure functions over database rows.
 */

export interface ParticipantRow {
  id: number;
  full_name: string | null;
  email: string | null;
  role: string;
  user_meta: UserMeta | null;
  /** docs/product/trust.md: the verified mark on chat avatars; rows that do not read it show none. */
  verified?: boolean;
}

export interface ParticipantView {
  id: number;
  name: string | null;
  full_name: string | null;
  /** Only the support account's (public) address is shown; other users' e-mail stays private. */
  email: string | null;
  initials: string | null;
  profile_image: string | null;
  profile_image_thumbnail: string | null;
  profile_image_original: string | null;
  user_meta: Pick<UserMeta, 'display_name' | 'company_name' | 'first_name' | 'last_name' | 'profile_image'>;
  is_support: boolean;
  verified: boolean;
  deleted?: true;
}

/** Display name (core's rule; docs/product/chat.md falls back to 'Anonymous' when null). */
export function participantName(row: Pick<ParticipantRow, 'full_name' | 'user_meta'>): string | null {
  return displayName(row);
}

/** Up to two initials of the name, upper-cased (the client shows '??' when null). */
export function initialsOf(name: string | null): string | null {
  if (!name) return null;
  const letters = name
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters ? letters.toLocaleUpperCase('mk') : null;
}

export function participantView(row: ParticipantRow, isSupport: boolean): ParticipantView {
  const meta = row.user_meta ?? {};
  const image: ImageVariants | undefined = meta.profile_image;
  const name = participantName(row);
  return {
    id: row.id,
    name,
    full_name: row.full_name,
    verified: row.verified === true,
    email: isSupport ? row.email : null,
    initials: initialsOf(name),
    profile_image: image?.profile_webp ?? image?.original ?? null,
    profile_image_thumbnail: image?.profile_small_webp ?? null,
    profile_image_original: image?.original ?? null,
    user_meta: {
      display_name: meta.display_name,
      company_name: meta.company_name,
      first_name: meta.first_name,
      last_name: meta.last_name,
      profile_image: image,
    },
    is_support: isSupport,
    // A deleted account: the client names it in its own language (chat.deletedUser).
    ...(meta.deleted === true ? { deleted: true } : {}),
  };
}

export interface EntityRow {
  id: number;
  title: string;
  slug: string;
  images: ImageVariants[] | null;
}

export interface EntityView {
  id: number;
  name: string;
  slug: string;
  thumb_webp: string | null;
  thumbnail: string | null;
  listing_href: string;
}

export function entityView(row: EntityRow): EntityView {
  const main = Array.isArray(row.images) ? row.images[0] : undefined;
  return {
    id: row.id,
    name: row.title,
    slug: row.slug,
    thumb_webp: main?.thumb_webp ?? null,
    thumbnail: main?.gallery_thumb_webp ?? main?.profile_small_webp ?? null,
    listing_href: listingHref(row),
  };
}

export interface MessageView {
  id: number;
  message_id: number;
  conversation_id: number;
  message: string;
  sender_id: number;
  recipient_id: number;
  created_at: string;
  is_own_message: boolean;
  /** 'sent' from the server: the client shows it as delivered (docs/product/chat.md). */
  status: 'sent';
  type: 'text';
  /** The sender's own temp_id, so their tabs can match the pending bubble; never sent to the other party. */
  temp_id?: string;
}

export function messageView(message: StoredMessage, viewerId: number): MessageView {
  const own = message.sender_id === viewerId;
  const view: MessageView = {
    id: message.id,
    message_id: message.id,
    conversation_id: message.conversation_id,
    message: message.body,
    sender_id: message.sender_id,
    recipient_id: message.recipient_id,
    created_at: new Date(message.created_at).toISOString(),
    is_own_message: own,
    status: 'sent',
    type: 'text',
  };
  if (own) view.temp_id = message.temp_id;
  return view;
}

export interface DayGroup {
  date: string;
  date_formatted: string;
  messages: MessageView[];
}

/** Messages (oldest first) grouped by their day in `timeZone` (core's day-group rule, the mock socket's too). */
export function groupByDay(messages: readonly MessageView[], timeZone: string): DayGroup[] {
  return groupMessagesByDay(messages, timeZone);
}
