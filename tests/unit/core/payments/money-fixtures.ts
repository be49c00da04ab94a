import { addTexts, Money } from '../../../../core';
import { moneyMk } from '../../../../core/i18n/mk/money';
import { paymentsMk } from '../../../../core/i18n/mk/payments';
import { createFakePorts } from '../../../fakes';

// What the money route does when its chunk arrives (app/web/routes.tsx).
addTexts('mk', { ...moneyMk, ...paymentsMk });

export const PAYMENT_ID = '8a1e2a52-7f4e-4a53-9b7e-0d1c1f2e3a4b';

/** The money use cases over fake ports; idempotency keys are numbered UUIDs so a test can tell them apart. */
export function setUpMoney() {
  const ports = createFakePorts();
  let keys = 0;
  const money = new Money({ ...ports, language: () => 'mk', newKey: () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}` });
  return { ...ports, money, keysMade: () => keys };
}

export const PACKAGES = {
  status: 'success',
  data: [
    { code: 'top-3', kind: 'top', days: 3, price_mkd: 150, price_eur_cents: 250 },
    { code: 'top-7', kind: 'top', days: 7, price_mkd: 300, price_eur_cents: 490 },
    { code: 'showcase-7', kind: 'showcase', days: 7, price_mkd: 900, price_eur_cents: 1460 },
  ],
};

export function payment(extra: Record<string, unknown> = {}) {
  return {
    id: PAYMENT_ID,
    purpose: 'top_up',
    status: 'pending',
    amount: 600,
    currency: 'MKD',
    listing_id: null,
    package_code: null,
    invoice_number: null,
    created_at: '2026-01-15T10:00:00.000Z',
    completed_at: null,
    ...extra,
  };
}
