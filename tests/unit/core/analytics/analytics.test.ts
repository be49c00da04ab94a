import { describe, expect, it } from 'vitest';
import { Analytics } from '../../../../core/analytics/analytics';
import type { AnalyticsPort } from '../../../../core/ports/analytics';
import { FakeAnalytics } from '../../../fakes';

const LISTING = { id: 42, title: 'Голф 7', category: { name: 'Автомобили' }, price: 9500, currency: { code: 'MKD' } };

describe('Analytics events (docs/product/language.md currency EUR)', () => {
  it('view_item carries the item, its price and currency', () => {
    const port = new FakeAnalytics();
    new Analytics(port).viewItem(LISTING);
    expect(port.events).toEqual([
      { event: 'view_item', params: { currency: 'MKD', value: 9500, items: [{ item_id: 42, item_name: 'Голф 7', item_category: 'Автомобили', price: 9500 }] } },
    ]);
  });

  it('defaults the currency to EUR', () => {
    const port = new FakeAnalytics();
    const analytics = new Analytics(port);
    analytics.viewItem({ id: 1, name: 'Стан', price: '120000' });
    analytics.addToWishlist({ id: 2, title: 'Куќа', currency: 'USD' });
    expect(port.events.map((entry) => entry.params.currency)).toEqual(['EUR', 'USD']);
    expect(port.events[0]?.params.value).toBe(120000);
    expect(port.events[1]?.event).toBe('add_to_wishlist');
  });

  it('generate_lead: contact_type defaults to phone, with listing id, name and category', () => {
    const port = new FakeAnalytics();
    const analytics = new Analytics(port);
    analytics.generateLead(LISTING);
    analytics.generateLead({ id: 7, title: 'Велосипед', category: 'Спорт' }, 'whatsapp');
    expect(port.events).toEqual([
      { event: 'generate_lead', params: { contact_type: 'phone', listing_id: 42, listing_name: 'Голф 7', listing_category: 'Автомобили' } },
      { event: 'generate_lead', params: { contact_type: 'whatsapp', listing_id: 7, listing_name: 'Велосипед', listing_category: 'Спорт' } },
    ]);
  });

  it('search has search_term and an optional results_count', () => {
    const port = new FakeAnalytics();
    const analytics = new Analytics(port);
    analytics.search('голф');
    analytics.search('голф', 0);
    expect(port.events.map((entry) => entry.params)).toEqual([{ search_term: 'голф' }, { search_term: 'голф', results_count: 0 }]);
  });

  it('sign_up and login default the method to email; share is a listing', () => {
    const port = new FakeAnalytics();
    const analytics = new Analytics(port);
    analytics.signUp();
    analytics.login();
    analytics.login('google');
    analytics.share('facebook', 42);
    expect(port.events).toEqual([
      { event: 'sign_up', params: { method: 'email' } },
      { event: 'login', params: { method: 'email' } },
      { event: 'login', params: { method: 'google' } },
      { event: 'share', params: { method: 'facebook', content_type: 'listing', item_id: 42 } },
    ]);
  });

  it('emits nothing when the page has no analytics facility', () => {
    const port = new FakeAnalytics(false);
    const analytics = new Analytics(port);
    analytics.viewItem(LISTING);
    analytics.search('x');
    analytics.login();
    expect(port.events).toEqual([]);
  });

  it('a throwing facility never breaks the caller', () => {
    const port: AnalyticsPort = {
      isAvailable: () => true,
      emit: () => {
        throw new Error('tracker crashed');
      },
    };
    expect(() => new Analytics(port).generateLead(LISTING)).not.toThrow();
  });
});
