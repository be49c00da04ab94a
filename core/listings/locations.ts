import { regionsSchema } from '../schemas/catalog';
import type { HttpPort } from '../ports/http';
import { getParsed } from './read-api';

/** A town of a region (docs/product/browsing.md location: country, region, city). */
export interface City {
  id: number;
  name: string;
  slug: string;
}

export interface Region extends City {
  cities: City[];
}


export const LOCATIONS_PATH = '/api/locations';

/** The regions of North Macedonia and their towns (GET /api/locations), for the region → city choices. */
export function fetchLocations(http: HttpPort): Promise<Region[]> {
  return getParsed(http, LOCATIONS_PATH, regionsSchema, (regions) =>
    regions.map((region) => ({
      id: region.id,
      name: region.label ?? region.name,
      slug: region.slug,
      cities: (region.cities ?? []).map((city) => ({ id: city.id, name: city.label ?? city.name, slug: city.slug })),
    })),
  );
}

/** The region a city belongs to, for a form that starts from a stored city id. */
export function regionOfCity(regions: readonly Region[], cityId: number | null | undefined): Region | null {
  if (cityId === null || cityId === undefined) return null;
  return regions.find((region) => region.cities.some((city) => city.id === cityId)) ?? null;
}
