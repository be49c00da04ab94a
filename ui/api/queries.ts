import { useDeferredValue } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services';
import { fetchCategories, fetchListings, fetchSimilar, fetchStats, searchListings, type ListingFilter } from '../../core/listings/read-api';
import type { SortOption } from '../../core/listings/read-model';

/**
 * Server state through TanStack Query (DESIGN.md §4): cached per key, deduplicated, retried by the user from the
 * error state. Paging keeps the previous page on screen until the next one arrives.
 */
export const queryKeys = {
  stats: ['stats'] as const,
  categories: ['categories'] as const,
  listings: (filter: ListingFilter) => ['listings', filter] as const,
  search: (q: string, category: string | undefined, sort: SortOption, page: number, location?: string) => ['search', q, category ?? '', sort, page, location ?? ''] as const,
  listing: (slug: string) => ['listing', slug] as const,
  similar: (id: number | string) => ['similar', String(id)] as const,
  userPage: (slug: string) => ['user-page', slug] as const,
};

export function useStats() {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.stats, queryFn: () => fetchStats(http), staleTime: 5 * 60_000 });
}

export function useCategories() {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.categories, queryFn: () => fetchCategories(http), staleTime: 30 * 60_000 });
}

export function useListings(filter: ListingFilter) {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.listings(filter), queryFn: () => fetchListings(http, filter), placeholderData: keepPreviousData, staleTime: 60_000 });
}

export function useSearch(q: string, category: string | undefined, sort: SortOption, page: number, location?: string) {
  const { http } = useServices();
  return useQuery({
    queryKey: queryKeys.search(q, category, sort, page, location),
    queryFn: () => searchListings(http, { q, category, location, sort: sort === 'relevance' ? undefined : sort, page }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSimilar(id: number | string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.similar(id), queryFn: () => fetchSimilar(http, id), enabled, staleTime: 5 * 60_000 });
}

/**
 * A query's data for rendering, deferred: when an answer arrives, React renders what depends on it in slices (a
 * transition) instead of in one long task, so a slow phone's main thread stays free. `loading` stays true until
 * the deferred data has caught up, so a caller never sees "not pending" with nothing to show.
 */
export function useDeferredData<T>(query: { data: T | undefined; isPending: boolean }): { data: T | undefined; loading: boolean } {
  const data = useDeferredValue(query.data);
  return { data, loading: query.isPending || (data === undefined && query.data !== undefined) };
}
