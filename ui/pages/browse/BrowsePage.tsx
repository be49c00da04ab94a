import { useSearchParams } from 'react-router';
import type { ListingFilter } from '../../../core/listings/read-api';
import { useCategories, useListings } from '../../api/queries';
import { FilterBar } from '../../listings/FilterBar';
import { familyOfList, subcategoryChips } from '../../../core/listings/list-filters';
import { listingQueryFromSearch, shownSort } from '../../../core/listings/listing-query';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useBootHandOff } from '../../shell/bootHandOff';
import { useText } from '../../i18n';
import { ListingsResults } from '../../listings/ListingsResults';
import styles from './BrowsePage.module.css';

export interface BrowsePageProps {
  /** What to list (category, location, user, or the two path segments). */
  filter: Pick<ListingFilter, 'category' | 'location' | 'user'>;
  heading: string;
  /** A line under the heading (the seller box on a user page, the parent category…). */
  intro?: React.ReactNode;
}

/** The listing pages of docs/product/browsing.md's path builders: one list with sorting and paging in the URL. */
export function BrowsePage({ filter, heading, intro }: BrowsePageProps) {
  const t = useText();
  const [params] = useSearchParams();
  // The URL's refinements (sort, page, price…) read by the list contract; the route's own filter always wins.
  const query = listingQueryFromSearch(params);
  const listings = useListings({ ...query, sort: shownSort(query), ...filter });
  const categories = useCategories().data ?? [];
  useDocumentMeta({ title: heading, description: t('browse.description', { heading }) });
  // The server's first page of these listings (server/web/browse-head.ts) stays until this one has its own.
  useBootHandOff('page', !listings.isPending);
  return (
    <div className={styles.page}>
      {intro}
      {!filter.user && (
        <FilterBar query={{ ...query, ...filter }} fixed={filter} family={familyOfList(categories, filter.category)} subcategories={subcategoryChips(categories, filter.category)} />
      )}
      <ListingsResults query={listings} heading={heading} headingLevel="h1" emptyText={t('listings.empty')} showCount />
    </div>
  );
}
