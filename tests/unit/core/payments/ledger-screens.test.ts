import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFakePorts, httpFailures } from '../../../fakes';
import { PAYMENT_ID, setUpMoney } from './money-fixtures';
import { Money } from '../../../../core';

const entry = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'top_up',
  amount: 600,
  balance_after: 600,
  listing_id: null,
  listing_title: null,
  package_code: null,
  payment_id: PAYMENT_ID,
  invoice_number: null,
  created_at: '2026-01-15T10:00:00.000Z',
  ...extra,
});
const page = (data: unknown[], current_page = 1, last_page = 1, total = data.length) => ({ status: 'success', data, current_page, last_page, total });

describe('Transactions (issue 21)', () => {
  it('reads a page of entries: type, signed amount, balance after, the listing and the receipt', async () => {
    const h = setUpMoney();
    h.http.on('GET', '/api/wallet/entries', page([entry(2, { type: 'purchase', amount: -150, balance_after: 450, listing_id: 12, listing_title: 'Голф 7', package_code: 'top-3', payment_id: null }), entry(1, { invoice_number: 'OG-2026-000001' })], 2, 3, 41));
    const transactions = h.money.transactions();
    await transactions.load(2);
    expect(h.http.callsTo('GET', '/api/wallet/entries')[0]!.payload).toEqual({ page: 2 });
    expect(transactions.getSnapshot()).toMatchObject({ phase: 'ready', page: 2, lastPage: 3, total: 41 });
    expect(transactions.getSnapshot().rows).toEqual([
      { id: '2', type: 'purchase', typeId: 'transactions.type.purchase', amount: -150, balanceAfter: 450, at: '2026-01-15T10:00:00.000Z', listing: { title: 'Голф 7', href: '/oglas/12' }, receipt: null },
      { id: '1', type: 'top_up', typeId: 'transactions.type.top_up', amount: 600, balanceAfter: 600, at: '2026-01-15T10:00:00.000Z', listing: null, receipt: { number: 'OG-2026-000001', href: '/api/billing/invoices/OG-2026-000001.pdf' } },
    ]);
  });
});

describe('PagedList: the one paged-list store of the transactions and the invoices (issue 21)', () => {
  it('a late answer for an older page is dropped; a failure is the page error, and the rows shown stay', async () => {
    const h = setUpMoney();
    const slow = new Subject<unknown>();
    h.http.once('GET', '/api/wallet/entries', () => slow);
    h.http.on('GET', '/api/wallet/entries', page([entry(9)], 2, 2));
    const transactions = h.money.transactions();
    void transactions.load(1);
    await transactions.load(2);
    slow.next(page([entry(1)], 1, 2));
    slow.complete();
    await Promise.resolve();
    expect(transactions.getSnapshot().rows.map((row) => row.id)).toEqual(['9']);
    expect(transactions.getSnapshot().page).toBe(2);
    h.http.on('GET', '/api/wallet/entries', httpFailures.general());
    await transactions.load(3);
    expect(transactions.getSnapshot()).toMatchObject({ phase: 'failed', page: 3 });
    expect(transactions.getSnapshot().rows.map((row) => row.id)).toEqual(['9']);
    expect(h.logger.warnings.some((line) => line.message === 'transactions not loaded')).toBe(true);
  });

  it('asks for a sane page: a page from a hand-edited URL (0, -1, 2.5, NaN) is page 1', async () => {
    const h = setUpMoney();
    h.http.on('GET', '/api/billing/invoices', page([]));
    const invoices = h.money.invoices();
    for (const wrong of [0, -1, 2.5, Number.NaN]) await invoices.load(wrong);
    expect(h.http.callsTo('GET', '/api/billing/invoices').map((call) => call.payload)).toEqual([{ page: 1 }, { page: 1 }, { page: 1 }, { page: 1 }]);
  });

  it('an answer that is not a page of the list is the page error, never a crash', async () => {
    const h = setUpMoney();
    h.http.on('GET', '/api/billing/invoices', { status: 'success', data: [{ number: 7 }], current_page: 1, last_page: 1, total: 1 });
    const invoices = h.money.invoices();
    await invoices.load();
    expect(invoices.getSnapshot()).toMatchObject({ phase: 'failed', rows: [] });
    expect(h.logger.warnings.some((line) => line.message === 'invoices not loaded')).toBe(true);
  });
});

describe('WalletBalance (the user menu, issue 21)', () => {
  it('reads the balance once for concurrent readers; a balance answered elsewhere is taken as it is', async () => {
    const h = setUpMoney();
    h.http.on('GET', '/api/wallet', { status: 'success', balance: 1200 });
    const [a, b] = await Promise.all([h.money.wallet.refresh(), h.money.wallet.refresh()]);
    expect([a, b]).toEqual([1200, 1200]);
    expect(h.http.callsTo('GET', '/api/wallet')).toHaveLength(1);
    h.money.wallet.set(1050);
    expect(h.money.wallet.getSnapshot()).toEqual({ balance: 1050, loading: false, failed: false });
  });

  it('an answer that arrives after a newer balance is known does not overwrite it; a failure keeps the last figure', async () => {
    const h = setUpMoney();
    const slow = new Subject<unknown>();
    h.http.once('GET', '/api/wallet', () => slow);
    const reading = h.money.wallet.refresh();
    h.money.wallet.set(300);
    slow.next({ status: 'success', balance: 900 });
    slow.complete();
    await reading;
    expect(h.money.wallet.getSnapshot().balance).toBe(300);
    h.http.on('GET', '/api/wallet', httpFailures.general());
    expect(await h.money.wallet.refresh()).toBeNull();
    expect(h.money.wallet.getSnapshot()).toEqual({ balance: 300, loading: false, failed: true });
  });

  it('asks nothing while nobody is signed in, or while the user signs out (the menu loading as "Одјава" is pressed)', async () => {
    const ports = createFakePorts();
    let signedIn = false;
    const money = new Money({ ...ports, language: () => 'mk', signedIn: () => signedIn });
    ports.http.on('GET', '/api/wallet', { status: 'success', balance: 1200 });
    expect(await money.wallet.refresh()).toBeNull();
    expect(ports.http.callsTo('GET', '/api/wallet')).toHaveLength(0);
    signedIn = true;
    expect(await money.wallet.refresh()).toBe(1200);
    expect(ports.http.callsTo('GET', '/api/wallet')).toHaveLength(1);
  });
});

describe('Invoices (issue 21)', () => {
  it('lists invoices with their PDF links, paged', async () => {
    const h = setUpMoney();
    h.http.on('GET', '/api/billing/invoices', page([{ number: 'OG-2026-000002', payment_id: PAYMENT_ID, amount: 600, currency: 'MKD', description: 'Кредити', issued_at: '2026-01-15T10:00:00Z' }], 1, 2, 21));
    const invoices = h.money.invoices();
    await invoices.load();
    expect(invoices.getSnapshot()).toMatchObject({ phase: 'ready', lastPage: 2, total: 21 });
    expect(invoices.getSnapshot().rows[0]).toMatchObject({ number: 'OG-2026-000002', pdfHref: '/api/billing/invoices/OG-2026-000002.pdf' });
  });
});
