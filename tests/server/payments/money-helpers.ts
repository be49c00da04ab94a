import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import type { ServerConfig } from '../../../server/config';
import { call, createCatalogue, createListing, createUser, login, type Session } from '../helpers/fixtures';
import { ensureMoneyReferenceData } from '../../../server/payments/packages';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification } from '../../../server/payments/sandbox-provider';
import type { Payment } from '../../../core/payments/types';

/** A fresh market for the money suites: a seller with two active listings, a stranger, reference data back. */
export async function moneyMarket(app: TestApp) {
  await resetDatabase(app.database);
  await ensureMoneyReferenceData(app.database.db);
  const catalogue = await createCatalogue(app.database);
  const seller = await createUser(app.database, { email: 'prodavac@primer.mk', verified: true });
  const stranger = await createUser(app.database, { email: 'drug@primer.mk' });
  const golf = await createListing(app.database, { userId: seller.id, title: 'Голф 7', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id, price: 9500 });
  const flat = await createListing(app.database, { userId: seller.id, title: 'Стан во Центар', categoryId: catalogue.estates.id, subcategoryId: catalogue.flats.id, price: 90000 });
  const strangers = await createListing(app.database, { userId: stranger.id, title: 'Туѓ оглас', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, price: 100 });
  return {
    catalogue,
    seller: { id: seller.id, session: await login(app, 'prodavac@primer.mk') },
    stranger: { id: stranger.id, session: await login(app, 'drug@primer.mk') },
    listings: { golf, flat, strangers },
  };
}

/**
 * The hooks every money suite shares: one app for the file (with `overrides` of its configuration), a fresh market
 * before each test. Read `suite.app` and `suite.market` inside tests.
 */
export function moneySuite(overrides: Partial<ServerConfig> = {}) {
  const suite = {} as { app: TestApp; market: Awaited<ReturnType<typeof moneyMarket>> };
  beforeAll(async () => {
    suite.app = await startTestApp(overrides);
  });
  beforeEach(async () => {
    suite.market = await moneyMarket(suite.app);
  });
  afterAll(() => suite.app.close());
  return suite;
}

export const as = (session: Session) => ({ token: session.token });

export async function topUp(app: TestApp, session: Session, amount: number, key = randomUUID()) {
  return call<{ status: string; payment: Payment; redirect_url: string; messageId?: string }>(app, 'POST', '/api/wallet/top-up', { ...as(session), body: { amount, idempotency_key: key } });
}

export async function balanceOf(app: TestApp, session: Session): Promise<number> {
  const answer = await call<{ balance: number }>(app, 'GET', '/api/wallet', as(session));
  return answer.body.balance;
}

/** Submits a form on the sandbox's hosted page, as a browser would; answers the status and Location. */
export async function submitSandbox(app: TestApp, path: string, form: Record<string, string>) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** Polls GET /api/payments/:id, like the return page, until the payment has the wanted status. */
export async function waitForStatus(app: TestApp, session: Session, id: string, status: Payment['status']): Promise<Payment> {
  let payment: Payment | undefined;
  for (let i = 0; i < 200; i++) {
    const answer = await call<{ payment: Payment }>(app, 'GET', `/api/payments/${id}`, as(session));
    payment = answer.body.payment;
    if (payment?.status === status) return payment;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(payment?.status).toBe(status);
  throw new Error('unreachable');
}

/** Pays a payment on the sandbox page with a card and waits for the notification to land. */
export async function payWithCard(app: TestApp, session: Session, payment: Payment, card = '4242 4242 4242 4242') {
  const submitted = await submitSandbox(app, `/sandbox/pay/${payment.id}`, { card_number: card });
  expect(submitted.status).toBe(303);
  return waitForStatus(app, session, payment.id, card.replace(/\s/g, '') === '4000000000000002' ? 'failed' : 'succeeded');
}

export async function providerReference(app: TestApp, paymentId: string): Promise<string> {
  const row = await app.database.db.selectFrom('payments').select('provider_reference').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return row.provider_reference;
}

/** Posts a notification as the sandbox would, signed with the app's key unless told otherwise. */
export async function notify(
  app: TestApp,
  event: { id?: string; status: 'succeeded' | 'failed' | 'requires_action'; reference: string; paymentId: string; amount: number },
  options: { signedAt?: number; signature?: string; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify({
    id: event.id ?? `evt_${randomUUID()}`,
    type: `payment.${event.status}`,
    created: Math.floor(Date.now() / 1000),
    data: { reference: event.reference, payment_id: event.paymentId, amount: event.amount, currency: 'MKD' },
  });
  const signature = options.signature ?? signSandboxNotification(app.keys, body, options.signedAt ?? Math.floor(Date.now() / 1000));
  return call<{ status: string; outcome?: string; reason?: string }>(app, 'POST', '/api/payments/notify/sandbox', {
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
}

/** The ledger's invariants, read straight from the tables. */
export async function ledgerInvariants(app: TestApp) {
  const { db } = app.database;
  const wallets = await db.selectFrom('ledger_accounts').select(['id', 'user_id', 'balance']).where('kind', '=', 'wallet').execute();
  const sums = await db.selectFrom('ledger_entries').select(['account_id', (eb) => eb.fn.sum<string>('amount').as('total')]).groupBy('account_id').execute();
  const byAccount = new Map(sums.map((s) => [s.account_id, Number(s.total)]));
  const total = sums.reduce((sum, s) => sum + Number(s.total), 0);
  const last = await db
    .selectFrom('ledger_entries')
    .select(['account_id', 'balance_after'])
    .where('id', 'in', db.selectFrom('ledger_entries').select((eb) => eb.fn.max('id').as('id')).groupBy('account_id'))
    .execute();
  const lastByAccount = new Map(last.map((l) => [l.account_id, l.balance_after === null ? null : Number(l.balance_after)]));
  return { wallets: wallets.map((w) => ({ ...w, balance: Number(w.balance), entriesSum: byAccount.get(w.id) ?? 0, lastBalanceAfter: lastByAccount.get(w.id) ?? 0 })), total };
}
