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
    query: reviewsQuerySchema,
    description: PLACE,
  }),
  'GET /api/reviews/:city': endpoint<Ok<CityReviews>>()({
    summary: 'A city’s rated localities, the best rated first',
    access: 'public',
  }),
  'GET /api/me/reviews/:city/:locality': endpoint<Ok<MyReview>>()({
    summary: 'The signed-in person’s own review of a locality (404 when none yet)',
    access: 'user',
    description: PLACE,
  }),
  'PUT /api/me/reviews/:city/:locality': endpoint<Said<ReviewSaved>>()({
    summary: 'Write or edit one’s review of a locality (one per account and locality)',
    access: 'user',
    body: reviewInputSchema,
    status: 201,
    description: `201 for a new review, 200 for an edit. ${PLACE}`,
  }),
  'POST /api/reviews/:id/helpful': endpoint<Said<HelpfulMark>>()({
    summary: 'Mark a review helpful (once per account; not one’s own)',
    access: 'user',
  }),
  'DELETE /api/reviews/:id/helpful': endpoint<Said<HelpfulMark>>()({
    summary: 'Take back a helpful mark',
    access: 'user',
  }),
  'GET /api/admin/reviews': endpoint<AdminPage<AdminReview>>()({
    summary: 'Every review, newest first, by status',
    access: 'admin',
    query: adminReviewsQuerySchema,
  }),
  'POST /api/admin/reviews/:id/hide': endpoint<Said<AdminReview>>()({
    summary: 'Hide a review, with a reason',
    access: 'admin',
    body: hideReviewSchema,
  }),
  'POST /api/admin/reviews/:id/unhide': endpoint<Said<AdminReview>>()({
    summary: 'Show a hidden review again',
    access: 'admin',
  }),
};
