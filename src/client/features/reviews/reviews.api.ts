/** The reviews API's paths and calls, as the client makes them. */
import { apiPath } from '../../../shared/endpoints/api-path';
import { slugOf } from '../../../shared/landing/landing-slug';
import type { ReviewSort } from '../../../shared/reviews/review-labels';

/** `/api/reviews/bhopal/arera-colony` (and `?sort=helpful`, `&page=2`). */
export function localityReviewsPath(citySlug: string, localitySlug: string, sort: ReviewSort = 'newest', page = 1) {
  const base = apiPath('GET /api/reviews/:city/:locality', { city: citySlug, locality: localitySlug });
  const query = new URLSearchParams();
  if (sort !== 'newest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const tail = query.toString();
  return tail ? `${base}?${tail}` : base;
}

/** `/api/reviews/bhopal`: a city's rated localities. */
export const cityReviewsPath = (city: string) => apiPath('GET /api/reviews/:city', { city: slugOf(city) });

/** Every public reviews read (dropped after a write, so the pages show it). */
export const isReviewsRead = (path: string) => path.startsWith('/api/reviews/');
