import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../../../../core';
import { httpFailures } from '../../../fakes';
import { setUpMoney } from './money-fixtures';

// A valid ЕДБ (13 digits, its check digit by the shared rule: 5 for 403099012345).
const TAX = '4030990123455';

function setUp(details: unknown = null) {
  const h = setUpMoney();
  h.http.on('GET', '/api/billing', { status: 'success', details });
  const form = h.money.billingForm();
  return { ...h, form };
}

describe('BillingForm (issue 21)', () => {
  it('fills the form with the saved details', async () => {
    const h = setUp({ kind: 'company', name: 'Ана Петровска', company_name: 'Петровски ДООЕЛ', tax_number: `MK${TAX}`, address: 'Партизанска 1', city: 'Скопје', postal_code: null });
    await h.form.load();
    expect(h.form.getSnapshot().values).toEqual({ kind: 'company', name: 'Ана Петровска', company_name: 'Петровски ДООЕЛ', tax_number: `MK${TAX}`, address: 'Партизанска 1', city: 'Скопје', postal_code: '' });
  });

  it('refuses what the shared rules refuse, every field by itself, with the first problem as a toast; sends nothing', async () => {
    const h = setUp();
    await h.form.load();
    h.form.set('kind', 'company');
    h.form.set('tax_number', '123');
    expect(await h.form.save()).toBe(false);
    expect(h.form.getSnapshot().errors).toEqual({
      company_name: ['billingCompanyRequired'],
      tax_number: ['invalidTaxNumber'],
      address: ['billingAddressRequired'],
      city: ['billingCityRequired'],
    });
    expect(h.notifier.texts('error')).toEqual(['Полето Име на фирмата е задолжително']);
    h.form.set('tax_number', TAX);
    expect(h.form.getSnapshot().errors.tax_number).toBeUndefined();
    expect(h.http.callsTo('PUT', '/api/billing')).toEqual([]);
  });

  it('saves valid details (a person: no company fields), says so, and shows what the server kept', async () => {
    const h = setUp();
    h.http.on('PUT', '/api/billing', (request: HttpRequest) => ({ status: 'success', messageId: 'billingSaved', details: request.payload }));
    await h.form.load();
    h.form.set('kind', 'company');
    h.form.set('company_name', 'Стара фирма');
    h.form.set('kind', 'person');
    h.form.set('name', '  Ана   Петровска ');
    h.form.set('address', 'Партизанска 1');
    h.form.set('city', 'Скопје');
    h.form.set('postal_code', '1000');
    expect(await h.form.save()).toBe(true);
    expect(h.http.callsTo('PUT', '/api/billing')[0]!.payload).toEqual({ kind: 'person', name: 'Ана Петровска', company_name: null, tax_number: null, address: 'Партизанска 1', city: 'Скопје', postal_code: '1000' });
    expect(h.notifier.texts('success')).toEqual(['Податоците за наплата се зачувани.']);
    expect(h.form.getSnapshot().values.name).toBe('Ана Петровска');
  });

  it("the server's refusal lands on the same fields", async () => {
    const h = setUp({ kind: 'person', name: 'Ана', company_name: null, tax_number: null, address: 'Партизанска 1', city: 'Скопје', postal_code: null });
    h.http.on('PUT', '/api/billing', httpFailures.serverBody({ status: 'error', messageId: 'invalidTaxNumber', errors: { tax_number: ['invalidTaxNumber'], other: ['x'] } }, 422));
    await h.form.load();
    h.form.set('kind', 'company');
    h.form.set('company_name', 'Фирма');
    h.form.set('tax_number', TAX);
    expect(await h.form.save()).toBe(false);
    expect(h.http.callsTo('PUT', '/api/billing')).toHaveLength(1);
    expect(h.form.getSnapshot().errors).toEqual({ tax_number: ['invalidTaxNumber'] });
    expect(h.notifier.texts('error')).toEqual(['Внесете валиден ЕДБ (13 цифри, по избор со префикс МК).']);
  });
});
