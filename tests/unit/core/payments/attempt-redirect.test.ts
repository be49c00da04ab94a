import { describe, expect, it } from 'vitest';
import { PaymentAttempt, paymentRedirectTarget, randomUuid } from '../../../../core';

describe('PaymentAttempt: one idempotency key per attempt', () => {
  it('the same body reuses the key (retry), another body gets a new one, and a settled attempt starts over', () => {
    let n = 0;
    const attempt = new PaymentAttempt(() => `key-${++n}`);
    expect(attempt.keyFor({ amount: 300 })).toBe('key-1');
    expect(attempt.keyFor({ amount: 300 })).toBe('key-1');
    expect(attempt.keyFor({ amount: 600 })).toBe('key-2');
    attempt.settle();
    expect(attempt.pendingKey).toBeNull();
    expect(attempt.keyFor({ amount: 600 })).toBe('key-3');
    // Key order in the body does not matter.
    expect(attempt.keyFor({ b: 1, a: 2 })).toBe(attempt.keyFor({ a: 2, b: 1 }));
  });

  it('randomUuid makes version 4 UUIDs, also without crypto.randomUUID (plain http origins)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(v4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('paymentRedirectTarget', () => {
  it.each([
    ['/sandbox/pay/8a1e2a52', '/sandbox/pay/8a1e2a52'],
    ['https://pay.example.mk/checkout?id=1', 'https://pay.example.mk/checkout?id=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/\tevil', null],
    ['http://pay.example.mk/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['https://user:pw@pay.example.mk/', null],
    ['', null],
    [42, null],
  ])('%j → %j', (url, target) => {
    expect(paymentRedirectTarget(url)).toBe(target);
  });
});
