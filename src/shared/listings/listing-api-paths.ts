/**
 * The exact API paths the home page reads. The page fetches them and the service worker prefetches
 * them for the visitor's city (issue 8); offline answers are looked up by path, so both must build the
 * same string: one builder each, used by both.
 */

/** Cards the home page shows per list. */
export const HOME_LIST_SIZE = 8;

/** GET /api/properties/featured (all India when `city` is null). */
export function featuredListingsPath(city: string | null, limit = HOME_LIST_SIZE): string {
  const cityPart = city ? `&city=${encodeURIComponent(city)}` : '';
  return `/api/properties/featured?limit=${limit}${cityPart}`;
}

/** GET /api/properties/by-city: active listings in `city`, newest first. */
export function cityListingsPath(city: string, limit = HOME_LIST_SIZE): string {
  return `/api/properties/by-city?city=${encodeURIComponent(city)}&limit=${limit}`;
}
