import { PackageOpen } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, PageError, PageLoading } from '../components/PageState';
import { useDeferredData } from '../api/queries';
import type { ListingPage, SortOption } from '../../core/listings/read-model';
import { useText } from '../i18n';
import { ListingGrid } from './ListingGrid';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';
import styles from './ListingsResults.module.css';

export interface ListingsResultsProps {
  query: UseQueryResult<ListingPage>;
  heading: string;
  /** Shown when the query succeeded with no listings. */
  emptyText: string;
  showCount?: boolean;
  headingLevel?: 'h1' | 'h2';
  sortOptions?: readonly SortOption[];
}

/** A listing list with the four sorts, 21 per page, the page in the URL, and empty / error-with-retry states. */
export function ListingsResults({ query, heading, emptyText, showCount = false, headingLevel = 'h2', sortOptions }: ListingsResultsProps) {
  const t = useText();
  const Heading = headingLevel;
  // The cards are the page's largest piece of rendering: deferred (rendered in slices when the answer arrives).
  const { data, loading } = useDeferredData(query);
  return (
    <section className={styles.section} aria-busy={query.isFetching || undefined}>
      <div className={styles.toolbar}>
        <div>
          {heading && <Heading className={styles.heading}>{heading}</Heading>}
          {/* The count's line is there before the count (the cards come in slices): the sort beside it stays put. */}
          {showCount && (
            <p className={styles.count} role="status">
              {data ? t('listings.count', { count: data.total }) : '\u00a0'}
            </p>
          )}
        </div>
        <SortSelect options={sortOptions} />
      </div>
      {loading ? (
        <PageLoading />
      ) : query.isError && !data ? (
        <PageError onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState icon={<PackageOpen size={28} strokeWidth={1.75} />} title={emptyText} />
      ) : data ? (
        <div className={query.isPlaceholderData ? styles.stale : undefined}>
          <ListingGrid listings={data.items} label={heading} cardHeading={headingLevel === 'h1' ? 'h2' : 'h3'} />
          <Pagination page={data.page} totalPages={data.totalPages} />
        </div>
      ) : null}
    </section>
  );
}
