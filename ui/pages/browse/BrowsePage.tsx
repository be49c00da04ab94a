import { useSearchParams } from 'react-router';
import { isNotFoundFailure } from '../../../core';
import type { ListingFilter } from '../../../core/listings/read-api';
import { useCategories, useListings } from '../../api/queries';
import { FilterBar } from '../../listings/FilterBar';
import { familyOfList, subcategoryChips } from '../../../core/listings/list-filters';
import { listingQueryFromSearch, shownSort } from '../../../core/listings/listing-query';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useBootHandOff } from '../../shell/bootHandOff';
import { useText } from '../../i18n';
import { ListingsResults } from '../../listings/ListingsResults';
import { NotFoundPage } from '../NotFoundPage';
import styles from './BrowsePage.module.css';

export interface BrowsePageProps {
  /** What to list (category, location, user, or the two path segments). */
  filter: Pick<ListingFilter, 'category' | 'location' | 'user'>;
  /** The page's heading: empty until the name it shows is known (never one made up from the address). */
  heading: string;
  /** A line under the heading (the seller box on a user page, the parent category…). */
  intro?: React.ReactNode;
  /** The page's subject is known not to exist (the categories, places or user read say so): the not-found page. */
  missing?: boolean;
}

/** The listing pages of docs/product/browsing.md's path builders: one list with sorting and paging in the URL. */
export function BrowsePage({ filter, heading, intro, missing = false }: BrowsePageProps) {
  const t = useText();
  const [params] = useSearchParams();
  // The URL's refinements (sort, page, price…) read by the list contract; the route's own filter always wins.
  const query = listingQueryFromSearch(params);
  const listings = useListings({ ...query, sort: shownSort(query), ...filter });
  const categoriesQuery = useCategories();
  const categories = categoriesQuery.data ?? [];
  // The API does not know the category, place or user: the not-found page at once (docs/product/browsing.md) — in
  // one place of the tree whichever read tells first, so it is not mounted twice.
  const notFound = missing || (listings.isError && isNotFoundFailure(listings.error));
  useDocumentMeta(notFound || !heading ? null : { title: heading, description: t('browse.description', { heading }) });
  // The server's first page of these listings (server/web/browse-head.ts) stays until this one has its own — and its
  // subcategory chips, which come with the categories: drawn later, they pushed the list down (a layout shift
  // Lighthouse counted on a category page). The server's not-found page stays until the client's is there.
  useBootHandOff('page', !listings.isPending && !categoriesQuery.isPending && !notFound);
  if (notFound) return <NotFoundPage />;
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
