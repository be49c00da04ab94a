import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import type { Random } from './random';
import { BUYER_LINES, SELLER_LINES } from './scale-text';

/**
 * The generated marketplace's activity around one listing: buyers' favourites, views by day, and conversations
 * between the seller and one to three buyers with `messages` messages in all, the last ones sometimes unread.
 */
export interface ListingActivity {
  favourites: Insertable<Database['favourites']>[];
  dailyViews: Insertable<Database['listing_daily_views']>[];
  conversations: Insertable<Database['conversations']>[];
  participants: Insertable<Database['conversation_participants']>[];
  messages: Insertable<Database['messages']>[];
}

export function emptyActivity(): ListingActivity {
  return { favourites: [], dailyViews: [], conversations: [], participants: [], messages: [] };
}

export interface ActivityListing {
  id: number;
  sellerId: number;
  publishedAt: Date | null;
  views: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `count` distinct users other than `except`, from the ids firstUser…firstUser+users-1. */
function distinctUsers(random: Random, firstUser: number, users: number, count: number, except: number): number[] {
  const chosen = new Set<number>();
  for (let attempts = 0; chosen.size < Math.min(count, users - 1) && attempts < count * 4; attempts += 1) {
    const id = firstUser + random.int(0, users - 1);
    if (id !== except) chosen.add(id);
  }
  return [...chosen];
}

export interface ActivityIds {
  nextConversationId: number;
  nextMessageId: number;
}

/** Adds one listing's activity to `out`; ids come from `ids` (reserved beforehand) and advance. */
export function listingActivity(
  random: Random,
  listing: ActivityListing,
  users: { first: number; count: number },
  messages: number,
  now: Date,
  ids: ActivityIds,
  out: ListingActivity,
): void {
  // Favourites: half the listings have none, a few have many.
  const favourites = random.next() < 0.5 ? 0 : Math.min(25, Math.floor(-Math.log(1 - random.next()) * 3) + 1);
  for (const userId of distinctUsers(random, users.first, users.count, favourites, listing.sellerId)) {
    out.favourites.push({ user_id: userId, listing_id: listing.id, created_at: new Date(now.getTime() - random.int(0, 30) * DAY) });
  }
  if (!listing.publishedAt) return;
  const published = listing.publishedAt.getTime();
  // Views by day for the last week of a recent listing (what the seller's statistics read).
  const age = Math.floor((now.getTime() - published) / DAY);
  for (let day = Math.min(age, 6); day >= 0 && age < 14; day -= 1) {
    out.dailyViews.push({ listing_id: listing.id, day: new Date(now.getTime() - day * DAY).toISOString().slice(0, 10), views: random.int(1, 40) });
  }
  if (messages <= 0) return;
  const buyers = distinctUsers(random, users.first, users.count, Math.min(messages, random.int(1, 3)), listing.sellerId);
  const end = Math.max(published + MINUTE, now.getTime() - random.int(0, 20) * DAY);
  buyers.forEach((buyerId, index) => {
    const count = Math.floor(messages / buyers.length) + (index < messages % buyers.length ? 1 : 0);
    if (count === 0) return;
    const conversationId = ids.nextConversationId++;
    const start = Math.max(published, end - count * 37 * MINUTE);
    let lastBody = '';
    let lastSender = buyerId;
    let lastAt = new Date(start);
    const firstMessageId = ids.nextMessageId;
    for (let i = 0; i < count; i += 1) {
      const fromBuyer = i % 2 === 0;
      const senderId = fromBuyer ? buyerId : listing.sellerId;
      lastBody = random.pick(fromBuyer ? BUYER_LINES : SELLER_LINES);
      lastSender = senderId;
      lastAt = new Date(Math.min(now.getTime(), start + i * random.int(2, 60) * MINUTE));
      const id = ids.nextMessageId++;
      out.messages.push({ id, conversation_id: conversationId, sender_id: senderId, recipient_id: fromBuyer ? listing.sellerId : buyerId, body: lastBody, temp_id: `scale-${id}`, created_at: lastAt });
    }
    const lastMessageId = ids.nextMessageId - 1;
    out.conversations.push({
      id: conversationId, kind: 'listing', entity_id: listing.id, buyer_id: buyerId, seller_id: listing.sellerId,
      last_message: lastBody, last_message_at: lastAt, last_sender_id: lastSender, created_at: new Date(start),
    });
    // The recipient of the last message has read everything, or not the last one to three.
    const unread = random.next() < 0.6 ? 0 : Math.min(count, random.int(1, 3));
    const recipient = lastSender === buyerId ? listing.sellerId : buyerId;
    out.participants.push(
      { conversation_id: conversationId, user_id: lastSender, unread_count: 0, last_read_message_id: lastMessageId, last_read_at: lastAt },
      {
        conversation_id: conversationId, user_id: recipient, unread_count: unread,
        last_read_message_id: unread === count ? 0 : Math.max(firstMessageId, lastMessageId - unread), last_read_at: unread === count ? null : lastAt,
      },
    );
  });
}
