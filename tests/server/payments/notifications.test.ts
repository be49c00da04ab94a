import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/fixtures';
import { Keyring, deriveKey } from '../../../server/auth/keyring';
import { signSandboxNotification, SIGNATURE_TOLERANCE_SECONDS } from '../../../server/payments/sandbox-provider';
import type { Payment } from '../../../core/payments/types';
import { as, balanceOf, ledgerInvariants, moneySuite, notify, providerReference, submitSandbox, topUp } from './money-helpers';

/**
 * The provider's signed notifications (issue 21): the only thing that moves a payment. Delivered twice, late, out of
 * order or forged, a notification credits once or not at all. (The browser-free path — closing the tab — is in
 * top-up.test.ts; the promotion bought by card in promotion.test.ts.)
 */
describe('payment notifications', () => {
  // The sandbox's own notifications are sent after a minute: these tests send theirs.
  const suite = moneySuite({ sandboxNotifyDelayMs: 60_000 });

  async function pending(amount = 600) {
    const started = await topUp(suite.app, suite.market.seller.session, amount);
    expect(started.status).toBe(201);
    const payment = started.body.payment;
    return { payment, reference: await providerReference(suite.app, payment.id) };
  }

  const paymentOf = async (id: string) => (await call<{ payment: Payment }>(suite.app, 'GET', `/api/payments/${id}`, as(suite.market.seller.session))).body.payment;

  async function counts() {
    const { db } = suite.app.database;
    const count = async (table: 'ledger_transactions' | 'invoices' | 'payment_notifications') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { transactions: await count('ledger_transactions'), invoices: await count('invoices'), notifications: await count('payment_notifications') };
  }

  it('the same signed notification delivered twice credits once', async () => {
    const { payment, reference } = await pending();
    const body = JSON.stringify({ id: 'evt_same', type: 'payment.succeeded', created: 1, data: { reference, payment_id: payment.id, amount: 600, currency: 'MKD' } });
    const signature = signSandboxNotification(suite.app.keys, body, Math.floor(Date.now() / 1000));
    const first = await notify(suite.app, { status: 'succeeded', reference, paymentId: payment.id, amount: 600 }, { body, signature });
    const again = await notify(suite.app, { status: 'succeeded', reference, paymentId: payment.id, amount: 600 }, { body, signature });
    expect([first.status, first.body.outcome]).toEqual([200, 'applied']);
    expect([again.status, again.body.outcome]).toEqual([200, 'duplicate']);
    // Another delivery of the same news under a new event id: the payment is already final.
    const third = await notify(suite.app, { status: 'succeeded', reference, paymentId: payment.id, amount: 600 });
    expect(third.body.outcome).toBe('ignored');
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(600);
    expect(await counts()).toEqual({ transactions: 1, invoices: 1, notifications: 2 });
    expect((await paymentOf(payment.id)).status).toBe('succeeded');
  });

  it('out of order: a failure after the success changes nothing; a success after the failure credits nothing', async () => {
    const paid = await pending(300);
    expect((await notify(suite.app, { status: 'succeeded', reference: paid.reference, paymentId: paid.payment.id, amount: 300 })).body.outcome).toBe('applied');
    expect((await notify(suite.app, { status: 'failed', reference: paid.reference, paymentId: paid.payment.id, amount: 300 })).body.outcome).toBe('ignored');
    expect((await paymentOf(paid.payment.id)).status).toBe('succeeded');

    const declined = await pending(1200);
    expect((await notify(suite.app, { status: 'failed', reference: declined.reference, paymentId: declined.payment.id, amount: 1200 })).body.outcome).toBe('applied');
    expect((await notify(suite.app, { status: 'succeeded', reference: declined.reference, paymentId: declined.payment.id, amount: 1200 })).body.outcome).toBe('ignored');
    expect(await paymentOf(declined.payment.id)).toMatchObject({ status: 'failed', invoice_number: null });

    // A 'requires_action' arriving after the outcome does not reopen it either.
    expect((await notify(suite.app, { status: 'requires_action', reference: paid.reference, paymentId: paid.payment.id, amount: 300 })).body.outcome).toBe('ignored');
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(300);
    expect((await counts()).transactions).toBe(1);
  });

  it('late: a success after the payment expired on our side is still credited, once; a late failure leaves it expired', async () => {
    const late = await pending(600);
    const gaveUp = await pending(300);
    // Their time runs out (the sweep runs before any payment is read) and the hosted page closes.
    await suite.app.database.db.updateTable('payments').set({ expires_at: new Date(Date.now() - 1000) }).where('id', 'in', [late.payment.id, gaveUp.payment.id]).execute();
    expect((await paymentOf(late.payment.id)).status).toBe('expired');
    expect((await submitSandbox(suite.app, `/sandbox/pay/${late.payment.id}`, { card_number: '4242424242424242' })).status).toBe(410);

    // The processor had taken the money before our deadline; its notification comes now. Not a denar is lost.
    expect((await notify(suite.app, { status: 'succeeded', reference: late.reference, paymentId: late.payment.id, amount: 600 })).body.outcome).toBe('applied');
    expect((await notify(suite.app, { status: 'succeeded', reference: late.reference, paymentId: late.payment.id, amount: 600 })).body.outcome).toBe('ignored');
    expect(await paymentOf(late.payment.id)).toMatchObject({ status: 'succeeded', invoice_number: expect.stringMatching(/^OG-\d{4}-000001$/) });
    expect((await notify(suite.app, { status: 'failed', reference: gaveUp.reference, paymentId: gaveUp.payment.id, amount: 300 })).body.outcome).toBe('ignored');
    expect((await paymentOf(gaveUp.payment.id)).status).toBe('expired');
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(600);
    const { wallets, total } = await ledgerInvariants(suite.app);
    expect(wallets).toEqual([expect.objectContaining({ user_id: suite.market.seller.id, balance: 600, entriesSum: 600, lastBalanceAfter: 600 })]);
    expect(total).toBe(0);
  });

  it('refuses forged, wrongly keyed, tampered and stale notifications with 400, and changes nothing', async () => {
    const { payment, reference } = await pending(600);
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', created: now, data: { reference, payment_id: payment.id, amount: 600, currency: 'MKD' } });
    const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');
    const attempts: Array<[string, { body?: string; signature?: string; signedAt?: number }]> = [
      ['no signature at all', { body, signature: '' }],
      ['a made-up signature', { body, signature: `t=${now},v1=${'0'.repeat(64)}` }],
      ['signed with another secret', { body, signature: signSandboxNotification(new Keyring(['someone-elses-secret-of-enough-length-0123456789']), body, now) }],
      ['signed with the suite.app’s key of another purpose', { body, signature: `t=${now},v1=${hmac(deriveKey('x', 'access-token'), `${now}.${body}`)}` }],
      ['the amount changed after signing', { body: body.replace('"amount":600', '"amount":60000'), signature: signSandboxNotification(suite.app.keys, body, now) }],
      ['the status changed after signing', { body: body.replace('payment.succeeded', 'payment.failed'), signature: signSandboxNotification(suite.app.keys, body, now) }],
      ['signed too long ago (a replay)', { body, signedAt: now - SIGNATURE_TOLERANCE_SECONDS - 5 }],
      ['signed in the future', { body, signedAt: now + SIGNATURE_TOLERANCE_SECONDS + 5 }],
    ];
    for (const [what, options] of attempts) {
      const answer = await notify(suite.app, { status: 'succeeded', reference, paymentId: payment.id, amount: 600 }, options);
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toMatchObject({ status: 'error', messageId: 'invalidRequest' });
    }
    // Signed correctly but not JSON: malformed, also refused.
    const garbage = await notify(suite.app, { status: 'succeeded', reference, paymentId: payment.id, amount: 600 }, { body: 'not json' });
    expect([garbage.status, garbage.body.reason]).toEqual([400, 'malformed']);

    expect((await paymentOf(payment.id)).status).toBe('pending');
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(0);
    // Refused before anything is recorded: not even the event id is taken, so the real notification still lands.
    expect(await counts()).toEqual({ transactions: 0, invoices: 0, notifications: 0 });
    expect((await notify(suite.app, { id: 'evt_x', status: 'succeeded', reference, paymentId: payment.id, amount: 600 })).body.outcome).toBe('applied');
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(600);
  });

  it('a correctly signed notification with another amount or an unknown payment is recorded and changes nothing', async () => {
    const { payment, reference } = await pending(600);
    expect((await notify(suite.app, { status: 'succeeded', reference, paymentId: payment.id, amount: 6 })).body.outcome).toBe('amount_mismatch');
    expect((await notify(suite.app, { status: 'succeeded', reference: 'sbx_nobody', paymentId: payment.id, amount: 600 })).body.outcome).toBe('unknown_payment');
    expect((await paymentOf(payment.id)).status).toBe('pending');
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(0);
    expect(await counts()).toEqual({ transactions: 0, invoices: 0, notifications: 2 });
  });
});
