import { slugOf } from '../../../shared/landing/landing-slug';
import type { ReviewSort } from '../../../shared/reviews/review-labels';
import { type ApiReadKey, apiRead } from '../../lib/api-read';

/** `/api/reviews/bhopal/arera-colony` (and `?sort=helpful`, `&page=2`: the defaults are left out). */
export function localityReviewsRead(
  citySlug: string,
  localitySlug: string,
  sort: ReviewSort = 'newest',
  page = 1,
): ApiReadKey<'GET /api/reviews/:city/:locality'> {
  const params = { city: citySlug, locality: localitySlug };
  const query = { sort: sort === 'newest' ? undefined : sort, page: page > 1 ? page : undefined };
  return apiRead('GET /api/reviews/:city/:locality', { params, query });
}

/** `/api/reviews/bhopal`: a city's rated localities. */
export const cityReviewsRead = (city: string) => apiRead('GET /api/reviews/:city', { params: { city: slugOf(city) } });

/** The signed-in person's own review of a locality. */
export const ownReviewRead = (citySlug: string, localitySlug: string) =>
  apiRead('GET /api/me/reviews/:city/:locality', { params: { city: citySlug, locality: localitySlug } });
