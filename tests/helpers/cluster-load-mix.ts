/** What the mixed load (cluster-load.ts) sends: the kinds of request, their shares, the searches. */

export const LOAD_KINDS = ['featured', 'city', 'search', 'detail', 'login', 'enquiry', 'listing', 'upload'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** The mix: of every 20 requests, this many of each kind. */
const MIX: Record<LoadKind, number> = {
  featured: 3,
  city: 3,
  search: 4,
  detail: 3,
  login: 1,
  enquiry: 2,
  listing: 2,
  upload: 2,
};
export const SCHEDULE: LoadKind[] = LOAD_KINDS.flatMap((kind) => Array<LoadKind>(MIX[kind]).fill(kind));
export const REQUEST_TIMEOUT_MS = 15_000;
/** RATE_LIMIT_SCALE of the processes under load: every allowance x1000 (the most env.ts accepts), as the
 * load is many clients at once, not an attack. */
export const LOAD_RATE_LIMIT_SCALE = '1000';

const search = (query: Record<string, string>) => `/api/properties/search?${new URLSearchParams(query)}`;
export const SEARCHES = [
  search({ city: 'Bhopal' }),
  search({ city: 'Indore', propertyType: 'Flat/Apartment', transactionType: 'Buy' }),
  search({ searchQuery: '2 bhk flat in bhopal under 50 lakh' }),
  search({ city: 'Bhopal', locality: 'Arera Colny', sort: 'price_asc' }),
  search({ searchQuery: 'sunny corner flat', bedrooms: '2,3', page: '2' }),
];

export function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
