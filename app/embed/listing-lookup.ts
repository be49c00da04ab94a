import { fetchListing, pickImageVariant, type ListingForChat } from '../../core';
import { FetchHttp } from '../../adapters/http/fetch-http';
import { GlobalClock } from '../../adapters/clock/global-clock';

/**
 * `OglasiChat.startConversation({ listingId })`: the public listing (`GET /api/oglasi/listing/<id>`, on the frame's
 * own origin) as the chat engine's "chat with seller" needs it. A chunk of its own, loaded on the first call, so the
 * frame's first download carries none of the listing read model.
 */
export async function lookupListing(listingId: number): Promise<ListingForChat | null> {
  const http = new FetchHttp({ baseUrl: '', clock: new GlobalClock() });
  const listing = await fetchListing(http, String(listingId)).catch(() => null);
  if (!listing?.seller) return null;
  return {
    id: listing.id,
    name: listing.title,
    slug: listing.slug,
    href: listing.href,
    thumbnail: pickImageVariant(listing.gallery[0], 168),
    seller: { id: listing.seller.id, name: listing.seller.name },
  };
}
