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
    statuses: [304, 404],
    query: reviewsQuerySchema,
    description: PLACE,
  }),
  'GET /api/reviews/:city': endpoint<Ok<CityReviews>>()({
    summary: 'A city’s rated localities, the best rated first',
    access: 'public',
    statuses: [304, 404],
  }),
  'GET /api/me/reviews/:city/:locality': endpoint<Ok<MyReview>>()({
    summary: 'The signed-in person’s own review of a locality (404 when none yet)',
    access: 'user',
    statuses: [404],
    description: PLACE,
  }),
  'PUT /api/me/reviews/:city/:locality': endpoint<Said<ReviewSaved>>()({
    summary: 'Write or edit one’s review of a locality (one per account and locality)',
    access: 'user',
    statuses: [200, 403, 404, 409, 429],
    body: reviewInputSchema,
    status: 201,
    description: `201 for a new review, 200 for an edit. ${PLACE}`,
  }),
  'POST /api/reviews/:id/helpful': endpoint<Said<HelpfulMark>>()({
    summary: 'Mark a review helpful (once per account; not one’s own)',
    access: 'user',
    statuses: [403, 404, 409, 429],
  }),
  'DELETE /api/reviews/:id/helpful': endpoint<Said<HelpfulMark>>()({
    summary: 'Take back a helpful mark',
    access: 'user',
    statuses: [404, 429],
  }),
  'GET /api/admin/reviews': endpoint<AdminPage<AdminReview>>()({
    summary: 'Every review, newest first, by status',
    access: 'admin',
    query: adminReviewsQuerySchema,
  }),
  'POST /api/admin/reviews/:id/hide': endpoint<Said<AdminReview>>()({
    summary: 'Hide a review, with a reason',
    access: 'admin',
    statuses: [404, 409],
    body: hideReviewSchema,
  }),
  'POST /api/admin/reviews/:id/unhide': endpoint<Said<AdminReview>>()({
    summary: 'Show a hidden review again',
    access: 'admin',
    statuses: [404, 409],
  }),
};
