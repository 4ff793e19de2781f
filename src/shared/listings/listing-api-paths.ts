/**
 * The exact API paths the home, results and detail pages read first. The home page fetches its lists and the
 * service worker prefetches them for the visitor's city; a detail page's HTML preloads its
 * listing, and a results page's its search. Offline answers and preloads are matched by path, so each side must build the same
 * string: one builder each, used by both. The home page loads this module, so the paths are written out
 * rather than built by apiPath (whose lines would join its scripts); `satisfies` holds each to the table.
 */
import type { ApiPathOf } from '../endpoints/api-path';

/** Cards the home page shows per list. */
export const HOME_LIST_SIZE = 8;

/** GET /api/properties/featured (all India when `city` is null). */
export function featuredListingsPath(city: string | null, limit = HOME_LIST_SIZE): string {
  const cityPart = city ? `&city=${encodeURIComponent(city)}` : '';
  return `/api/properties/featured?limit=${limit}${cityPart}` satisfies `${ApiPathOf<'GET /api/properties/featured'>}?${string}`;
}

/** GET /api/properties/by-city: active listings in `city`, newest first. */
export function cityListingsPath(city: string, limit = HOME_LIST_SIZE): string {
  return `/api/properties/by-city?city=${encodeURIComponent(city)}&limit=${limit}` satisfies `${ApiPathOf<'GET /api/properties/by-city'>}?${string}`;
}

/** The home page's two lists as the client reads them: each path beside the endpoint key that types it. */
export const featuredListingsRead = () =>
  ({ key: 'GET /api/properties/featured', path: featuredListingsPath(null) }) as const;
export const cityListingsRead = (city: string) =>
  ({ key: 'GET /api/properties/by-city', path: cityListingsPath(city) }) as const;

/** A property's detail read (the property page's first call; its HTML preloads it). */
export const propertyDetailPath = (id: number): string =>
  `/api/properties/${id}` satisfies ApiPathOf<'GET /api/properties/:id'>;

/** A project's detail read (the project page's first call; its HTML preloads it). */
export const projectDetailPath = (id: number): string =>
  `/api/projects/${id}` satisfies ApiPathOf<'GET /api/projects/:id'>;

/** Active listings like a property (its page shows them under it). */
export const similarListingsPath = (id: number): string =>
  `/api/properties/${id}/similar` satisfies ApiPathOf<'GET /api/properties/:id/similar'>;

/** An agent's or builder's public profile with their active listings (/broker/:id). */
export const brokerProfilePath = (id: number): string =>
  `/api/brokers/${id}` satisfies ApiPathOf<'GET /api/brokers/:id'>;

/**
 * GET /api/properties/search for a results page's `request` (search-url.ts `readSearch`): the page's first
 * call, and what its HTML preloads.
 */
export const searchListingsPath = (request: string): string =>
  `/api/properties/search?${request}` satisfies `${ApiPathOf<'GET /api/properties/search'>}?${string}`;
