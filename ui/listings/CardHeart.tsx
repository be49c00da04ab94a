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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.5.9-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
