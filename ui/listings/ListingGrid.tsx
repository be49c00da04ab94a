import type { ListingSummary } from '../../core/listings/read-model';
import { ListingCard } from './ListingCard';
import styles from './ListingGrid.module.css';

/** A grid of cards; the first card's image is the page's likely largest paint, so it loads with high priority. */
export function ListingGrid({ listings, label, prioritiseFirst = true }: { listings: ListingSummary[]; label?: string; prioritiseFirst?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} priority={prioritiseFirst && index === 0} heart />
        </li>
      ))}
    </ul>
  );
}
