import { useState } from 'react';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { useServices, type AnalyticsListing, type UiFavouritesState } from '../../services';

const selectIds = (state: UiFavouritesState) => state.ids;

/**
 * Save to favourites. The Favourites use case decides everything (anonymous: the SPEC §6 toast 'Само
 * регистрирани корисници можат да зачуваат огласи'; errors only logged); this renders its state.
 */
export function FavouriteButton({ listing }: { listing: AnalyticsListing }) {
  const listingId = listing.id;
  const t = useText();
  const { favourites } = useServices();
  const ids = useObservableState(favourites, selectIds);
  const saved = ids.has(listingId) || ids.has(String(listingId)) || ids.has(Number(listingId));
  const [pending, setPending] = useState(false);
  return (
    <Button
      theme={saved ? 'purple' : 'white'}
      size="small"
      aria-pressed={saved}
      loading={pending}
      onClick={async () => {
        setPending(true);
        await favourites.toggle(listingId, listing);
        setPending(false);
      }}
    >
      {saved ? t('listing.saved') : t('listing.save')}
    </Button>
  );
}
