/**
 * The chat benches' users (chat-load, capacity): pairs of a buyer and a seller talking about a listing of their own,
 * each with a live sign-in session and an access token, as a signed-in client has. The listings are in a category of
 * the run's own (`bench-<stamp>`), so they stay out of the catalogue's lists the read benches sample.
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { Keyring } from '../../server/auth/keyring';
import { resolveMasterSecrets } from '../../server/auth/master-secrets';
import { createSession } from '../../server/auth/sessions';
import { signAccessToken } from '../../server/auth/tokens';
import { openListingConversation } from '../../server/chat/conversations';

export interface ChatUser {
  id: number;
  token: string;
}
export interface ChatPair {
  conversationId: number;
  /** The buyer, then the seller. */
  users: [ChatUser, ChatUser];
}

/** The keys tokens are signed with: derived from the secret the database keeps, so every process of a run accepts every token. */
export async function benchKeys(config: ServerConfig, db: Kysely<Database>): Promise<Keyring> {
  return new Keyring(await resolveMasterSecrets(config, db));
}

/** `count` pairs (2 × count users), with tokens valid for an hour. */
export async function createChatPairs(db: Kysely<Database>, keys: Keyring, count: number): Promise<ChatPair[]> {
  const token = async (id: number) => signAccessToken(id, (await createSession(db, id)).sessionKey, { keys, ttlSeconds: 3_600 });
  const stamp = Date.now().toString(36);
  const category = await db.insertInto('categories').values({ name: 'Бенчмарк', slug: `bench-${stamp}` }).returning('id').executeTakeFirstOrThrow();
  const pairs: ChatPair[] = [];
  for (let i = 0; i < count; i += 1) {
    const [seller, buyer] = await db
      .insertInto('users')
      .values([
        { email: `bench-seller-${stamp}-${i}@primer.mk`, full_name: `Продавач ${i}` },
        { email: `bench-buyer-${stamp}-${i}@primer.mk`, full_name: `Купувач ${i}` },
      ])
      .returning('id')
      .execute();
    if (!seller || !buyer) throw new Error('users not created');
    const listing = await db
      .insertInto('listings')
      .values({ user_id: seller.id, title: `Оглас ${i}`, slug: `bench-${stamp}-${i}`, status: 'active', category_id: category.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As a buyer's first message would open it (both participants, the server's own rule).
    const conversation = await openListingConversation(db, listing.id, buyer.id);
    pairs.push({ conversationId: conversation.id, users: [{ id: buyer.id, token: await token(buyer.id) }, { id: seller.id, token: await token(seller.id) }] });
  }
  return pairs;
}
