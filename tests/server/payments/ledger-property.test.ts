import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { DEFAULT_PACKAGES, ensureMoneyReferenceData } from '../../../server/payments/packages';
import { applyProviderEvent, expireStalePayments, startPayment } from '../../../server/payments/payments';
import { purchaseWithCredits } from '../../../server/payments/promotions';
import { SandboxProvider } from '../../../server/payments/sandbox-provider';
import { adjustWallet, expireCredits, refundPurchase } from '../../../server/payments/wallet-operations';
import { walletBalance } from '../../../server/payments/ledger';
import { ledgerInvariants } from './money-helpers';

const USERS = 4;
const OPERATIONS = 1_000;

type TopUpOutcome = 'succeeded' | 'failed' | 'deliveredTwice' | 'failedAfterSuccess' | 'succeededAfterFailure' | 'lateAfterExpiry';
type Operation =
  | { kind: 'topUp'; user: number; amount: number; outcome: TopUpOutcome }
  | { kind: 'buy'; user: number; listing: 0 | 1; pack: number }
  | { kind: 'buyNotPromotable'; user: number; pack: number; whose: 'archived' | 'someoneElses' }
  | { kind: 'refund'; user: number; pick: number }
  | { kind: 'expire'; user: number; amount: number }
  | { kind: 'adjust'; user: number; amount: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const pack = fc.integer({ min: 0, max: DEFAULT_PACKAGES.length - 1 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('topUp' as const), user, amount: fc.integer({ min: 100, max: 1_500 }), outcome: fc.constantFrom<TopUpOutcome>('succeeded', 'failed', 'deliveredTwice', 'failedAfterSuccess', 'succeededAfterFailure', 'lateAfterExpiry') }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('buy' as const), user, listing: fc.constantFrom<0 | 1>(0, 1), pack }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('buyNotPromotable' as const), user, pack, whose: fc.constantFrom<'archived' | 'someoneElses'>('archived', 'someoneElses') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), user, pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('expire' as const), user, amount: fc.integer({ min: 1, max: 600 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('adjust' as const), user, amount: fc.integer({ min: -600, max: 600 }).filter((n) => n !== 0) }), weight: 1 },
);

/**
 * The ledger under a random sequence of 1,000 operations over several users (issue 21): whatever happens — top-ups
 * paid, declined, notified twice, out of order or after the payment expired; purchases with or without the credits
 * for them; refunds (also of a purchase already refunded); expiries; adjustments up and down — every wallet's balance
 * is what a plain model of the wallets says, never below zero, equal to the sum of its entries and to its last
 * entry's balance_after, and every ledger transaction balances (double entry).
 */
