import type { ReactNode } from 'react';
import type { ListingSummary } from '../../core/listings/read-model';
import { ListingCard } from './ListingCard';
import styles from './ListingGrid.module.css';

/**
 * A grid of cards — or, with `layout="row"`, one row that scrolls sideways (the showcase: however many listings it
 * has, no empty slots). The first card's image is the page's likely largest paint, so it loads with high priority.
 */
export function ListingGrid({
  listings,
  label,
  prioritiseFirst = true,
  layout = 'grid',
  trailing,
  cardHeading = 'h3',
}: {
  listings: ListingSummary[];
  label?: string;
  prioritiseFirst?: boolean;
  layout?: 'grid' | 'row';
  /** One more item after the cards (the showcase's invitation). */
  trailing?: ReactNode;
  /** The cards' title level: one below the list's own heading (a page whose heading is its h1 has h2 cards). */
  cardHeading?: 'h2' | 'h3';
}) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} priority={prioritiseFirst && index === 0} heart heading={cardHeading} />
        </li>
      ))}
      {trailing && <li>{trailing}</li>}
    </ul>
  );
}
