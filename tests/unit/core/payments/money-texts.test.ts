import { describe, expect, it } from 'vitest';
import { moneyMk } from '../../../../core/i18n/mk/money';
import { paymentsMk } from '../../../../core/i18n/mk/payments';
import { moneySq } from '../../../../core/i18n/sq/money';
import { paymentsSq } from '../../../../core/i18n/sq/payments';
import { PACKAGE_CODES } from '../../../../core/payments/types';

// The placeholders the money screens fill with formatPrice's text, which ends with the currency's own full stop
// ('ден.', 'den.', docs/product/money.md).
const AMOUNTS = ['amount', 'balance', 'min', 'max', 'price'];

describe('the money texts (issue 21)', () => {
  it.each([
    ['mk', { ...moneyMk, ...paymentsMk }],
    ['sq', { ...moneySq, ...paymentsSq }],
  ] as const)('%s: no text puts a full stop right after an amount ("300 ден..")', (_lang, texts) => {
    const doubled = Object.entries(texts).filter(([, text]) => AMOUNTS.some((name) => text.includes(`{${name}}.`)));
    expect(doubled).toEqual([]);
  });

  it.each([
    ['mk', moneyMk, paymentsMk],
    ['sq', moneySq, paymentsSq],
  ] as const)('%s: a package has one name — on the promote screen, in transactions and on invoices (issue 39)', (_lang, money, payments) => {
    for (const code of PACKAGE_CODES) expect(payments[`package.${code}`], code).toBe(money[`boost.package.${code}`]);
  });

  it('the package-selection error (docs/product/errors.md) is in both catalogues', () => {
    expect(paymentsMk.packageSelectionError).toBe('Изберете пакет за промоција.');
    expect(paymentsSq.packageSelectionError).toBe('Zgjidhni një paketë promovimi.');
  });
});
