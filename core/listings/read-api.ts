import { firstValueFrom } from 'rxjs';
import { z } from '../schemas/zod-mini';
import type { HttpPort } from '../ports/http';
import type { CategoryItem, HomeStats, ListingPage, ListingSummary } from './read-model';
import { listingQueryParams, pageOf } from './listing-query-params';
import type { ListingQuery } from './listing-query';
import {
  categorySchema,
  listingPageSchema,
  listingSummarySchema,
  statsSchema,
  toCategory,
  toListingPage,
  toStats,
  toSummary,
} from './wire';

/** The marketplace read API (docs/api.md). */
export const ENDPOINTS = {
  stats: '/api/stats/home',
  categories: '/api/categories',
  listings: '/api/oglasi',
  search: '/api/oglasi/search',
  /** The listing page passes the whole remainder after /oglas/; the server reads the last segment. */
  listing: (rest: string) => `/api/oglasi/listing/${rest.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`,
  similar: (id: number | string) => `/api/oglasi/listing-id/${encodeURIComponent(String(id))}/similar`,
  view: (id: number | string) => `/api/oglasi/listing-id/${encodeURIComponent(String(id))}/view`,
  contact: (id: number | string) => `/api/oglasi/listing-id/${encodeURIComponent(String(id))}/contact`,
  userPage: (slug: string) => `/api/users/${encodeURIComponent(slug)}`,
  infoPage: (slug: string) => `/api/pages/${encodeURIComponent(slug)}`,
  reports: '/api/reports',
} as const;


/** A wire answer that does not match its schema: shown as the page-load error, with retry. */
export class InvalidAnswerError extends Error {
  constructor(readonly path: string, readonly issues: unknown) {
    super(`invalid answer from ${path}`);
    this.name = 'InvalidAnswerError';
  }
}

export async function getParsed<S extends z.ZodMiniType, T>(http: HttpPort, path: string, schema: S, map: (wire: z.infer<S>) => T, payload?: Record<string, unknown>): Promise<T> {
  const body = await firstValueFrom(http.request<unknown>({ path, method: 'GET', payload }));
  const unwrapped = body && typeof body === 'object' && 'data' in body && !Array.isArray(body) && !('meta' in body) ? (body as { data: unknown }).data : body;
  const parsed = schema.safeParse(unwrapped);
  if (!parsed.success) throw new InvalidAnswerError(path, parsed.error.issues);
  return map(parsed.data);
}

/** A list request (core/listings/listing-query.ts): what the page asks for; absent sort is the server's default. */
export type ListingFilter = Partial<ListingQuery>;

export function fetchListings(http: HttpPort, filter: ListingFilter): Promise<ListingPage> {
  return getParsed(http, ENDPOINTS.listings, listingPageSchema, toListingPage, listingQueryParams(filter));
}

/** A search: the query's `q` with the same filters; relevance is the server's default when there is a `q`. */
export function searchListings(http: HttpPort, filter: ListingFilter & { q: string }): Promise<ListingPage> {
  return getParsed(http, ENDPOINTS.search, listingPageSchema, toListingPage, listingQueryParams(filter));
}

export function fetchStats(http: HttpPort): Promise<HomeStats> {
  return getParsed(http, ENDPOINTS.stats, statsSchema, toStats);
}

export function fetchCategories(http: HttpPort): Promise<CategoryItem[]> {
  return getParsed(http, ENDPOINTS.categories, z.array(categorySchema), (list) => list.map(toCategory));
}

export function fetchSimilar(http: HttpPort, id: number | string): Promise<ListingSummary[]> {
  return getParsed(http, ENDPOINTS.similar(id), z.array(listingSummarySchema), (list) => list.map(toSummary));
}

/** docs/product/browsing.md: listings start at page 1; anything else in ?page= is read as page 1. */
export function parsePage(value: string | null): number {
  return pageOf(value);
}
