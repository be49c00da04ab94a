import { Heart } from 'lucide-react';
import type { ListingSummary } from '../../core/listings/read-model';
import { useText } from '../i18n';
import { useFavouriteToggle } from './useFavouriteToggle';
import styles from './ListingCard.module.css';

/** The heart on a listing card (issue 19): saves or unsaves the listing; pressed when it is saved. */
export function CardHeart({ listing }: { listing: ListingSummary }) {
  const t = useText();
  const { saved, pending, toggle } = useFavouriteToggle({ id: listing.id, title: listing.title, category: listing.category, price: listing.price, currency: listing.currency });
  return (
    <button type="button" className={styles.heart} aria-pressed={saved} aria-label={`${t('listing.save')}: ${listing.title}`} disabled={pending} onClick={() => void toggle()}>
      <Heart size={20} strokeWidth={2} aria-hidden="true" focusable="false" />
    </button>
  );
}
