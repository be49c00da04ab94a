import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { httpFailures } from '../../../fakes';
import { PACKAGES, payment, setUpMoney } from './money-fixtures';

const MY_LISTINGS = {
  status: 'success',
  data: { active: [{ id: 12, title: 'Голф 7', slug: 'golf-7-12' }, { id: 15, title: 'Велосипед', slug: 'velosiped-15' }], draft: [{ id: 20, title: 'Нацрт', slug: 'n-20' }] },
};

function setUp(balance = 200) {
  const h = setUpMoney();
  h.http.on('GET', '/api/promotion/packages', PACKAGES);
  h.http.on('GET', '/api/oglasi/my-listings', MY_LISTINGS);
  h.http.on('GET', '/api/wallet', { status: 'success', balance });
  const flow = h.money.boost();
  return { ...h, flow };
}

const purchases = (h: ReturnType<typeof setUp>) => h.http.callsTo('POST', '/api/promotion/purchase').map((call) => call.payload as Record<string, unknown>);

describe('BoostFlow (docs/product/money.md boost, issue 21)', () => {
  it('offers only active listings, preselects the one from the "promote" link, and ignores a link to anything else', async () => {
    const h = setUp();
    await h.flow.load('15');
    expect(h.flow.getSnapshot()).toMatchObject({ phase: 'ready', listingId: '15' });
    expect(h.flow.getSnapshot().listings.map((listing) => listing.id)).toEqual(['12', '15']);
    expect(h.flow.getSnapshot().packages.map((option) => [option.code, option.nameId, option.descriptionId])).toEqual([
      ['top-3', 'boost.package.top-3', 'boost.kind.top'],
      ['top-7', 'boost.package.top-7', 'boost.kind.top'],
      ['showcase-7', 'boost.package.showcase-7', 'boost.kind.showcase'],
    ]);
    const other = setUp();
    await other.flow.load('20');
    expect(other.flow.getSnapshot().listingId).toBeNull();
  });

  it('pays with credits when the balance covers the package: the promotion is on, the balance updated, a toast', async () => {
    const h = setUp(200);
    h.http.on('POST', '/api/promotion/purchase', {
      status: 'success',
      messageId: 'promotionActivated',
      promotion: { listing_id: 12, package_code: 'top-3', starts_at: '2026-01-15T10:00:00Z', ends_at: '2026-01-18T10:00:00Z' },
      balance: 50,
    });
    await h.flow.load('12');
    h.flow.selectPackage('top-3');
    expect(h.flow.getSnapshot().method).toBe('credits');
    expect(await h.flow.pay()).toBe(true);
    expect(purchases(h)).toEqual([{ listing_id: 12, package_code: 'top-3', method: 'credits', idempotency_key: '00000000-0000-4000-8000-000000000001' }]);
    expect(h.flow.getSnapshot().done).toEqual({ listing: { id: '12', title: 'Голф 7', href: '/oglas/golf-7-12' }, endsAt: '2026-01-18T10:00:00Z' });
    expect(h.money.wallet.getSnapshot().balance).toBe(50);
    expect(h.notifier.texts('success')).toEqual(['Промоцијата е активирана.']);
  });

  it('never pays with credits that do not cover the price: card instead, and the payment page', async () => {
    const h = setUp(200);
    h.http.on('POST', '/api/promotion/purchase', { status: 'success', payment: payment({ purpose: 'promotion', amount: 900 }), redirect_url: '/sandbox/pay/8a1e2a52-7f4e-4a53-9b7e-0d1c1f2e3a4b' });
    await h.flow.load('12');
    h.flow.selectPackage('showcase-7');
    expect(h.flow.creditsCover()).toBe(false);
    expect(h.flow.selectMethod('credits')).toBe(false);
    expect(h.flow.getSnapshot().method).toBe('card');
    expect(await h.flow.pay()).toBe(true);
    expect(purchases(h)[0]).toMatchObject({ listing_id: 12, package_code: 'showcase-7', method: 'card' });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/sandbox/pay/8a1e2a52-7f4e-4a53-9b7e-0d1c1f2e3a4b' }]);
    // The button stays busy while the browser leaves.
    expect(h.flow.getSnapshot().paying).toBe(true);
  });

  it('a user who picked card keeps card; credits come back when a covered package is chosen again', async () => {
    const h = setUp(500);
    await h.flow.load('12');
    h.flow.selectPackage('top-3');
    h.flow.selectMethod('card');
    h.flow.selectPackage('top-7');
    expect(h.flow.getSnapshot().method).toBe('card');
    h.flow.selectMethod('credits');
    h.flow.selectPackage('showcase-7');
    expect(h.flow.getSnapshot().method).toBe('card');
    h.flow.selectPackage('top-7');
    expect(h.flow.getSnapshot().method).toBe('credits');
  });

  it("without a package it says docs/product/errors.md's package selection error, as a toast and by the field, and sends nothing", async () => {
    const h = setUp();
    await h.flow.load('12');
    expect(await h.flow.pay()).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Изберете пакет за промоција.']);
    expect(h.flow.getSnapshot().problem).toEqual({ field: 'package', id: 'packageSelectionError' });
    const none = setUp();
    await none.flow.load(null);
    await none.flow.pay();
    expect(none.notifier.texts('error')).toEqual(['Изберете оглас за промоција.']);
    expect(purchases(h)).toEqual([]);
    expect(purchases(none)).toEqual([]);
  });

  it('a double click sends one request', async () => {
    const h = setUp(200);
    h.http.on('POST', '/api/promotion/purchase', () => NEVER);
    await h.flow.load('12');
    h.flow.selectPackage('top-3');
    void h.flow.pay();
    expect(await h.flow.pay()).toBe(false);
    expect(purchases(h)).toHaveLength(1);
  });

  it('a retry after a timeout reuses the key; after a final refusal the next attempt gets a new one', async () => {
    const h = setUp(200);
    h.http.once('POST', '/api/promotion/purchase', httpFailures.timeout());
    h.http.once('POST', '/api/promotion/purchase', httpFailures.serverBody({ status: 'error', messageId: 'insufficientCredits' }, 402));
    await h.flow.load('12');
    h.flow.selectPackage('top-3');
    expect(await h.flow.pay()).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.']);
    expect(await h.flow.pay()).toBe(false);
    expect(h.notifier.texts('error')[1]).toBe('Немате доволно кредити за овој пакет.');
    h.http.on('POST', '/api/promotion/purchase', { status: 'success', payment: payment({ purpose: 'promotion' }), redirect_url: '/sandbox/pay/x' });
    h.flow.selectMethod('card');
    await h.flow.pay();
    const keys = purchases(h).map((body) => body.idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    // The refusal for want of credits read the balance again.
    expect(h.http.callsTo('GET', '/api/wallet').length).toBeGreaterThanOrEqual(2);
  });

  it('a payment page address that is not ours or https is not followed', async () => {
    const h = setUp(0);
    h.http.on('POST', '/api/promotion/purchase', { status: 'success', payment: payment({ purpose: 'promotion' }), redirect_url: 'javascript:alert(1)' });
    await h.flow.load('12');
    h.flow.selectPackage('top-3');
    expect(await h.flow.pay()).toBe(false);
    expect(h.navigator.history).toEqual([]);
    expect(h.notifier.texts('error')).toEqual(['Настана грешка.']);
    expect(h.flow.getSnapshot().paying).toBe(false);
  });

  it('a screen that cannot load says so (the page-load error with a retry)', async () => {
    const h = setUp();
    h.http.on('GET', '/api/promotion/packages', httpFailures.general());
    await h.flow.load(null);
    expect(h.flow.getSnapshot().phase).toBe('failed');
  });
});
