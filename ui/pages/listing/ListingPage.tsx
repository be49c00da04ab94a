import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { addTexts, HttpFailure, isNotFoundFailure, listingPageDescription, listingPageTitle, listingShareImage } from '../../../core';
import { reachMk } from '../../../core/i18n/mk/reach';
import { PageError, PageLoading } from '../../components/PageState';
import { recordView } from '../../../core/listings/listing-detail';
import { useListing } from '../../api/listing-queries';
import { useDeferredData } from '../../api/queries';
import type { ListingDetail } from '../../../core/listings/read-model';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useBootHandOff } from '../../shell/bootHandOff';
import { useServices } from '../../services';
import { NotFoundPage } from '../NotFoundPage';
import { analyticsListing } from './analyticsListing';
import { ListingView } from './ListingView';
import { goneListingId, ListingGonePage } from './ListingGonePage';

// The "no longer available" texts come with this chunk (not in the first page's catalogue).
addTexts('mk', reachMk);

/** The listing page (/oglas/...): loads the listing, sets title/description/Open Graph, emits `view_item` once. */
export function ListingPage() {
  const slug = useParams()['*'] ?? '';
  const listing = useListing(slug);
  // Deferred: the whole listing view renders in slices when the answer arrives, not in one long task.
  const { data, loading } = useDeferredData(listing);
  // The server's preview of this listing (picture and title) stays until the real page can replace it.
  // An unknown listing: the server's not-found page stays until the client's is there.
  useBootHandOff('page', !loading && !isNotFoundFailure(listing.error));
  if (loading) return <PageLoading />;
  if (listing.isError) {
    const error = listing.error;
    if (isNotFoundFailure(error)) return <NotFoundPage />;
    if (error instanceof HttpFailure && error.httpStatus === 410) return <ListingGonePage listingId={goneListingId(error.body)} />;
    return <PageError onRetry={() => void listing.refetch()} />;
  }
  return data ? <LoadedListing key={data.id} listing={data} /> : <PageLoading />;
}

function LoadedListing({ listing }: { listing: ListingDetail }) {
  const services = useServices();
  const { analytics } = services;
  const [origin] = useState(() => window.location.origin);
  const head = { title: listing.title, description: listing.description, price: listing.price, price_type: listing.priceType, currency: listing.currency };
  const shareImage = listingShareImage(listing.gallery[0]);
  useDocumentMeta({
    title: listingPageTitle(head),
    description: listingPageDescription(head),
    image: shareImage ? new URL(shareImage, origin).toString() : null,
    type: 'product',
    url: `${origin}${listing.href}`,
  });

  const viewed = useRef(false);
  useEffect(() => {
    // A listing only its owner can see (moderation, draft, …) is not a view of the marketplace.
    if (viewed.current || listing.status !== 'active') return;
    viewed.current = true;
    analytics.viewItem(analyticsListing(listing));
    void recordView(services, listing.id);
  }, [analytics, services, listing]);

  return <ListingView listing={listing} shareUrl={`${origin}${listing.href}`} />;
}
