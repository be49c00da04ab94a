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

/** A location's name (in the interface language) by its slug (a region or a town); null until known or when unknown. */
export function useLocationName(slug: string): string | null {
  const locations = useLocations();
  for (const region of locations.data ?? []) {
    if (region.slug === slug) return region.name;
    const city = region.cities.find((candidate) => candidate.slug === slug);
    if (city) return city.name;
  }
  return null;
}
