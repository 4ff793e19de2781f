/** Resident reviews of localities (server: features/reviews). */
import type { AdminPage } from '../admin/admin-people-contract';
import {
  type AdminReview,
  adminReviewsQuerySchema,
  type CityReviews,
  type HelpfulMark,
  hideReviewSchema,
  type LocalityReviews,
  type MyReview,
  type ReviewSaved,
  reviewInputSchema,
  reviewsQuerySchema,
} from '../reviews/review-contract';
import { endpoint, type Ok } from './endpoint';

type Said<T> = Ok<T> & { message: string };

const PLACE =
  'A locality is named by its page’s address below /in/ (`bhopal/arera-colony`); 404 for a locality the site does not know.';

export const REVIEWS_ENDPOINTS = {
  'GET /api/reviews/:city/:locality': endpoint<Ok<LocalityReviews>>()({
    summary: 'A locality’s review summary and its published reviews, newest or most helpful first',
    access: 'public',
    example: { params: { city: 'bhopal', locality: 'arera-colony' }, query: { sort: 'helpful', page: '1' } },
    statuses: [304, 404],
    query: reviewsQuerySchema,
    description: PLACE,
  }),
  'GET /api/reviews/:city': endpoint<Ok<CityReviews>>()({
    summary: 'A city’s rated localities, the best rated first',
    access: 'public',
    example: { params: { city: 'indore' } },
    statuses: [304, 404],
  }),
  'GET /api/me/reviews/:city/:locality': endpoint<Ok<MyReview>>()({
    summary: 'The signed-in person’s own review of a locality (404 when none yet)',
    access: 'user',
    example: { params: { city: 'bhopal', locality: 'arera-colony' } },
    statuses: [404],
    description: PLACE,
  }),
  'PUT /api/me/reviews/:city/:locality': endpoint<Said<ReviewSaved>>()({
    summary: 'Write or edit one’s review of a locality (one per account and locality)',
    access: 'user',
    example: {
      params: { city: 'bhopal', locality: 'arera-colony' },
      body: {
        overall: 4,
        connectivity: 5,
        safety: 4,
        schools: 4,
        utilities: 3,
        markets: 5,
        text: 'Quiet, green lanes with Bittan Market close by. Power cuts are rare, but water comes only in the morning.',
        tenure: 'Tenant',
        stay: '1-3 years',
        livesThere: true,
      },
    },
    statuses: [200, 403, 404, 409, 429],
    body: reviewInputSchema,
    status: 201,
    description: `201 for a new review, 200 for an edit. ${PLACE}`,
  }),
  'POST /api/reviews/:id/helpful': endpoint<Said<HelpfulMark>>()({
    summary: 'Mark a review helpful (once per account; not one’s own)',
    access: 'user',
    example: { params: { id: '64' } },
    statuses: [403, 404, 409, 429],
  }),
  'DELETE /api/reviews/:id/helpful': endpoint<Said<HelpfulMark>>()({
    summary: 'Take back a helpful mark',
    access: 'user',
    example: { params: { id: '64' } },
    statuses: [404, 429],
  }),
  'GET /api/admin/reviews': endpoint<AdminPage<AdminReview>>()({
    summary: 'Every review, newest first, by status',
    access: 'admin',
    example: { query: { status: 'published', page: '1' } },
    query: adminReviewsQuerySchema,
  }),
  'POST /api/admin/reviews/:id/hide': endpoint<Said<AdminReview>>()({
    summary: 'Hide a review, with a reason',
    access: 'admin',
    example: { params: { id: '64' }, body: { reason: 'It names a neighbour and accuses them of a crime.' } },
    statuses: [404, 409],
    body: hideReviewSchema,
  }),
  'POST /api/admin/reviews/:id/unhide': endpoint<Said<AdminReview>>()({
    summary: 'Show a hidden review again',
    access: 'admin',
    example: { params: { id: '64' } },
    statuses: [404, 409],
  }),
};
