import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/fixtures';
import { adjustWallet, refundPurchase } from '../../../server/payments/wallet-operations';
import type { Payment } from '../../../core/payments/types';
import { as, balanceOf, moneySuite, notify, providerReference, submitSandbox } from './money-helpers';

const DAY = 24 * 3600 * 1000;
const skopjeDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Skopje' }).format(new Date(at));

interface Stats {
  daily: { date: string; views: number; promoted: boolean }[];
  promotions: { package_code: string; starts_at: string; ends_at: string }[];
}

/** A promotion takes effect when paid, runs until a date, ends by itself, and shows in the 15-day stats (issue 21). */
describe('promoting a listing', () => {
  // The sandbox's notification comes late: what the listing looks like before it arrives is what is tested.
  const suite = moneySuite({ sandboxNotifyDelayMs: 60_000 });

  const listing = async (id: number) =>
    suite.app.database.db.selectFrom('listings').select(['promoted_until']).where('id', '=', id).executeTakeFirstOrThrow();
  const card = async (slug: string) => (await call<{ data: { promoted: boolean; promoted_until?: string } }>(suite.app, 'GET', `/api/oglasi/listing/${slug}`)).body.data;
  const stats = async (id: number) => (await call<{ data: Stats }>(suite.app, 'GET', `/api/oglasi/manage/${id}/stats`, as(suite.market.seller.session))).body.data;

  it('by card: nothing until the payment succeeds, then promoted until the package’s end — even if the payer closed the tab', async () => {
    const { golf } = suite.market.listings;
    const started = await call<{ payment: Payment; redirect_url: string }>(suite.app, 'POST', '/api/promotion/purchase', {
      ...as(suite.market.seller.session), body: { listing_id: golf.id, package_code: 'top-7', method: 'card', idempotency_key: randomUUID() },
    });
    expect(started.status).toBe(201);
    // Paid on the hosted page, the browser gone; the notification has not come yet.
    expect((await submitSandbox(suite.app, started.body.redirect_url, { card_number: '4242424242424242' })).status).toBe(303);
    expect((await listing(golf.id)).promoted_until).toBeNull();
    expect(await card(golf.slug)).toMatchObject({ promoted: false });

    const before = Date.now();
    const reference = await providerReference(suite.app, started.body.payment.id);
    expect((await notify(suite.app, { status: 'succeeded', reference, paymentId: started.body.payment.id, amount: 300 })).body.outcome).toBe('applied');
    const until = new Date((await listing(golf.id)).promoted_until as Date).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(await card(golf.slug)).toMatchObject({ promoted: true, promoted_until: new Date(until).toISOString() });
    // The money went through the wallet: credited by the card, spent on the package, the balance back at zero.
    const entries = await call<{ data: { type: string; amount: number; listing_id: number | null }[] }>(suite.app, 'GET', '/api/wallet/entries', as(suite.market.seller.session));
    expect(entries.body.data.map((e) => [e.type, e.amount, e.listing_id])).toEqual([['purchase', -300, golf.id], ['top_up', 300, null]]);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(0);
  });

  it('a declined card promotes nothing', async () => {
    const { golf } = suite.market.listings;
    const started = await call<{ payment: Payment }>(suite.app, 'POST', '/api/promotion/purchase', {
      ...as(suite.market.seller.session), body: { listing_id: golf.id, package_code: 'top-3', method: 'card', idempotency_key: randomUUID() },
    });
    const reference = await providerReference(suite.app, started.body.payment.id);
    expect((await notify(suite.app, { status: 'failed', reference, paymentId: started.body.payment.id, amount: 150 })).body.outcome).toBe('applied');
    expect((await listing(golf.id)).promoted_until).toBeNull();
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(0);
  });

  it('a second package continues where the first ends; a refund ends its promotion and returns the credits', async () => {
    const { golf } = suite.market.listings;
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 1000, note: 'test' });
    const buy = (package_code: string) =>
      call<{ promotion: { starts_at: string; ends_at: string } }>(suite.app, 'POST', '/api/promotion/purchase', {
        ...as(suite.market.seller.session), body: { listing_id: golf.id, package_code, method: 'credits', idempotency_key: randomUUID() },
      });
    const first = (await buy('top-3')).body.promotion;
    const second = (await buy('top-7')).body.promotion;
    expect(second.starts_at).toBe(first.ends_at);
    expect(new Date(second.ends_at).getTime() - new Date(first.ends_at).getTime()).toBe(7 * DAY);
    expect(new Date((await listing(golf.id)).promoted_until as Date).toISOString()).toBe(second.ends_at);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(550);

    const purchases = await suite.app.database.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'purchase').orderBy('id').execute();
    const refunded = await refundPurchase(suite.app.database.db, { purchaseTransactionId: Number(purchases[1]?.id), now: new Date() });
    expect(refunded.ok).toBe(true);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(850);
    // The refunded package no longer runs: the listing is promoted until the first one's end.
    expect(new Date((await listing(golf.id)).promoted_until as Date).toISOString()).toBe(first.ends_at);
    expect(await refundPurchase(suite.app.database.db, { purchaseTransactionId: Number(purchases[1]?.id), now: new Date() })).toEqual({ ok: false, reason: 'alreadyRefunded' });
  });

  it('someone else’s listing, an archived one or an unknown package cannot be promoted', async () => {
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 1000, note: 'test' });
    const buy = (listing_id: number, package_code = 'top-3') =>
      call<{ messageId?: string }>(suite.app, 'POST', '/api/promotion/purchase', {
        ...as(suite.market.seller.session), body: { listing_id, package_code, method: 'credits', idempotency_key: randomUUID() },
      });
    const theirs = await buy(suite.market.listings.strangers.id);
    expect([theirs.status, theirs.body.messageId]).toEqual([404, 'notFound']);
    await suite.app.database.db.updateTable('listings').set({ status: 'archived' }).where('id', '=', suite.market.listings.flat.id).execute();
    const archived = await buy(suite.market.listings.flat.id);
    expect([archived.status, archived.body.messageId]).toEqual([409, 'listingNotPromotable']);
    const unknown = await buy(suite.market.listings.golf.id, 'top-999');
    expect([unknown.status, unknown.body.messageId]).toEqual([422, 'packageSelectionError']);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(1000);
  });

  it('the 15-day stats mark the days the listing was promoted, and list the promotions', async () => {
    const { golf } = suite.market.listings;
    const now = Date.now();
    // An earlier promotion, ended five days ago…
    await suite.app.database.db
      .insertInto('promotions')
      .values({ listing_id: golf.id, user_id: suite.market.seller.id, package_code: 'top-3', kind: 'top', starts_at: new Date(now - 8 * DAY), ends_at: new Date(now - 5 * DAY) })
      .execute();
    // …and one bought now.
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 150, note: 'test' });
    const bought = await call<{ promotion: { starts_at: string; ends_at: string } }>(suite.app, 'POST', '/api/promotion/purchase', {
      ...as(suite.market.seller.session), body: { listing_id: golf.id, package_code: 'top-3', method: 'credits', idempotency_key: randomUUID() },
    });
    const data = await stats(golf.id);
    expect(data.daily).toHaveLength(15);
    const promotedDays = new Set([8, 7, 6, 5, 0].map((days) => skopjeDate(now - days * DAY)));
    for (const day of data.daily) expect(day.promoted, day.date).toBe(promotedDays.has(day.date));
    expect(data.promotions).toEqual([
      { package_code: 'top-3', starts_at: new Date(now - 8 * DAY).toISOString(), ends_at: new Date(now - 5 * DAY).toISOString() },
      { package_code: 'top-3', starts_at: bought.body.promotion.starts_at, ends_at: bought.body.promotion.ends_at },
    ]);
    // A listing never promoted: no promoted day.
    const flat = await stats(suite.market.listings.flat.id);
    expect(flat.daily.every((day) => !day.promoted)).toBe(true);
    expect(flat.promotions).toEqual([]);
  });
});
