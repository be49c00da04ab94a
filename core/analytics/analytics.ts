import type { AnalyticsPort } from '../ports/analytics';
import { portToken } from '../ports/token';

/** docs/product/README.md: analytics prices default to EUR. */
export const DEFAULT_ANALYTICS_CURRENCY = 'EUR';

/** What analytics reads from a listing (docs/product/README.md: title, also read as name; category; price; currency). */
export interface AnalyticsListing {
  id: number | string;
  title?: string | null;
  name?: string | null;
  category?: string | { name?: string | null } | null;
  price?: number | string | null;
  /** An object with a code, or a plain code (docs/product/README.md). */
  currency?: string | { code?: string | null } | null;
}

export type ContactType = 'phone' | 'whatsapp' | 'viber' | 'chat' | 'email';

/**
 * The typed analytics events of docs/product/README.md. Each method is a no-op when the page has no analytics facility,
 * and never throws: a broken tracker must not break a purchase-intent click.
 */
export class Analytics {
  constructor(private readonly port: AnalyticsPort) {}

  viewItem(listing: AnalyticsListing): void {
    this.send('view_item', { currency: currencyOf(listing), value: priceOf(listing), items: [itemOf(listing)] });
  }

  generateLead(listing: AnalyticsListing, contactType: ContactType = 'phone'): void {
    this.send('generate_lead', {
      contact_type: contactType,
      listing_id: listing.id,
      listing_name: nameOf(listing),
      listing_category: categoryOf(listing),
    });
  }

  search(searchTerm: string, resultsCount?: number): void {
    this.send('search', resultsCount === undefined ? { search_term: searchTerm } : { search_term: searchTerm, results_count: resultsCount });
  }

  addToWishlist(listing: AnalyticsListing): void {
    this.send('add_to_wishlist', { currency: currencyOf(listing), value: priceOf(listing), items: [itemOf(listing)] });
  }

  signUp(method = 'email'): void {
    this.send('sign_up', { method });
  }

  login(method = 'email'): void {
    this.send('login', { method });
  }

  share(method: string, itemId: number | string): void {
    this.send('share', { method, content_type: 'listing', item_id: itemId });
  }

  private send(event: string, params: Record<string, unknown>): void {
    try {
      if (this.port.isAvailable()) this.port.emit(event, params);
    } catch {
      // Analytics is best effort (docs/product/README.md "only if the facility exists"); a throwing facility is treated as absent.
    }
  }
}

export const ANALYTICS = portToken<Analytics>('Analytics');

function nameOf(listing: AnalyticsListing): string | undefined {
  return listing.title ?? listing.name ?? undefined;
}

function categoryOf(listing: AnalyticsListing): string | undefined {
  const { category } = listing;
  if (typeof category === 'string') return category;
  return category?.name ?? undefined;
}

function currencyOf(listing: AnalyticsListing): string {
  const { currency } = listing;
  const code = typeof currency === 'string' ? currency : currency?.code;
  return code && code.trim() !== '' ? code : DEFAULT_ANALYTICS_CURRENCY;
}

function priceOf(listing: AnalyticsListing): number | undefined {
  const price = typeof listing.price === 'string' ? Number(listing.price) : listing.price;
  return typeof price === 'number' && Number.isFinite(price) ? price : undefined;
}

function itemOf(listing: AnalyticsListing): Record<string, unknown> {
  return { item_id: listing.id, item_name: nameOf(listing), item_category: categoryOf(listing), price: priceOf(listing) };
}
