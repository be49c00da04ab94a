import type { Transaction } from 'kysely';
import type { BillingDetails, Invoice, PackageCode } from '../../core/payments/types';
import type { Database } from '../db/schema';
import type { Db } from './ledger';
import { denars, paymentText } from './texts';

/**
 * Invoices (docs/payments.md "Invoices"): one per succeeded payment, numbered OG-<year>-<6 digits> without gaps
 * within a year. The number comes from `invoice_counters`, incremented by the transaction that marks the payment
 * succeeded: the row lock orders concurrent payments, and a transaction that rolls back takes its number with it.
 * The buyer's billing details are copied in as they are at that moment.
 */
export const skopjeYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Skopje', year: 'numeric' }).format(date));

export const invoiceNumber = (year: number, sequence: number): string => `OG-${year}-${String(sequence).padStart(6, '0')}`;

export const INVOICE_NUMBER = /^OG-\d{4}-\d{6,}$/;

export function invoiceDescription(payment: { purpose: string; amount: number; package_code: PackageCode | null }, listingTitle: string | null): string {
  if (payment.purpose === 'promotion' && payment.package_code) {
    return paymentText('invoice.promotion', { package: paymentText(`package.${payment.package_code}`), title: listingTitle ?? '—' });
  }
  return paymentText('invoice.topUp', { amount: denars(payment.amount) });
}

export async function billingDetailsOf(db: Db, userId: number): Promise<BillingDetails | null> {
  const row = await db
    .selectFrom('billing_details')
    .select(['kind', 'name', 'company_name', 'tax_number', 'address', 'city', 'postal_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function issueInvoice(
  trx: Transaction<Database>,
  payment: { id: string; user_id: number; purpose: string; amount: number; package_code: PackageCode | null },
  listingTitle: string | null,
  now: Date,
): Promise<string> {
  const year = skopjeYear(now);
  const counter = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const number = invoiceNumber(year, counter.last_number);
  const billing = await billingDetailsOf(trx, payment.user_id);
  await trx
    .insertInto('invoices')
    .values({
      number,
      year,
      sequence: counter.last_number,
      payment_id: payment.id,
      user_id: payment.user_id,
      amount: payment.amount,
      description: invoiceDescription(payment, listingTitle),
      billing: billing ? JSON.stringify(billing) : null,
      issued_at: now,
    })
    .execute();
  return number;
}

export interface StoredInvoice extends Invoice {
  billing: BillingDetails | null;
}

export async function findOwnInvoice(db: Db, userId: number, number: string): Promise<StoredInvoice | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select(['number', 'payment_id', 'amount', 'currency', 'description', 'issued_at', 'billing'])
    .where('number', '=', number)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, issued_at: new Date(row.issued_at).toISOString() } : undefined;
}
