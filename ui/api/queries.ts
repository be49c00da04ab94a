import { useDeferredValue } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services';
import { fetchCategories, fetchListings, fetchSimilar, fetchStats, searchListings, type ListingFilter } from '../../core/listings/read-api';
import { listingQueryParams } from '../../core/listings/listing-query-params';
import type { Language } from '../../core/i18n/catalogue';
import { useLanguage } from '../i18n';

/**
 * Server state through TanStack Query (docs/architecture.md#the-ui-layer): cached per key, deduplicated, retried by the user from the
 * error state. Paging keeps the previous page on screen until the next one arrives.
 * Every answer that names categories, places or footer pages carries the interface language in its key: the server
 * names them in the language cookie's language (docs/api.md), so switching language — no reload — asks again.
 */
export const queryKeys = {
  stats: ['stats'] as const,
  categories: (language: Language) => ['categories', language] as const,
  locations: (language: Language) => ['locations', language] as const,
  listings: (filter: ListingFilter, language: Language) => ['listings', listingQueryParams(filter), language] as const,
  search: (query: ListingFilter, language: Language) => ['search', listingQueryParams(query), language] as const,
  listing: (slug: string, language: Language) => ['listing', slug, language] as const,
  similar: (id: number | string, language: Language) => ['similar', String(id), language] as const,
  userPage: (slug: string, language: Language) => ['user-page', slug, language] as const,
  footerMenus: (language: Language) => ['footer-menus', language] as const,
  infoPage: (slug: string, language: Language) => ['info', slug, language] as const,
  showcase: (language: Language) => ['showcase', language] as const,
};

export function useStats() {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.stats, queryFn: () => fetchStats(http), staleTime: 5 * 60_000 });
}

export function useCategories() {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.categories(useLanguage()), queryFn: () => fetchCategories(http), staleTime: 30 * 60_000 });
}

export function useListings(filter: ListingFilter, enabled = true) {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.listings(filter, useLanguage()), queryFn: () => fetchListings(http, filter), placeholderData: keepPreviousData, staleTime: 60_000, enabled });
}

/** A search (`q` required): the list contract's query; relevance, the server's default with a `q`, is not sent. */
export function useSearch(query: ListingFilter & { q: string }) {
  const { http } = useServices();
  const language = useLanguage();
  const sent: ListingFilter & { q: string } = { ...query, sort: query.sort === 'relevance' ? undefined : query.sort };
  return useQuery({
    queryKey: queryKeys.search(sent, language),
    queryFn: () => searchListings(http, sent),
    enabled: query.q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSimilar(id: number | string, enabled: boolean) {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.similar(id, useLanguage()), queryFn: () => fetchSimilar(http, id), enabled, staleTime: 5 * 60_000 });
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
