import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/PageState';
import { useCategories, useSearch } from '../../api/queries';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useText } from '../../i18n';
import { ListingsResults } from '../../listings/ListingsResults';
import { listingQueryFromSearch, shownSort } from '../../../core/listings/listing-query';
import { SEARCH_SORT_OPTIONS } from '../../../core/listings/read-model';
import { useServices } from '../../services';
import { SearchPageForm } from './SearchPageForm';
import { FilterBar } from '../../listings/FilterBar';
import { familyOfList } from '../../../core/listings/list-filters';
import { LocationPicker } from '../browse/LocationPicker';
import { ROUTES } from '../../../core';
import styles from './Search.module.css';

/** docs/product/README.md search: the query and the category filter in the URL, the result count, and the `search` event. */
export function SearchPage() {
  const t = useText();
  const { analytics, search } = useServices();
  const [params] = useSearchParams();
  // The list contract reads the URL (core/listings/listing-query.ts): the same parameters the server accepts.
  const query = listingQueryFromSearch(params, SEARCH_SORT_OPTIONS);
  const q = (query.q ?? '').trim();
  const { category, location } = query;
  const categories = useCategories();
  const results = useSearch({ ...query, q, sort: shownSort(query, SEARCH_SORT_OPTIONS) });
  useDocumentMeta({ title: q ? t('search.resultsFor', { query: q }) : t('search.title') });

  // docs/product/browsing.md: one `search` event per search (term + results_count), not one per page or sort change.
  const reported = useRef<string | null>(null);
  const total = results.data && !results.isPlaceholderData ? results.data.total : undefined;
  useEffect(() => {
    if (!q || total === undefined) return;
    const key = `${q}\u0000${category ?? ''}`;
    if (reported.current === key) return;
    reported.current = key;
    analytics.search(q, total);
  }, [q, category, total, analytics]);

  // docs/product/browsing.md "Search everywhere": every search made — from any field or a shared link — joins the
  // device's recent searches (the suggestions' part is loaded for it; a failed load only skips the entry).
  useEffect(() => {
    if (!q || !search) return;
    search.load().then((box) => box.recent.remember(q), () => undefined);
  }, [q, search]);

  return (
    <>
      <h1 className={styles.title}>{t('search.title')}</h1>
      <SearchPageForm key={`${q}|${category ?? ''}`} initialQuery={q} initialCategory={category ?? ''} categories={categories.data ?? []} />
      {q && (
        <LocationPicker
          current={location}
          pathFor={(place) => {
            const next = new URLSearchParams(params);
            next.set('location', place);
            next.delete('page');
            return `${ROUTES.search}?${next.toString()}`;
          }}
        />
      )}
      {q && <FilterBar query={query} family={familyOfList(categories.data ?? [], category)} />}
      {q ? (
        <ListingsResults query={results} heading={t('search.resultsFor', { query: q })} emptyText={t('search.noResults', { query: q })} showCount sortOptions={SEARCH_SORT_OPTIONS} />
      ) : (
        <EmptyState icon={<Search size={28} strokeWidth={1.75} />} title={t('search.prompt')} />
      )}
    </>
  );
}
