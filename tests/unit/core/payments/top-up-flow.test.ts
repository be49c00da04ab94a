import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { parseTopUpAmount, TOP_UP_AMOUNTS } from '../../../../core';
import { httpFailures } from '../../../fakes';
import { PAYMENT_ID, payment, setUpMoney } from './money-fixtures';

const STARTED = { status: 'success', payment: payment(), redirect_url: `/sandbox/pay/${PAYMENT_ID}` };
const topUps = (h: ReturnType<typeof setUpMoney>) => h.http.callsTo('POST', '/api/wallet/top-up').map((call) => call.payload as Record<string, unknown>);

describe('TopUpFlow (add credits, issue 21)', () => {
  it.each([
    ['600', 600],
    [' 1.200 ', 1200],
    ['60 000', 60000],
    ['1200 ден.', 1200],
    ['12,5', null],
    ['-300', null],
    ['1.20', null],
    ['abc', null],
    ['', null],
  ])('reads the custom amount %j as %j', (text, amount) => {
    expect(parseTopUpAmount(text)).toBe(amount);
  });

  it('pays a chosen amount by card: the payment page, with one key', async () => {
    const h = setUpMoney();
    h.http.on('POST', '/api/wallet/top-up', STARTED);
    const flow = h.money.topUp();
    flow.choose(TOP_UP_AMOUNTS[2]);
    expect(await flow.pay()).toBe(true);
    expect(topUps(h)).toEqual([{ amount: 1200, idempotency_key: '00000000-0000-4000-8000-000000000001' }]);
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: `/sandbox/pay/${PAYMENT_ID}` }]);
  });

  it('refuses a custom amount outside 100–60.000 with the shared rule, by the field and as a toast; sends nothing', async () => {
    const h = setUpMoney();
    const flow = h.money.topUp();
    for (const text of ['99', '60001', '12,5']) {
      flow.typeCustom(text);
      expect(flow.amount()).toBeNull();
      expect(await flow.pay()).toBe(false);
    }
    expect(flow.getSnapshot().problem).toBe('invalidAmount');
    expect(h.notifier.texts('error')).toEqual(Array(3).fill('Изберете износ помеѓу 100 и 60.000 ден.'));
    flow.typeCustom('100');
    expect(flow.getSnapshot().problem).toBeNull();
    expect(flow.amount()).toBe(100);
    expect(topUps(h)).toEqual([]);
  });

  it('a double click sends one request; a retry after a lost answer reuses the key; another amount gets a new one', async () => {
    const h = setUpMoney();
    h.http.once('POST', '/api/wallet/top-up', () => NEVER);
    const flow = h.money.topUp();
    void flow.pay();
    expect(await flow.pay()).toBe(false);
    expect(topUps(h)).toHaveLength(1);

    const again = setUpMoney();
    again.http.on('POST', '/api/wallet/top-up', STARTED);
    again.http.once('POST', '/api/wallet/top-up', httpFailures.general());
    const retry = again.money.topUp();
    retry.choose(300);
    expect(await retry.pay()).toBe(false);
    expect(retry.getSnapshot().paying).toBe(false);
    expect(await retry.pay()).toBe(true);
    retry.choose(600);
    await retry.pay();
    const keys = topUps(again).map((body) => body.idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
