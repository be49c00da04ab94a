import { describe, expect, it } from 'vitest';
import { call } from '../helpers/fixtures';
import { taxNumberCheckDigit } from '../../../core/payments/billing-rules';
import type { Payment } from '../../../core/payments/types';
import { as, moneySuite, notify, providerReference, topUp } from './money-helpers';

const FIRST12 = '403000412345';
const TAX_NUMBER = `${FIRST12}${taxNumberCheckDigit(FIRST12)}`;
const WRONG_TAX_NUMBER = `${FIRST12}${(taxNumberCheckDigit(FIRST12) + 1) % 10}`;

interface InvoiceRow {
  number: string;
  payment_id: string;
  amount: number;
  description: string;
}

/** Billing details and one invoice per succeeded payment, numbered without gaps, as a PDF (issue 21). */
describe('billing details and invoices', () => {
  const suite = moneySuite({ sandboxNotifyDelayMs: 60_000 });

  async function startedTopUps(amounts: number[]) {
    const started: { payment: Payment; reference: string }[] = [];
    for (const amount of amounts) {
      const answer = await topUp(suite.app, suite.market.seller.session, amount);
      started.push({ payment: answer.body.payment, reference: await providerReference(suite.app, answer.body.payment.id) });
    }
    return started;
  }

  it('validates billing details with the catalogue’s ids and stores the tax number normalised', async () => {
    expect((await call(suite.app, 'GET', '/api/billing', as(suite.market.seller.session))).body).toEqual({ status: 'success', details: null });
    const refused = await call<{ messageId: string; errors: Record<string, string[]> }>(suite.app, 'PUT', '/api/billing', {
      ...as(suite.market.seller.session), body: { kind: 'company', name: '', company_name: '', tax_number: WRONG_TAX_NUMBER, address: '', city: 'Скопје', postal_code: '10' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      messageId: 'invalidUpdateData',
      errors: { company_name: ['billingCompanyRequired'], tax_number: ['invalidTaxNumber'], address: ['billingAddressRequired'], postal_code: ['billingPostalCodeInvalid'] },
    });
    const saved = await call<{ details: Record<string, unknown> }>(suite.app, 'PUT', '/api/billing', {
      ...as(suite.market.seller.session),
      body: { kind: 'company', name: 'Ана Петровска', company_name: 'Петровска ДООЕЛ', tax_number: `МК ${TAX_NUMBER.slice(0, 4)}-${TAX_NUMBER.slice(4)}`, address: 'ул. Македонија 1', city: 'Скопје', postal_code: '1000' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ messageId: 'billingSaved', details: { kind: 'company', tax_number: `MK${TAX_NUMBER}`, company_name: 'Петровска ДООЕЛ' } });
    expect((await call(suite.app, 'GET', '/api/billing', as(suite.market.seller.session))).body).toMatchObject({ details: { tax_number: `MK${TAX_NUMBER}`, postal_code: '1000' } });
  });

  it('numbers the invoices of succeeded payments one after the other — a failed payment takes no number, payments at once take no gap', async () => {
    const [first, declined, ...racing] = await startedTopUps([300, 600, 100, 200, 400, 500, 700]);
    expect((await notify(suite.app, { status: 'succeeded', reference: first!.reference, paymentId: first!.payment.id, amount: 300 })).body.outcome).toBe('applied');
    expect((await notify(suite.app, { status: 'failed', reference: declined!.reference, paymentId: declined!.payment.id, amount: 600 })).body.outcome).toBe('applied');
    const outcomes = await Promise.all(racing.map((p) => notify(suite.app, { status: 'succeeded', reference: p.reference, paymentId: p.payment.id, amount: p.payment.amount })));
    expect(outcomes.every((o) => o.body.outcome === 'applied')).toBe(true);

    const list = await call<{ data: InvoiceRow[]; total: number }>(suite.app, 'GET', '/api/billing/invoices', as(suite.market.seller.session));
    expect(list.body.total).toBe(6);
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Skopje', year: 'numeric' }).format(new Date());
    expect(list.body.data.map((i) => i.number).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `OG-${year}-${String(n).padStart(6, '0')}`));
    expect(list.body.data.find((i) => i.payment_id === first!.payment.id)?.number).toBe(`OG-${year}-000001`);
    expect(list.body.data.some((i) => i.payment_id === declined!.payment.id)).toBe(false);
    expect(list.body.data.find((i) => i.payment_id === first!.payment.id)?.description).toContain('300');
  });

  it('serves the caller’s own invoice as a PDF with the billing details of the day, and nobody else’s', async () => {
    await call(suite.app, 'PUT', '/api/billing', { ...as(suite.market.seller.session), body: { kind: 'person', name: 'Ана Петровска', address: 'ул. Македонија 1', city: 'Скопје' } });
    const [paid] = await startedTopUps([600]);
    await notify(suite.app, { status: 'succeeded', reference: paid!.reference, paymentId: paid!.payment.id, amount: 600 });
    // Details changed later do not rewrite the invoice.
    await call(suite.app, 'PUT', '/api/billing', { ...as(suite.market.seller.session), body: { kind: 'person', name: 'Друго Име', address: 'Друга адреса', city: 'Битола' } });
    const invoice = await suite.app.database.db.selectFrom('invoices').select(['number', 'billing']).executeTakeFirstOrThrow();
    expect(invoice.billing).toMatchObject({ name: 'Ана Петровска', city: 'Скопје' });

    const response = await fetch(`${suite.app.url}/api/billing/invoices/${invoice.number}.pdf`, { headers: { authorization: `Bearer ${suite.market.seller.session.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    for (const [session, path] of [
      [suite.market.stranger.session, `/api/billing/invoices/${invoice.number}.pdf`],
      [suite.market.seller.session, `/api/billing/invoices/${invoice.number}`],
      [suite.market.seller.session, '/api/billing/invoices/OG-2020-000001.pdf'],
    ] as const) {
      expect((await call(suite.app, 'GET', path, as(session))).status).toBe(404);
    }
  });
});
