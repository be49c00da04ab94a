import { useQuery } from '@tanstack/react-query';
import { fetchListing, fetchUserPage } from '../../core/listings/listing-detail';
import { useLanguage } from '../i18n';
import { useServices } from '../services';
import { queryKeys } from './queries';

/*
 * The listing page's and the public user page's queries: a module of their own, because bundlers split by module
 * and the home page needs none of them (home's first download).
 */

export function useListing(slug: string) {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.listing(slug, useLanguage()), queryFn: () => fetchListing(http, slug), staleTime: 60_000 });
}

export function useUserPage(slug: string) {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.userPage(slug, useLanguage()), queryFn: () => fetchUserPage(http, slug), staleTime: 5 * 60_000, retry: false });
}
