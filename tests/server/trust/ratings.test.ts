import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { call } from '../helpers/fixtures';
import { createListing, createUser, sellerAndBuyer, startChatApp, type TestUser } from '../chat/chat-helpers';

/**
 * Ratings and the seller's reputation on the server (issue 43; docs/product/trust.md "Reputation"): a rating needs a
 * real two-sided conversation about the listing and a sale (or 7 days); no self-rating; one per pair and listing
 * (also the database's unique key); the seller page's median response time over fixtures.
 */
describe('ratings and reputation', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: number;
  const http = <T = Record<string, unknown>>(user: TestUser | null, method: string, path: string, body?: unknown) => call<T>(app, method, path, { token: user?.token, body });
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    ({ seller, buyer, listingId } = await sellerAndBuyer(app, 'Голф 5'));
  });

  /** A conversation about the listing with messages at the given minutes (from the start), by who wrote them. */
  async function conversation(about: number, messages: Array<[TestUser, TestUser, number]>, start = new Date(Date.now() - 60 * 60_000)) {
    const first = messages[0]!;
    const c = await db()
      .insertInto('conversations')
      .values({ kind: 'listing', entity_id: about, buyer_id: first[0].id, seller_id: first[1].id, created_at: start })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('conversation_participants').values([{ conversation_id: c.id, user_id: first[0].id }, { conversation_id: c.id, user_id: first[1].id }]).execute();
    if (messages.length > 0) {
      await db()
        .insertInto('messages')
        .values(messages.map(([from, to, minute], i) => ({ conversation_id: c.id, sender_id: from.id, recipient_id: to.id, body: `Порака ${i}`, temp_id: `r-${c.id}-${i}`, created_at: new Date(start.getTime() + minute * 60_000) })))
        .execute();
    }
    return c.id;
  }
  const sell = () => db().updateTable('listings').set({ status: 'archived', sold_at: new Date() }).where('id', '=', listingId).execute();
  const rate = (by: TestUser, ratee: TestUser, stars = 5, text?: string, listing = listingId) => http<{ messageId: string; id: number }>(by, 'POST', '/api/ratings', { listing_id: listing, ratee_id: ratee.id, stars, ...(text ? { text } : {}) });

  it('refuses a rating without a two-sided conversation, before a sale or 7 days, of oneself, or twice for the same pair and listing', async () => {
    // No conversation at all.
    await sell();
    expect(await rate(buyer, seller)).toMatchObject({ status: 422, body: { messageId: 'ratings.error.noConversation' } });
    // Only the buyer wrote.
    await conversation(listingId, [[buyer, seller, 0]]);
    expect(await rate(buyer, seller)).toMatchObject({ status: 422, body: { messageId: 'ratings.error.noConversation' } });
    expect(await rate(seller, seller)).toMatchObject({ status: 422, body: { messageId: 'ratings.error.self' } });
    expect((await rate(buyer, seller, 6)).status).toBe(422);
    expect((await rate(buyer, seller, 0)).status).toBe(422);
    expect((await http(null, 'POST', '/api/ratings', { listing_id: listingId, ratee_id: seller.id, stars: 5 })).status).toBe(401);
  });

  it('both sides rate after the sale, once each; the rated one answers once; the author edits; a report and a hide (audited)', async () => {
    await conversation(listingId, [[buyer, seller, 0], [seller, buyer, 5]]);
    expect(await rate(buyer, seller)).toMatchObject({ status: 422, body: { messageId: 'ratings.error.tooEarly' } });
    await sell();
    const given = await rate(buyer, seller, 5, 'Коректен продавач.');
    expect(given).toMatchObject({ status: 201, body: { messageId: 'ratings.saved' } });
    expect(await rate(buyer, seller, 4)).toMatchObject({ status: 409, body: { messageId: 'ratings.error.already' } });
    expect((await rate(seller, buyer, 4, 'Брз купувач.')).status).toBe(201);
    // The database itself keeps one per pair and listing, and 1..5.
    await expect(db().insertInto('ratings').values({ listing_id: listingId, rater_id: buyer.id, ratee_id: seller.id, stars: 3 }).execute()).rejects.toThrow();
    await expect(db().insertInto('ratings').values({ listing_id: listingId, rater_id: seller.id, ratee_id: seller.id, stars: 3 }).execute()).rejects.toThrow();

    const id = given.body.id;
    expect((await http(seller, 'POST', `/api/ratings/${id}/reply`, { text: 'Фала!' })).status).toBe(200);
    expect(await http(seller, 'POST', `/api/ratings/${id}/reply`, { text: 'Пак фала!' })).toMatchObject({ status: 409, body: { messageId: 'ratings.error.alreadyAnswered' } });
    expect((await http(buyer, 'POST', `/api/ratings/${id}/reply`, { text: 'Не е мое' })).status).toBe(404);
    expect((await http(buyer, 'PUT', `/api/ratings/${id}`, { stars: 4, text: 'Коректен, малку доцнеше.' })).status).toBe(200);
    await db().updateTable('ratings').set({ created_at: new Date(Date.now() - 15 * 86_400_000) }).where('id', '=', id).execute();
    expect(await http(buyer, 'PUT', `/api/ratings/${id}`, { stars: 1 })).toMatchObject({ status: 409, body: { messageId: 'ratings.error.editClosed' } });

    const page = await http<{ summary: unknown; data: Array<{ stars: number; text: string; reply: string | null }> }>(null, 'GET', `/api/users/${seller.id}/ratings`);
    expect(page.body.summary).toEqual({ kind: 'new', count: 1 });
    expect(page.body.data).toEqual([expect.objectContaining({ stars: 4, text: 'Коректен, малку доцнеше.', reply: 'Фала!', rater: { id: buyer.id, name: 'Марко Николов' } })]);

    expect((await http(seller, 'POST', `/api/ratings/${id}/report`)).status).toBe(201);
    const admin = await createUser(app, 'admin@primer.mk', { role: 'admin' });
    const reported = await http<{ data: Array<{ id: number; reports: number }> }>(admin, 'GET', '/api/admin/rating-reports');
    expect(reported.body.data).toEqual([expect.objectContaining({ id, reports: 1, text: 'Коректен, малку доцнеше.' })]);
    expect((await http(seller, 'POST', `/api/admin/ratings/${id}/hide`)).status).toBe(403);
    expect((await http(admin, 'POST', `/api/admin/ratings/${id}/hide`)).status).toBe(200);
    expect((await http(admin, 'POST', `/api/admin/ratings/${id}/hide`)).status).toBe(409);
    expect((await http<{ data: unknown[] }>(null, 'GET', `/api/users/${seller.id}/ratings`)).body.data).toEqual([]);
    const audit = await http<{ data: Array<{ action: string; target_id: number }> }>(admin, 'GET', '/api/admin/audit');
    expect(audit.body.data[0]).toMatchObject({ action: 'rating.hide', target_id: id });
  });

  it("tells each viewer what they may do with each rating (core's ratingPermissions): the author edits for 14 days, the rated one answers once", async () => {
    await conversation(listingId, [[buyer, seller, 0], [seller, buyer, 5]]);
    await sell();
    const id = (await rate(buyer, seller, 5, 'Коректен.')).body.id;
    const stranger = await createUser(app, 'drug@primer.mk');
    const flags = async (who: TestUser | null) => {
      const answer = await http<{ data: Array<{ id: number; can_edit: boolean; can_reply: boolean }> }>(who, 'GET', `/api/users/${seller.id}/ratings`);
      // The answer depends on who asks: never stored for another.
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return answer.body.data.map((rating) => ({ id: rating.id, can_edit: rating.can_edit, can_reply: rating.can_reply }));
    };
    expect(await flags(null)).toEqual([{ id, can_edit: false, can_reply: false }]);
    expect(await flags(stranger)).toEqual([{ id, can_edit: false, can_reply: false }]);
    expect(await flags(buyer)).toEqual([{ id, can_edit: true, can_reply: false }]);
    expect(await flags(seller)).toEqual([{ id, can_edit: false, can_reply: true }]);
    expect((await http(seller, 'POST', `/api/ratings/${id}/reply`, { text: 'Фала!' })).status).toBe(200);
    expect(await flags(seller)).toEqual([{ id, can_edit: false, can_reply: false }]);
    await db().updateTable('ratings').set({ created_at: new Date(Date.now() - 15 * 86_400_000) }).where('id', '=', id).execute();
    expect(await flags(buyer)).toEqual([{ id, can_edit: false, can_reply: false }]);
  });

  it('a conversation older than 7 days may be rated without a sale', async () => {
    await conversation(listingId, [[buyer, seller, 0], [seller, buyer, 3]], new Date(Date.now() - 8 * 86_400_000));
    expect((await rate(buyer, seller, 3)).status).toBe(201);
  });

  it('shows a seller with 3 ratings as an average with the count, paginated 10 a page', async () => {
    const buyers = [buyer, await createUser(app, 'b2@primer.mk', { full_name: 'Б2' }), await createUser(app, 'b3@primer.mk', { full_name: 'Б3' })];
    for (const [i, who] of buyers.entries()) {
      await conversation(listingId, [[who, seller, 0], [seller, who, 1]]);
      await sell();
      expect((await rate(who, seller, [5, 4, 4][i])).status).toBe(201);
    }
    const page = await http<{ summary: unknown; has_more: boolean }>(null, 'GET', `/api/users/${seller.id}/ratings`);
    expect(page.body).toMatchObject({ summary: { kind: 'rated', average: 4.3, count: 3 }, has_more: false });
  });

  it('response time: the median of the first replies over the last 30 days, from the messages', async () => {
    const others = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => createUser(app, `${n}@primer.mk`)));
    const listing2 = await createListing(app, seller.id, 'Пасат');
    // Answered after 10, 30 and 90 minutes; one never answered; one 40 days ago (outside the window, answered after 1).
    await conversation(listingId, [[others[0]!, seller, 0], [others[0]!, seller, 2], [seller, others[0]!, 10]]);
    await conversation(listingId, [[others[1]!, seller, 0], [seller, others[1]!, 30], [seller, others[1]!, 31]]);
    await conversation(listing2, [[others[2]!, seller, 0], [seller, others[2]!, 90]]);
    await conversation(listing2, [[others[3]!, seller, 0]]);
    await conversation(listing2, [[others[4]!, seller, 0], [seller, others[4]!, 1]], new Date(Date.now() - 40 * 86_400_000));
    const reputation = await http<{ data: Record<string, unknown> }>(null, 'GET', `/api/users/${seller.id}/reputation`);
    expect(reputation.body.data).toMatchObject({ id: seller.id, verified: false, response_minutes: 30, active_listings: 2, ratings: { kind: 'new', count: 0 } });
    expect(typeof reputation.body.data.member_since).toBe('string');
  });
});
