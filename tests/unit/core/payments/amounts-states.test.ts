import { describe, expect, it } from 'vitest';
import {
  canAfford,
  canTransition,
  isFinalPaymentStatus,
  isValidTopUpAmount,
  MAX_TOP_UP,
  MIN_TOP_UP,
  PAYMENT_STATUSES,
  TOP_UP_AMOUNTS,
  type PaymentStatus,
} from '../../../../core';

describe('top-up amounts', () => {
  it('offers the agreed amounts, each valid', () => {
    expect(TOP_UP_AMOUNTS).toEqual([300, 600, 1200, 3000]);
    expect([MIN_TOP_UP, MAX_TOP_UP]).toEqual([100, 60_000]);
    for (const amount of TOP_UP_AMOUNTS) expect(isValidTopUpAmount(amount)).toBe(true);
  });

  it.each([
    [100, true], [60_000, true], [99, false], [60_001, false], [0, false], [-300, false],
    [300.5, false], ['300', false], [Number.NaN, false], [Number.POSITIVE_INFINITY, false], [null, false],
  ] as const)('isValidTopUpAmount(%s) is %s', (amount, valid) => {
    expect(isValidTopUpAmount(amount)).toBe(valid);
  });

  it.each([
    [300, 300, true], [299, 300, false], [0, 0, true], [500, -1, false], [500.5, 100, false],
  ])('canAfford(%s, %s) is %s', (balance, price, ok) => {
    expect(canAfford(balance, price)).toBe(ok);
  });
});

describe('payment states only move forward', () => {
  const allowed: ReadonlyArray<readonly [PaymentStatus, PaymentStatus]> = [
    ['pending', 'requires_action'], ['pending', 'succeeded'], ['pending', 'failed'], ['pending', 'expired'],
    ['requires_action', 'succeeded'], ['requires_action', 'failed'], ['requires_action', 'expired'],
    // A late capture: the provider took the money after the payment expired on our side.
    ['expired', 'succeeded'],
  ];
  const key = (from: string, to: string) => `${from}→${to}`;
  const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)));
  const every = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));

  it.each(every)('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(allowedKeys.has(key(from, to)));
  });

  it('final states are succeeded, failed and expired', () => {
    expect(PAYMENT_STATUSES.filter(isFinalPaymentStatus)).toEqual(['succeeded', 'failed', 'expired']);
  });
});
