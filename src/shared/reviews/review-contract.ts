/**
 * Resident reviews' API contract (words and answer shapes in review-labels.ts, re-exported here):
 *
 *   GET    /api/reviews/:city/:locality?sort&page  → Ok<LocalityReviews> (public, cached)
 *   GET    /api/reviews/:city                      → Ok<CityReviews> (public, cached)
 *   GET    /api/me/reviews/:city/:locality         → Ok<MyReview> (404 when none yet)
 *   PUT    /api/me/reviews/:city/:locality         → 201 (new) or 200 (edited) { message, data: ReviewSaved }
 *   POST   /api/reviews/:id/helpful                → { message, data: { helpfulCount, marked } }
 *   DELETE /api/reviews/:id/helpful                → the same
 *   GET    /api/admin/reviews?status&page          → AdminPage<AdminReview>
 *   POST   /api/admin/reviews/:id/hide { reason }  → { message, data: AdminReview }
 *   POST   /api/admin/reviews/:id/unhide           → the same
 *
 * A review publishes at once when the checks below pass: ratings are whole numbers from 1 to 5, the text
 * is plain text of 30 to 2000 characters in words (not only emoji or symbols) and holds no contact
 * details (the check listings' text gets). One review per account and locality: a second PUT edits it.
 */
import { z } from 'zod';
import { hasContactDetails } from '../contact-details';
import { typedText } from '../plain-text';
import {
  REVIEW_FIELD_LABELS,
  REVIEW_RATINGS,
  REVIEW_SORTS,
  REVIEW_TEXT_LIMITS,
  type ReviewRating,
  ratingMessage,
} from './review-labels';
import { REVIEW_STATUSES, REVIEW_STAYS, REVIEW_TENURES } from './review-vocabulary';

export * from './review-labels';

const TEXT = REVIEW_FIELD_LABELS.text;

/** The refusal of a review naming a way to reach someone: reviews are read by everyone. */
export const reviewContactMessage = `${TEXT} must not contain a phone number, e-mail, web address or messaging handle`;

export const REVIEW_TEXT_MESSAGES = {
  required: `${TEXT} is required`,
  tooShort: `${TEXT} must be at least ${REVIEW_TEXT_LIMITS.min} characters`,
  tooLong: `${TEXT} must be at most ${REVIEW_TEXT_LIMITS.max} characters`,
  words: `${TEXT} must describe the locality in words`,
  tenure: 'Choose I own or I rent',
  stay: 'Choose how long you lived there',
  livesThere: 'Choose whether you live there now',
  reasonRequired: `${REVIEW_FIELD_LABELS.reason} is required`,
  reasonTooLong: `${REVIEW_FIELD_LABELS.reason} must be at most 500 characters`,
} as const;

const LETTER = /\p{L}/gu;

const rating = (name: ReviewRating) =>
  z
    .number({ error: ratingMessage(name) })
    .int(ratingMessage(name))
    .min(1, ratingMessage(name))
    .max(5, ratingMessage(name));

const reviewText = z
  .string({ error: REVIEW_TEXT_MESSAGES.required })
  .trim()
  // First, so text of invisible characters is called blank rather than too short.
  .superRefine(typedText(TEXT, 'paragraph'))
  .min(1, REVIEW_TEXT_MESSAGES.required)
  .min(REVIEW_TEXT_LIMITS.min, REVIEW_TEXT_MESSAGES.tooShort)
  .max(REVIEW_TEXT_LIMITS.max, REVIEW_TEXT_MESSAGES.tooLong)
  .refine((text) => (text.match(LETTER)?.length ?? 0) >= REVIEW_TEXT_LIMITS.minLetters, REVIEW_TEXT_MESSAGES.words)
  .refine((text) => !hasContactDetails(text), reviewContactMessage);

export const reviewInputSchema = z.object({
  overall: rating('overall'),
  connectivity: rating('connectivity'),
  safety: rating('safety'),
  schools: rating('schools'),
  utilities: rating('utilities'),
  markets: rating('markets'),
  text: reviewText,
  tenure: z.enum(REVIEW_TENURES, { error: REVIEW_TEXT_MESSAGES.tenure }),
  stay: z.enum(REVIEW_STAYS, { error: REVIEW_TEXT_MESSAGES.stay }),
  livesThere: z.boolean({ error: REVIEW_TEXT_MESSAGES.livesThere }),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** The order the form asks its fields in (a message is shown beside the first one refused). */
export const REVIEW_FIELDS = [...REVIEW_RATINGS, 'text', 'tenure', 'stay', 'livesThere'] as const;

const PAGE_MESSAGE = 'page must be a whole number from 1 to 100';
const page = z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100, PAGE_MESSAGE);

export const reviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  page: page.default(1),
});

export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
  page: page.default(1),
});

export const hideReviewSchema = z.object({
  reason: z
    .string({ error: REVIEW_TEXT_MESSAGES.reasonRequired })
    .trim()
    .superRefine(typedText(REVIEW_FIELD_LABELS.reason, 'paragraph'))
    .min(1, REVIEW_TEXT_MESSAGES.reasonRequired)
    .max(500, REVIEW_TEXT_MESSAGES.reasonTooLong),
});

/** `POST|DELETE /api/reviews/:id/helpful`. */
export interface HelpfulMark {
  helpfulCount: number;
  marked: boolean;
}
