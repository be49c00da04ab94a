import { describe, expect, it } from 'vitest';
import { call } from '../helpers/fixtures';
import type { Payment, WalletEntry } from '../../../core/payments/types';
import { as, balanceOf, moneySuite, payWithCard, submitSandbox, topUp, waitForStatus } from './money-helpers';

describe('adding credits through the sandbox card processor', () => {
  const suite = moneySuite();

  it('a succeeding card credits the wallet once, with a ledger entry and an invoice', async () => {
    const { seller } = suite.market;
    const started = await topUp(suite.app, seller.session, 600);
    expect(started.status).toBe(201);
    expect(started.body.payment).toMatchObject({ purpose: 'top_up', status: 'pending', amount: 600, currency: 'MKD', invoice_number: null, completed_at: null });
    expect(started.body.redirect_url).toBe(`/sandbox/pay/${started.body.payment.id}`);

    const page = await fetch(`${suite.app.url}${started.body.redirect_url}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Број на картичка');
    expect(html).toContain('Плати');
    expect(html).not.toContain('<script');

    const submitted = await submitSandbox(suite.app, started.body.redirect_url, { card_number: '4242 4242 4242 4242' });
    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(`/korisnik/dodadi-krediti/rezultat/${started.body.payment.id}`);
    const paid = await waitForStatus(suite.app, seller.session, started.body.payment.id, 'succeeded');
    expect(paid.invoice_number).toMatch(/^OG-\d{4}-000001$/);
    expect(paid.completed_at).not.toBeNull();
    expect(await balanceOf(suite.app, seller.session)).toBe(600);

    const entries = await call<{ data: WalletEntry[]; total: number; current_page: number; last_page: number }>(suite.app, 'GET', '/api/wallet/entries?page=1', as(seller.session));
    expect(entries.body).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(entries.body.data[0]).toMatchObject({ type: 'top_up', amount: 600, balance_after: 600, payment_id: paid.id, invoice_number: paid.invoice_number, listing_id: null });
  });

  it('a declined card changes nothing but the payment', async () => {
    const started = await topUp(suite.app, suite.market.seller.session, 300);
    const failed = await payWithCard(suite.app, suite.market.seller.session, started.body.payment, '4000 0000 0000 0002');
    expect(failed).toMatchObject({ status: 'failed', invoice_number: null });
    expect(await balanceOf(suite.app, suite.market.seller.session)).toBe(0);
    const entries = await call<{ total: number }>(suite.app, 'GET', '/api/wallet/entries', as(suite.market.seller.session));
    expect(entries.body.total).toBe(0);
    // The hosted page of a decided payment does not take another card.
    const again = await submitSandbox(suite.app, `/sandbox/pay/${started.body.payment.id}`, { card_number: '4242424242424242' });
    expect(again.status).toBe(410);
  });

  it('the extra confirmation card shows a second page: confirm pays, cancel fails', async () => {
    const { seller } = suite.market;
    for (const [decision, status, balance] of [['confirm', 'succeeded', 1200], ['cancel', 'failed', 1200]] as const) {
      const started = await topUp(suite.app, seller.session, 1200);
      const first = await submitSandbox(suite.app, started.body.redirect_url, { card_number: '4000000000003220' });
      expect(first.status).toBe(200);
      expect(first.text).toContain('Потврди');
      expect(first.text).toContain('Откажи');
      await waitForStatus(suite.app, seller.session, started.body.payment.id, 'requires_action');
      const challenge = /name="challenge" value="([^"]+)"/.exec(first.text)?.[1] ?? '';
      const decided = await submitSandbox(suite.app, `${started.body.redirect_url}/confirm`, { challenge, decision });
      expect(decided.status).toBe(303);
      await waitForStatus(suite.app, seller.session, started.body.payment.id, status);
      expect(await balanceOf(suite.app, seller.session)).toBe(balance);
    }
  });

  it('the confirmation step cannot be skipped with a made-up challenge', async () => {
    const started = await topUp(suite.app, suite.market.seller.session, 300);
    const forged = await submitSandbox(suite.app, `${started.body.redirect_url}/confirm`, { challenge: 'x', decision: 'confirm' });
    expect(forged.status).toBe(422);
    const payment = await call<{ payment: Payment }>(suite.app, 'GET', `/api/payments/${started.body.payment.id}`, as(suite.market.seller.session));
    expect(payment.body.payment.status).toBe('pending');
  });

  it('refuses amounts outside the limits and requests without a UUID idempotency key', async () => {
    for (const amount of [99, 60_001, 300.5, '300', null]) {
      const answer = await call(suite.app, 'POST', '/api/wallet/top-up', { ...as(suite.market.seller.session), body: { amount, idempotency_key: crypto.randomUUID() } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ status: 'error', messageId: 'invalidAmount' });
    }
    for (const idempotency_key of [undefined, 'abc', 42]) {
      const answer = await call(suite.app, 'POST', '/api/wallet/top-up', { ...as(suite.market.seller.session), body: { amount: 300, idempotency_key } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ messageId: 'idempotencyKeyRequired' });
    }
  });

  it('the sandbox page and the notification need no browser: closing the tab still credits', async () => {
    // The browser never follows the redirect and never polls: the notification alone credits the wallet.
    const started = await topUp(suite.app, suite.market.seller.session, 300);
    const submitted = await submitSandbox(suite.app, started.body.redirect_url, { card_number: '4242424242424242' });
    expect(submitted.status).toBe(303);
    for (let i = 0; i < 200; i++) {
      const row = await suite.app.database.db.selectFrom('payments').select('status').where('id', '=', started.body.payment.id).executeTakeFirstOrThrow();
      if (row.status === 'succeeded') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const balance = await suite.app.database.db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', suite.market.seller.id).executeTakeFirstOrThrow();
    expect(Number(balance.balance)).toBe(300);
  });
});
