import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, type Session } from '../helpers/fixtures';
import { adjustWallet } from '../../../server/payments/wallet-operations';
import type { Payment } from '../../../core/payments/types';
import { as, balanceOf, moneySuite, payWithCard, topUp } from './money-helpers';

interface Answer {
  status: string;
  messageId?: string;
  balance?: number;
  payment?: Payment;
  redirect_url?: string;
  promotion?: { ends_at: string };
}

/** Every purchase and top-up carries an idempotency key (issue 21; docs/payments.md "Idempotency"). */
describe('idempotency keys on purchases and top-ups', () => {
  const suite = moneySuite();

  const purchase = (session: Session, body: Record<string, unknown>) => call<Answer>(suite.app, 'POST', '/api/promotion/purchase', { ...as(session), body });
  const count = async (table: 'payments' | 'ledger_transactions' | 'promotions') =>
    Number((await suite.app.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('a package bought with credits: the same key and body answer the same, charging once', async () => {
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 600, note: 'test' });
    const key = randomUUID();
    const body = { listing_id: suite.market.listings.golf.id, package_code: 'top-7', method: 'credits', idempotency_key: key };
    const first = await purchase(suite.market.seller.session, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', messageId: 'promotionActivated', balance: 300 });
    // A retry (a double click, a lost answer): the same answer, nothing bought again.
    const again = await purchase(suite.market.seller.session, body);
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    // The listing id as a string is the same request.
    expect((await purchase(suite.market.seller.session, { ...body, listing_id: String(suite.market.listings.golf.id) })).body).toEqual(first.body);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(300);
    expect(await count('promotions')).toBe(1);
    expect(await count('ledger_transactions')).toBe(2);

    // The same key with another body is a mistake, not a retry: 409, and nothing happens.
    for (const other of [{ ...body, package_code: 'top-3' }, { ...body, listing_id: suite.market.listings.flat.id }, { ...body, method: 'card' }]) {
      const reused = await purchase(suite.market.seller.session, other);
      expect(reused.status).toBe(409);
      expect(reused.body).toEqual({ status: 'error', messageId: 'idempotencyKeyReused' });
    }
    // …and so is the same key on a top-up.
    const crossed = await call<Answer>(suite.app, 'POST', '/api/wallet/top-up', { ...as(suite.market.seller.session), body: { amount: 300, idempotency_key: key } });
    expect([crossed.status, crossed.body.messageId]).toEqual([409, 'idempotencyKeyReused']);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(300);
    expect(await count('promotions')).toBe(1);
  });

  it('a package paid by card: the same key gives the same payment and page, never a second payment', async () => {
    const key = randomUUID();
    const body = { listing_id: suite.market.listings.golf.id, package_code: 'top-3', method: 'card', idempotency_key: key };
    const first = await purchase(suite.market.seller.session, body);
    expect(first.status).toBe(201);
    expect(first.body.payment).toMatchObject({ purpose: 'promotion', status: 'pending', amount: 150, listing_id: suite.market.listings.golf.id, package_code: 'top-3' });
    const again = await purchase(suite.market.seller.session, body);
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(await count('payments')).toBe(1);

    const paid = await payWithCard(suite.app, suite.market.seller.session, first.body.payment as Payment);
    expect(paid.status).toBe('succeeded');
    // After the payment, the key still names that payment: no second charge, no second promotion.
    const afterwards = await purchase(suite.market.seller.session, body);
    expect(afterwards.body.payment?.id).toBe(first.body.payment?.id);
    expect(await count('payments')).toBe(1);
    expect(await count('promotions')).toBe(1);
    expect((await purchase(suite.market.seller.session, { ...body, package_code: 'top-7' })).status).toBe(409);
  });

  it('a top-up: the same key and amount give the same payment; another amount is refused', async () => {
    const key = randomUUID();
    const first = await topUp(suite.app, suite.market.seller.session, 600, key);
    const again = await topUp(suite.app, suite.market.seller.session, 600, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    const other = await topUp(suite.app, suite.market.seller.session, 1200, key);
    expect([other.status, other.body.messageId]).toEqual([409, 'idempotencyKeyReused']);
    expect(await count('payments')).toBe(1);
    // Keys are the user's own: another user's identical key is another request.
    const theirs = await topUp(suite.app, suite.market.stranger.session, 600, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.payment.id).not.toBe(first.body.payment.id);
  });

  it('a refused purchase remembers nothing: the same key works once the credits are there', async () => {
    const body = { listing_id: suite.market.listings.golf.id, package_code: 'top-7', method: 'credits', idempotency_key: randomUUID() };
    const refused = await purchase(suite.market.seller.session, body);
    expect([refused.status, refused.body.messageId]).toEqual([402, 'insufficientCredits']);
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 300, note: 'test' });
    const bought = await purchase(suite.market.seller.session, body);
    expect([bought.status, bought.body.balance]).toEqual([200, 0]);
  });

  it('the same key five times at once buys once, and every answer is that purchase', async () => {
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 1000, note: 'test' });
    const body = { listing_id: suite.market.listings.golf.id, package_code: 'top-3', method: 'credits', idempotency_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(suite.market.seller.session, body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Byte for byte: the stored answer is the first answer's JSON text.
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(850);
    expect(await count('promotions')).toBe(1);
  });

  it('refuses a purchase or a top-up without a UUID key, and changes nothing', async () => {
    await adjustWallet(suite.app.database.db, { userId: suite.market.seller.id, amount: 600, note: 'test' });
    for (const idempotency_key of [undefined, null, '', 'abc', 42, `${randomUUID()}x`, ['x']]) {
      for (const method of ['credits', 'card']) {
        const answer = await purchase(suite.market.seller.session, { listing_id: suite.market.listings.golf.id, package_code: 'top-3', method, idempotency_key });
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ status: 'error', messageId: 'idempotencyKeyRequired' });
      }
      const topped = await call<Answer>(suite.app, 'POST', '/api/wallet/top-up', { ...as(suite.market.seller.session), body: { amount: 300, idempotency_key } });
      expect([topped.status, topped.body.messageId]).toEqual([422, 'idempotencyKeyRequired']);
    }
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(600);
    expect(await count('payments')).toBe(0);
    expect(await count('promotions')).toBe(0);
  });
});
