import { useQuery } from '@tanstack/react-query';
import { fetchLocations } from '../../core/listings/locations';
import { useLanguage } from '../i18n';
import { useServices } from '../services';
import { queryKeys } from './queries';

// A module of its own: location pages and the profile need it, home's first download does not.

/** The regions and towns (GET /api/locations): names for location pages and the region → town choices. */
export function useLocations() {
  const { http } = useServices();
  return useQuery({ queryKey: queryKeys.locations(useLanguage()), queryFn: () => fetchLocations(http), staleTime: 60 * 60_000 });
}