describe('the ledger under 1,000 random operations (fast-check)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps every balance equal to its entries, never negative, every transaction balanced', async () => {
    const provider = new SandboxProvider(app.keys);
    const { db } = app.database;

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }), async (operations) => {
        await resetDatabase(app.database);
        await ensureMoneyReferenceData(db);
        const catalogue = await createCatalogue(app.database);
        const users: { id: number; listings: number[]; archived: number }[] = [];
        for (let i = 0; i < USERS; i++) {
          const { id } = await createUser(app.database, { email: `korisnik${i}@primer.mk` });
          const listing = (title: string, status: 'active' | 'archived' = 'active') =>
            createListing(app.database, { userId: id, title, categoryId: catalogue.vehicles.id, status }).then((row) => row.id);
          users.push({ id, listings: [await listing(`Оглас ${i}a`), await listing(`Оглас ${i}b`)], archived: await listing(`Архивиран ${i}`, 'archived') });
        }
        // The model: what each wallet must hold, and each user's purchases (ledger transaction, price, refunded).
        const balances = new Array<number>(USERS).fill(0);
        const purchases: { txId: number; price: number; refunded: boolean }[][] = users.map(() => []);
        let payments = 0;

        const event = (reference: string, status: 'succeeded' | 'failed', amount: number, eventId = `evt_${randomUUID()}`) =>
          applyProviderEvent(db, provider, { eventId, reference, status, amount, currency: 'MKD' }, new Date());

        for (const [step, op] of operations.entries()) {
          const who = users[op.user]!;
          switch (op.kind) {
            case 'topUp': {
              const late = op.outcome === 'lateAfterExpiry';
              const started = await db.transaction().execute((trx) =>
                startPayment(trx, provider, { userId: who.id, purpose: 'top_up', amount: op.amount, listingId: null, packageCode: null, description: 'test', now: new Date(), expiresInMs: late ? -1 : 600_000 }),
              );
              payments += 1;
              const { provider_reference: reference } = await db.selectFrom('payments').select('provider_reference').where('id', '=', started.payment.id).executeTakeFirstOrThrow();
              if (late) expect(await expireStalePayments(db, new Date())).toBe(1);
              const first = op.outcome === 'failed' || op.outcome === 'succeededAfterFailure' ? 'failed' : 'succeeded';
              const eventId = `evt_${randomUUID()}`;
              expect(await event(reference, first, op.amount, eventId)).toBe('applied');
              if (op.outcome === 'deliveredTwice') expect(await event(reference, 'succeeded', op.amount, eventId)).toBe('duplicate');
              if (op.outcome === 'deliveredTwice') expect(await event(reference, 'succeeded', op.amount)).toBe('ignored');
              if (op.outcome === 'failedAfterSuccess') expect(await event(reference, 'failed', op.amount)).toBe('ignored');
              if (op.outcome === 'succeededAfterFailure') expect(await event(reference, 'succeeded', op.amount)).toBe('ignored');
              if (first === 'succeeded') balances[op.user]! += op.amount;
              break;
            }
            case 'buy':
            case 'buyNotPromotable': {
              const price = DEFAULT_PACKAGES[op.pack]!;
              const listingId = op.kind === 'buy' ? who.listings[op.listing]! : op.whose === 'archived' ? who.archived : users[(op.user + 1) % USERS]!.listings[0]!;
              const outcome = await db
                .transaction()
                .execute(async (trx) => {
                  const bought = await purchaseWithCredits(trx, { userId: who.id, listingId, pack: price, now: new Date() });
                  // A refusal rolls back (after insufficient credits the transaction is aborted anyway).
                  if (!bought.ok) throw Object.assign(new Error('refused'), { reason: bought.reason });
                  return bought;
                })
                .catch((error: { reason?: string }) => {
                  if (!error.reason) throw error;
                  return { ok: false as const, reason: error.reason };
                });
              if (op.kind === 'buyNotPromotable') {
                expect(outcome).toEqual({ ok: false, reason: op.whose === 'archived' ? 'notPromotable' : 'notFound' });
              } else if (balances[op.user]! >= price.price_mkd) {
                expect(outcome.ok, `step ${step}`).toBe(true);
                balances[op.user]! -= price.price_mkd;
                const tx = await db.selectFrom('ledger_transactions').select('id').where('user_id', '=', who.id).where('type', '=', 'purchase').orderBy('id', 'desc').executeTakeFirstOrThrow();
                purchases[op.user]!.push({ txId: Number(tx.id), price: price.price_mkd, refunded: false });
              } else {
                expect(outcome, `step ${step}`).toEqual({ ok: false, reason: 'insufficientCredits' });
              }
              break;
            }
            case 'refund': {
              const mine = purchases[op.user]!;
              if (mine.length === 0) break;
              const purchase = mine[op.pick % mine.length]!;
              const refunded = await refundPurchase(db, { purchaseTransactionId: purchase.txId, now: new Date() });
              if (purchase.refunded) {
                expect(refunded).toEqual({ ok: false, reason: 'alreadyRefunded' });
              } else {
                expect(refunded.ok).toBe(true);
                purchase.refunded = true;
                balances[op.user]! += purchase.price;
              }
              break;
            }
            case 'expire': {
              const expired = await expireCredits(db, { userId: who.id, amount: op.amount });
              expect(expired.ok).toBe(balances[op.user]! >= op.amount);
              if (expired.ok) balances[op.user]! -= op.amount;
              break;
            }
            case 'adjust': {
              const adjusted = await adjustWallet(db, { userId: who.id, amount: op.amount, note: 'test' });
              expect(adjusted.ok).toBe(balances[op.user]! + op.amount >= 0);
              if (adjusted.ok) balances[op.user]! += op.amount;
              break;
            }
          }
          const balance = await walletBalance(db, who.id);
          expect(balance, `step ${step}: ${op.kind}`).toBe(balances[op.user]);
          expect(balance).toBeGreaterThanOrEqual(0);
        }

        // Every wallet: the model's balance, the sum of its entries, its last entry's balance_after.
        const { wallets, total } = await ledgerInvariants(app);
        for (const [i, who] of users.entries()) {
          const wallet = wallets.find((w) => w.user_id === who.id);
          expect({ balance: wallet?.balance ?? 0, sum: wallet?.entriesSum ?? 0, last: wallet?.lastBalanceAfter ?? 0 }).toEqual({ balance: balances[i], sum: balances[i], last: balances[i] });
        }
        // Double entry: everything sums to zero, and so does every transaction, each of at least two entries.
        expect(total).toBe(0);
        const unbalanced = await sql<{ id: number }>`
          select t.id from ledger_transactions as t left join ledger_entries as e on e.transaction_id = t.id
          group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`.execute(db);
        expect(unbalanced.rows).toEqual([]);
        // No wallet was ever below zero, and each entry's balance_after is the running sum of its wallet's entries.
        const history = await sql<{ balance_after: string | number; running: string | number }>`
          select e.balance_after, sum(e.amount) over (partition by e.account_id order by e.id) as running
          from ledger_entries as e inner join ledger_accounts as a on a.id = e.account_id where a.kind = 'wallet'`.execute(db);
        for (const row of history.rows) {
          expect(Number(row.balance_after)).toBe(Number(row.running));
          expect(Number(row.balance_after)).toBeGreaterThanOrEqual(0);
        }
        // The other side: card clearing paid out every credited top-up; one top-up per succeeded payment.
        const clearing = await sql<{ total: string | number | null }>`
          select sum(e.amount) as total from ledger_entries e inner join ledger_accounts a on a.id = e.account_id where a.code = 'card_clearing'`.execute(db);
        const succeeded = await sql<{ total: string | number | null; n: string | number }>`
          select sum(amount) as total, count(*) as n from payments where status = 'succeeded'`.execute(db);
        expect(-Number(clearing.rows[0]?.total ?? 0)).toBe(Number(succeeded.rows[0]?.total ?? 0));
        const topUps = await db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll().as('n')).where('type', '=', 'top_up').executeTakeFirstOrThrow();
        expect(Number(topUps.n)).toBe(Number(succeeded.rows[0]?.n ?? 0));
        expect(payments).toBeGreaterThan(0);
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 1), endOnFailure: true },
    );
  }, 300_000);
});
