import { describe, expect, it } from 'vitest';
import { PAYMENT_POLL_DELAYS_MS, PAYMENT_POLL_TRIES } from '../../../../core';
import { httpFailures } from '../../../fakes';
import { PAYMENT_ID, payment, setUpMoney } from './money-fixtures';

const PATH = `/api/payments/${PAYMENT_ID}`;

function setUp(answers: unknown[]) {
  const h = setUpMoney();
  const queue = [...answers];
  h.http.on('GET', PATH, () => (queue.length > 1 ? queue.shift() : queue[0]));
  h.http.on('GET', '/api/wallet', { status: 'success', balance: 900 });
  const result = h.money.paymentResult();
  return { ...h, result };
}

const answer = (extra: Record<string, unknown>) => ({ status: 'success', payment: payment(extra) });

describe('PaymentResult (the return page, issue 21)', () => {
  it('asks until the notification has arrived, on the injected clock, then says credits were added', async () => {
    const h = setUp([answer({ status: 'pending' }), answer({ status: 'requires_action' }), answer({ status: 'succeeded', invoice_number: 'OG-2026-000001' })]);
    h.result.start(PAYMENT_ID);
    await h.clock.advance(0);
    expect(h.result.getSnapshot()).toMatchObject({ phase: 'checking', tries: 1 });
    await h.clock.advance(999);
    expect(h.http.callsTo('GET', PATH)).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.http.callsTo('GET', PATH)).toHaveLength(2);
    await h.clock.advance(1_000);
    expect(h.result.getSnapshot().phase).toBe('succeeded');
    expect(h.result.getSnapshot().payment?.invoice_number).toBe('OG-2026-000001');
    expect(h.notifier.texts()).toEqual(['Кредитите се додадени на вашата сметка.']);
    // The user menu's balance is read again; nothing more is asked.
    expect(h.money.wallet.getSnapshot().balance).toBe(900);
    expect(h.clock.pendingTimers()).toBe(0);
  });

  it('a promotion paid by card says it is on; a declined card that nothing was charged; an expired one so', async () => {
    for (const [status, purpose, text, kind] of [
      ['succeeded', 'promotion', 'Промоцијата е активирана.', 'success'],
      ['failed', 'promotion', 'Плаќањето не успеа. Ништо не е наплатено.', 'error'],
      ['expired', 'top_up', 'Времето за плаќање истече. Ако банката сепак го наплати, износот ќе ви биде одобрен сам по себе.', 'error'],
    ] as const) {
      const h = setUp([answer({ status, purpose })]);
      h.result.start(PAYMENT_ID);
      await h.clock.advance(0);
      expect(h.result.getSnapshot().phase).toBe(status);
      expect(h.notifier.texts(kind)).toEqual([text]);
    }
  });

  it(`asks ${PAYMENT_POLL_TRIES} times at most, then says the payment is still being processed; "check again" starts over`, async () => {
    const h = setUp([answer({ status: 'pending' })]);
    h.result.start(PAYMENT_ID);
    await h.clock.advance(PAYMENT_POLL_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    expect(h.http.callsTo('GET', PATH)).toHaveLength(PAYMENT_POLL_TRIES);
    expect(h.result.getSnapshot()).toMatchObject({ phase: 'processing', tries: PAYMENT_POLL_TRIES });
    expect(h.notifier.texts('plain')).toEqual(['Плаќањето се обработува. Ќе ве известиме кога ќе заврши.']);
    await h.clock.advance(60_000);
    expect(h.http.callsTo('GET', PATH)).toHaveLength(PAYMENT_POLL_TRIES);
    h.http.on('GET', PATH, answer({ status: 'succeeded' }));
    h.result.start(PAYMENT_ID);
    await h.clock.advance(0);
    expect(h.result.getSnapshot().phase).toBe('succeeded');
  });

  it('a failed question is one of the tries (the next may get through); never read at all is the page error', async () => {
    const h = setUp([httpFailures.general(), answer({ status: 'succeeded' })]);
    h.result.start(PAYMENT_ID);
    await h.clock.advance(1_000);
    expect(h.result.getSnapshot().phase).toBe('succeeded');
    const down = setUp([httpFailures.general()]);
    down.result.start(PAYMENT_ID);
    await down.clock.runAll();
    expect(down.result.getSnapshot().phase).toBe('error');
    expect(down.notifier.texts('error')).toEqual(['Настана грешка.']);
  });

  it("someone else's or an unknown payment is not found, at once", async () => {
    const h = setUp([httpFailures.serverBody({ status: 'error', messageId: 'paymentNotFound' }, 404)]);
    h.result.start(PAYMENT_ID);
    await h.clock.advance(0);
    expect(h.result.getSnapshot().phase).toBe('notFound');
    expect(h.notifier.texts('error')).toEqual(['Плаќањето не е пронајдено.']);
    expect(h.clock.pendingTimers()).toBe(0);
  });

  it('leaving the page stops the questions', async () => {
    const h = setUp([answer({ status: 'pending' })]);
    h.result.start(PAYMENT_ID);
    await h.clock.advance(0);
    h.result.dispose();
    await h.clock.advance(30_000);
    expect(h.http.callsTo('GET', PATH)).toHaveLength(1);
    expect(h.notifier.toasts).toEqual([]);
  });
});
