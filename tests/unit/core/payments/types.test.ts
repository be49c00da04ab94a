import { describe, expect, it } from 'vitest';
import { addTexts, entrySchema, isPackageCode, isUuid, messageText, paymentSchema, packageSchema, purchaseRequestSchema } from '../../../../core';
import { paymentsMk } from '../../../../core/i18n/mk/payments';

addTexts('mk', paymentsMk);

const PAYMENT = {
  id: '0b6c1f7e-3a2d-4c59-9d0e-7f1a2b3c4d5e', purpose: 'top_up', status: 'pending', amount: 600, currency: 'MKD',
  listing_id: null, package_code: null, invoice_number: null, created_at: '2026-11-25T02:00:00.000Z', completed_at: null,
};

describe('payments wire types', () => {
  it.each([
    ['a pending top-up', PAYMENT, true],
    ['an unknown status', { ...PAYMENT, status: 'refunded' }, false],
    ['a fractional amount', { ...PAYMENT, amount: 600.5 }, false],
    ['another currency', { ...PAYMENT, currency: 'EUR' }, false],
    ['a non-uuid id', { ...PAYMENT, id: '42' }, false],
  ] as const)('payment: %s → %s', (_label, value, ok) => {
    expect(paymentSchema.safeParse(value).success).toBe(ok);
  });

  it('reads a package and an entry', () => {
    expect(packageSchema.safeParse({ code: 'top-7', kind: 'top', days: 7, price_mkd: 250, price_eur_cents: 400 }).success).toBe(true);
    expect(packageSchema.safeParse({ code: 'top-8', kind: 'top', days: 8, price_mkd: 250, price_eur_cents: 400 }).success).toBe(false);
    const entry = {
      id: 1, type: 'purchase', amount: -250, balance_after: 350, listing_id: 7, listing_title: 'Голф 5', package_code: 'top-7',
      payment_id: null, invoice_number: null, created_at: '2026-11-25T02:00:00.000Z',
    };
    expect(entrySchema.safeParse(entry).success).toBe(true);
    expect(entrySchema.safeParse({ ...entry, type: 'gift' }).success).toBe(false);
  });

  it('a purchase request needs a known package, a method and a UUID key', () => {
    const body = { listing_id: 7, package_code: 'top-3', method: 'credits', idempotency_key: PAYMENT.id };
    expect(purchaseRequestSchema.safeParse(body).success).toBe(true);
    expect(purchaseRequestSchema.safeParse({ ...body, method: 'cash' }).success).toBe(false);
    expect(purchaseRequestSchema.safeParse({ ...body, idempotency_key: 'abc' }).success).toBe(false);
    expect(isPackageCode('showcase-7')).toBe(true);
    expect(isPackageCode('showcase-8')).toBe(false);
    expect(isUuid(PAYMENT.id)).toBe(true);
    expect(isUuid('x')).toBe(false);
  });

  it("has docs/product/errors.md's package selection text and the agreed credits text verbatim", () => {
    expect(messageText('packageSelectionError')).toBe('Изберете пакет за промоција.');
    expect(messageText('insufficientCredits')).toBe('Немате доволно кредити за овој пакет.');
  });
});
