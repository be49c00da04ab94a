import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing } from '../helpers/fixtures';
import { adjustWallet } from '../../../server/payments/wallet-operations';
import { as, balanceOf, ledgerInvariants, moneyMarket, topUp, payWithCard } from './money-helpers';

type Market = Awaited<ReturnType<typeof moneyMarket>>;

/**
 * Fires `requests` at once. On PostgreSQL (DATABASE_URL) the wallet's row is first locked from a connection of
 * its own, and the requests are let go only once every one of them is waiting for that lock inside its spending
 * transaction — on the app's pool, each on its own connection: they do not merely run close together, they are all
 * at the wallet together, and only the database decides. On PGlite (one connection) they run interleaved by the app.
 */
async function atTheWalletTogether<T>(app: TestApp, userId: number, requests: Array<() => Promise<T>>): Promise<T[]> {
  if (!process.env.DATABASE_URL) return Promise.all(requests.map((request) => request()));
  const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query(`select balance from ledger_accounts where user_id = $1 for update`, [userId]);
    const running = requests.map((request) => request());
    const deadline = Date.now() + 20_000;
    for (;;) {
      // pg_stat_activity is read once per transaction unless its snapshot is dropped.
      await blocker.query('select pg_stat_clear_snapshot()');
      const { rows } = await blocker.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query ilike '%update ledger_accounts set balance%'`,
      );
      if (Number(rows[0]?.n) >= requests.length) break;
      if (Date.now() > deadline) {
        const seen = await blocker.query(`select state, wait_event_type, wait_event, left(query, 120) as query from pg_stat_activity where datname = current_database()`);
        throw new Error(`only ${rows[0]?.n} of ${requests.length} requests reached the wallet: ${JSON.stringify(seen.rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await blocker.query('commit');
    return await Promise.all(running);
  } finally {
    await blocker.end();
  }
}

/** Purchases racing for the last credits (issue 21): the balance is guarded by the database, not by JavaScript. */
describe('purchases racing for the last credits', () => {
  let app: TestApp;
  let market: Market;
  let listings: number[];

  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    market = await moneyMarket(app);
    listings = [market.listings.golf.id, market.listings.flat.id];
    for (let i = 0; i < 8; i++) {
      const extra = await createListing(app.database, { userId: market.seller.id, title: `Оглас ${i}`, categoryId: market.catalogue.vehicles.id });
      listings.push(extra.id);
    }
  });
  afterAll(() => app.close());

  const buy = (listingId: number, packageCode: string) => () =>
    call<{ status: string; messageId?: string; balance?: number }>(app, 'POST', '/api/promotion/purchase', {
      ...as(market.seller.session), body: { listing_id: listingId, package_code: packageCode, method: 'credits', idempotency_key: randomUUID() },
    });

  async function expectLedgerWhole(balance: number) {
    expect(await balanceOf(app, market.seller.session)).toBe(balance);
    const { wallets, total } = await ledgerInvariants(app);
    const wallet = wallets.find((w) => w.user_id === market.seller.id);
    expect(wallet).toMatchObject({ balance, entriesSum: balance, lastBalanceAfter: balance });
    expect(total).toBe(0);
  }

  it('two purchases of the last 300 credits: exactly one wins, the other is told the credits do not suffice', async () => {
    // The credits come from a real top-up: card, signed notification, ledger entry.
    const started = await topUp(app, market.seller.session, 300);
    await payWithCard(app, market.seller.session, started.body.payment);
    const answers = await atTheWalletTogether(app, market.seller.id, [buy(listings[0]!, 'top-7'), buy(listings[1]!, 'top-7')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402]);
    expect(answers.find((a) => a.status === 402)?.body).toMatchObject({ status: 'error', messageId: 'insufficientCredits' });
    expect(answers.find((a) => a.status === 200)?.body).toMatchObject({ status: 'success', balance: 0 });
    await expectLedgerWhole(0);
    const promoted = await app.database.db.selectFrom('listings').select('id').where('id', 'in', listings.slice(0, 2)).where('promoted_until', 'is not', null).execute();
    expect(promoted).toHaveLength(1);
  });

  it('ten purchases of the last 150 credits: one wins, nine are refused, the balance never goes below zero', async () => {
    await adjustWallet(app.database.db, { userId: market.seller.id, amount: 150, note: 'test' });
    const answers = await atTheWalletTogether(app, market.seller.id, listings.map((id) => buy(id, 'top-3')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(9);
    await expectLedgerWhole(0);
    const purchases = await app.database.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'purchase').execute();
    expect(purchases).toHaveLength(1);
    // A refused purchase stored no answer for its key: nothing happened, so nothing is remembered.
    const keys = await app.database.db.selectFrom('idempotency_keys').select('key').where('operation', '=', 'promotion_purchase').execute();
    expect(keys).toHaveLength(1);
  });

  it('ten purchases of 150 against 450 credits: exactly three win', async () => {
    await adjustWallet(app.database.db, { userId: market.seller.id, amount: 450, note: 'test' });
    const answers = await atTheWalletTogether(app, market.seller.id, listings.map((id) => buy(id, 'top-3')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(7);
    // Each winner saw its own balance after: 300, 150 and 0, in some order.
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.balance).sort((x, y) => Number(x) - Number(y))).toEqual([0, 150, 300]);
    await expectLedgerWhole(0);
  });
});
