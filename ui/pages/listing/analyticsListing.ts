import type { AnalyticsListing } from '../../../core';
import type { ListingDetail, ListingSummary } from '../../../core/listings/read-model';

/** What docs/product/README.md analytics reads from a listing: id, title (also name), category, price, currency. */
export function analyticsListing(listing: ListingSummary | ListingDetail): AnalyticsListing {
  return { id: listing.id, title: listing.title, category: listing.category, price: listing.price, currency: listing.currency };
}
