import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { formatListingPrice, HttpFailure, pickImageVariant, truncateText } from '../../../core';
import { PageError, PageLoading } from '../../components/PageState';
import { recordView } from '../../api/api';
import { useListing } from '../../api/queries';
import type { ListingDetail } from '../../api/types';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useBootHandOff } from '../../shell/bootHandOff';
import { useServices } from '../../services';
import { NotFoundPage } from '../NotFoundPage';
import { analyticsListing } from './analyticsListing';
import { ListingView } from './ListingView';

/** The listing page (/oglas/...): loads the listing, sets title/description/Open Graph, emits `view_item` once. */
export function ListingPage() {
  const slug = useParams()['*'] ?? '';
  const listing = useListing(slug);
  // Deferred: the whole listing view renders in slices when the answer arrives, not in one long task.
  const data = useDeferredValue(listing.data);
  const loading = listing.isPending || (data === undefined && listing.data !== undefined);
  // The server's preview of this listing (picture and title) stays until the real page can replace it.
  useBootHandOff('page', !loading);
  if (loading) return <PageLoading />;
  if (listing.isError) {
    const error = listing.error;
    if (error instanceof HttpFailure && error.httpStatus === 404) return <NotFoundPage />;
    return <PageError onRetry={() => void listing.refetch()} />;
  }
  return data ? <LoadedListing key={data.id} listing={data} /> : <PageLoading />;
}

function LoadedListing({ listing }: { listing: ListingDetail }) {
  const services = useServices();
  const { analytics } = services;
  const [origin] = useState(() => window.location.origin);
  const price = formatListingPrice({ price: listing.price, price_type: listing.priceType, currency: listing.currency });
  useDocumentMeta({
    title: `${listing.title} — ${price}`,
    description: truncateText(listing.description) || listing.title,
    image: listing.gallery[0] ? new URL(pickImageVariant(listing.gallery[0], 1200), origin).toString() : null,
    type: 'product',
    url: `${origin}${listing.href}`,
  });

  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    analytics.viewItem(analyticsListing(listing));
    void recordView(services, listing.id);
  }, [analytics, services, listing]);

  return <ListingView listing={listing} shareUrl={`${origin}${listing.href}`} />;
}
