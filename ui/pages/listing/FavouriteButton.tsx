import { Button } from '../../components/Button';
import { useText } from '../../i18n';
import { useFavouriteToggle } from '../../listings/useFavouriteToggle';
import type { AnalyticsListing } from '../../../core';

/** Save to favourites, on the listing page (the card's heart is ui/listings/CardHeart.tsx). */
export function FavouriteButton({ listing }: { listing: AnalyticsListing }) {
  const t = useText();
  const { saved, pending, toggle } = useFavouriteToggle(listing);
  return (
    <Button theme={saved ? 'purple' : 'white'} size="small" aria-pressed={saved} loading={pending} onClick={() => void toggle()}>
      {saved ? t('listing.saved') : t('listing.save')}
    </Button>
  );
}
