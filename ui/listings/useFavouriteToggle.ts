import { useState } from 'react';
import { useObservableState } from '../hooks/useObservableState';
import type { AnalyticsListing, FavouritesState } from '../../core';
import { useServices } from '../services';

const selectIds = (state: FavouritesState) => state.ids;

/**
 * Whether a listing is saved, and the toggle — through the app's one Favourites use case, so the hearts on cards,
 * the listing page's button and the saved page agree (it decides everything: a visitor's docs/product/trust.md toast, errors).
 */
export function useFavouriteToggle(listing: AnalyticsListing): { saved: boolean; pending: boolean; toggle: () => Promise<void> } {
  const { favourites } = useServices();
  const ids = useObservableState(favourites, selectIds);
  const [pending, setPending] = useState(false);
  return {
    saved: ids.has(listing.id) || ids.has(String(listing.id)) || ids.has(Number(listing.id)),
    pending,
    toggle: async () => {
      setPending(true);
      await favourites.toggle(listing.id, listing);
      setPending(false);
    },
  };
}
