import { paymentsMk } from '../../core/i18n/mk/payments';

export type PaymentTextId = keyof typeof paymentsMk;

/** A Macedonian text of the payments catalogue with `{name}` placeholders filled (server-rendered pages, invoices). */
export function paymentText(id: PaymentTextId, params: Record<string, string | number> = {}): string {
  return paymentsMk[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Denars as Macedonian text: 60000 → '60.000' (docs/product/money.md thousands separator). */
export function denars(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
