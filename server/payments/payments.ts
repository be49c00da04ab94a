import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { canTransition, isFinalPaymentStatus } from '../../core/payments/payment-states';
import type { PackageCode, Payment, PaymentPurpose, PaymentStatus } from '../../core/payments/types';
import type { Database } from '../db/schema';
import type { Db } from './ledger';
import { post } from './ledger';
import { issueInvoice } from './invoices';
import { buyPromotion, lockPromotableListing } from './promotions';
import type { PaymentProvider, ProviderEvent } from './provider';
import { findPackage } from './packages';

/**
 * Payments (docs/payments.md "States"): a payment is created `pending` with the provider's checkout, and moves only
 * forward — to `requires_action`, then to one of `succeeded`, `failed`, `expired` — by verified notifications (or by
 * the expiry sweep). The database refuses any other change (trigger payments_forward_only). Fulfilment — credits,
 * the promotion, the invoice — happens in the same transaction that marks the payment succeeded, so it happens
 * exactly once: a second notification finds the payment final and changes nothing.
 */
export const RETURN_PATHS: Readonly<Record<PaymentPurpose, (id: string) => string>> = {
  top_up: (id) => `/korisnik/dodadi-krediti/rezultat/${id}`,
  promotion: (id) => `/korisnik/boost/rezultat/${id}`,
};

const PAYMENT_COLUMNS = [
  'p.id', 'p.user_id', 'p.purpose', 'p.status', 'p.amount', 'p.currency', 'p.listing_id', 'p.package_code',
  'p.provider', 'p.provider_reference', 'p.created_at', 'p.completed_at', 'p.expires_at',
] as const;

type Unprefixed<T extends string> = T extends `p.${infer C}` ? C : never;

export interface PaymentRow {
  id: string;
  user_id: number;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amount: number;
  currency: 'MKD';
  listing_id: number | null;
  package_code: PackageCode | null;
  provider: string;
  provider_reference: string;
  created_at: Date;
  completed_at: Date | null;
  expires_at: Date;
}

export function serializePayment(row: PaymentRow, invoiceNumber: string | null): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    amount: row.amount,
    currency: 'MKD',
    listing_id: row.listing_id,
    package_code: row.package_code,
    invoice_number: invoiceNumber,
    created_at: new Date(row.created_at).toISOString(),
    completed_at: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
  };
}

/** The caller's payment with its invoice number; undefined for another user's (the route answers 404). */
export async function findOwnPayment(db: Db, userId: number, id: string): Promise<Payment | undefined> {
  const row = await db
    .selectFrom('payments as p')
    .leftJoin('invoices as i', 'i.payment_id', 'p.id')
    .select([...PAYMENT_COLUMNS, 'i.number as invoice_number'])
    .where('p.id', '=', id)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  return row ? serializePayment(row, row.invoice_number) : undefined;
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments as p').select(PAYMENT_COLUMNS).where('p.id', '=', id).executeTakeFirst();
}

export interface StartPayment {
  userId: number;
  purpose: PaymentPurpose;
  amount: number;
  listingId: number | null;
  packageCode: PackageCode | null;
  description: string;
  now: Date;
  expiresInMs: number;
}

/** Creates the provider's checkout and the pending payment (inside the caller's idempotent transaction). */
export async function startPayment(trx: Transaction<Database>, provider: PaymentProvider, input: StartPayment): Promise<{ payment: Payment; redirectUrl: string }> {
  const id = randomUUID();
  const checkout = await provider.createCheckout({
    paymentId: id,
    amount: input.amount,
    currency: 'MKD',
    description: input.description,
    returnPath: RETURN_PATHS[input.purpose](id),
  });
  const row = await trx
    .insertInto('payments')
    .values({
      id,
      user_id: input.userId,
      purpose: input.purpose,
      amount: input.amount,
      listing_id: input.listingId,
      package_code: input.packageCode,
      provider: provider.name,
      provider_reference: checkout.reference,
      created_at: input.now,
      updated_at: input.now,
      expires_at: new Date(input.now.getTime() + input.expiresInMs),
    })
    .returning(PAYMENT_COLUMNS.map((c) => c.slice(2) as Unprefixed<(typeof PAYMENT_COLUMNS)[number]>))
    .executeTakeFirstOrThrow();
  return { payment: serializePayment(row, null), redirectUrl: checkout.redirectUrl };
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_payment' | 'amount_mismatch' | 'ignored';

/**
 * Applies one verified provider event, exactly once: the event id is recorded first (a repeat stops there), the
 * payment is row-locked, and only a forward move is made. A `succeeded` event fulfils the payment in the same
 * transaction. Anything else — a repeat, a late `failed` after `succeeded`, an event for an expired payment, an
 * amount that does not match — is recorded and changes nothing.
 */
export async function applyProviderEvent(db: Kysely<Database>, provider: PaymentProvider, event: ProviderEvent, now: Date): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<PaymentRow>`
      select id, user_id, purpose, status, amount, currency, listing_id, package_code, provider, provider_reference, created_at, completed_at, expires_at
      from payments where provider = ${provider.name} and provider_reference = ${event.reference} for update`.execute(trx);
    const payment = rows[0];
    const recorded = await trx
      .insertInto('payment_notifications')
      .values({ provider: provider.name, event_id: event.eventId, payment_id: payment?.id ?? null, event_type: event.status, outcome: 'pending' })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    const outcome = await decide(trx, payment, event, now);
    await trx.updateTable('payment_notifications').set({ outcome }).where('id', '=', recorded.id).execute();
    return outcome;
  });
}

async function decide(trx: Transaction<Database>, payment: PaymentRow | undefined, event: ProviderEvent, now: Date): Promise<EventOutcome> {
  if (!payment) return 'unknown_payment';
  if (event.amount !== payment.amount || event.currency !== payment.currency) return 'amount_mismatch';
  if (!canTransition(payment.status, event.status)) return 'ignored';
  const final = isFinalPaymentStatus(event.status);
  await trx
    .updateTable('payments')
    .set({ status: event.status, updated_at: now, ...(final ? { completed_at: now } : {}) })
    .where('id', '=', payment.id)
    .execute();
  if (event.status === 'succeeded') await fulfil(trx, payment, now);
  return 'applied';
}

/**
 * What a succeeded payment buys, in the transaction that marks it succeeded: the credits (a top-up entry), for a
 * promotion the purchase and the promotion itself, and the invoice. A promotion whose listing can no longer be
 * promoted (archived, expired meanwhile) leaves the money as credits: nothing paid is lost.
 */
async function fulfil(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<void> {
  await post(trx, { type: 'top_up', userId: payment.user_id, amount: payment.amount, paymentId: payment.id });
  let listingTitle: string | null = null;
  if (payment.purpose === 'promotion' && payment.listing_id !== null && payment.package_code !== null) {
    const check = await lockPromotableListing(trx, payment.user_id, payment.listing_id);
    const pack = await findPackage(trx, payment.package_code);
    if (check.ok && pack) {
      listingTitle = check.listing.title;
      // The package's price is the payment's amount as charged, even if the price list changed since.
      await buyPromotion(trx, { userId: payment.user_id, listing: check.listing, pack: { ...pack, price_mkd: payment.amount }, paymentId: payment.id, now });
    }
  }
  await issueInvoice(trx, payment, listingTitle, now);
}

/** Pending payments past their time become `expired` (a sweep every minute, and before a payment is read). */
export async function expireStalePayments(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'expired', updated_at: now, completed_at: now })
    .where('status', 'in', ['pending', 'requires_action'])
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
