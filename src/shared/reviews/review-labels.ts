/**
 * Resident reviews of a locality: the words a person sees (the form's labels, the summary's words) and
 * the shapes the API answers. No zod here: the locality, city and property pages show reviews with these
 * and stay small; the form's checks are in review-contract.ts.
 */
import {
  RATING_ASPECTS,
  type RatingAspect,
  type ReviewStatus,
  type ReviewStay,
  type ReviewTenure,
} from './review-vocabulary';

/** Every rating a review carries: the overall one first, then the aspects in the form's order. */
// Spelt as a union, not read off the array: the API's answer schemas are generated from these types,
// and the generator cannot follow a spread.
export type ReviewRating = 'overall' | RatingAspect;
export const REVIEW_RATINGS: readonly ReviewRating[] = ['overall', ...RATING_ASPECTS];

/** Each rating as the form and the summary name it. */
export const RATING_LABELS: Readonly<Record<ReviewRating, string>> = {
  overall: 'Overall',
  connectivity: 'Connectivity',
  safety: 'Safety',
  schools: 'Schools and hospitals',
  utilities: 'Water and power',
  markets: 'Markets',
};

export const TENURE_LABELS: Readonly<Record<ReviewTenure, string>> = { Owner: 'I own', Tenant: 'I rent' };

/** How a stay reads beside a reviewer's name ('Lived here 1-3 years'). */
export const STAY_LABELS: Readonly<Record<ReviewStay, string>> = {
  'Under 1 year': 'Under 1 year',
  '1-3 years': '1 to 3 years',
  '3-5 years': '3 to 5 years',
  'Over 5 years': 'Over 5 years',
};

/** The form's field labels; the messages name fields by these. */
export const REVIEW_FIELD_LABELS = {
  text: 'Your review',
  tenure: 'Do you own or rent?',
  stay: 'How long did you live there?',
  livesThere: 'Do you live there now?',
  livesNow: 'I live here now',
  livedBefore: 'I lived here before',
  reason: 'Reason',
} as const;

/** Limits of a review's text: long enough to say something, short enough to be read. */
export const REVIEW_TEXT_LIMITS = { min: 30, max: 2000, minLetters: 20 } as const;

/** Reviews per page of a locality's list, and of the admin's. */
export const REVIEW_PAGE_SIZE = 10;
export const ADMIN_REVIEW_PAGE_SIZE = 20;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The messages of the reviews API, as the person reads them. */
export const REVIEW_MESSAGES = {
  saved: 'Thank you. Your review is published.',
  updated: 'Your review is updated.',
  unknownLocality: 'We do not know this locality, so it cannot be reviewed',
  unknownCity: 'We do not know this city',
  notFound: 'Review not found',
  noReviewYet: 'You have not reviewed this locality yet',
  ownReview: 'You cannot mark your own review helpful',
  markedHelpful: 'Marked helpful',
  unmarkedHelpful: 'Helpful mark removed',
  hidden: 'The review is hidden',
  unhidden: 'The review is shown again',
  alreadyHidden: 'The review is already hidden',
  alreadyShown: 'The review is already shown',
} as const;

/** A published review as everyone sees it: the author's first name and initial only. */
export interface PublicReview {
  id: number;
  /** 'Asha V.' */
  author: string;
  ratings: Record<ReviewRating, number>;
  text: string;
  tenure: ReviewTenure;
  stay: ReviewStay;
  livesThere: boolean;
  helpfulCount: number;
  /** ISO date of the first publication. */
  createdAt: string;
  /** Set when the author changed it later. */
  editedAt: string | null;
}

/** What a locality's published reviews add up to. */
export interface ReviewSummary {
  count: number;
  /** Average of each rating, to one decimal; null without any review. */
  averages: Record<ReviewRating, number | null>;
  /** How many reviews gave each overall rating: index 0 is 1 star, index 4 is 5 stars. */
  distribution: [number, number, number, number, number];
}

/** `GET /api/reviews/:city/:locality`. */
export interface LocalityReviews {
  placeKey: string;
  city: string;
  state: string;
  locality: string;
  /** The locality page's address. */
  path: string;
  summary: ReviewSummary;
  sort: ReviewSort;
  page: number;
  pageSize: number;
  reviews: PublicReview[];
}

/** One rated locality, for a city's page, the reviews page and a property's page. */
export interface RatedLocality {
  placeKey: string;
  city: string;
  locality: string;
  path: string;
  count: number;
  overall: number;
}

/** `GET /api/reviews/:city`: a city's rated localities, the best first. */
export interface CityReviews {
  city: string;
  localities: RatedLocality[];
}

/** The signed-in author's own review (to prefill the form), with its status. */
export interface MyReview extends Omit<PublicReview, 'author' | 'helpfulCount'> {
  status: ReviewStatus;
  hiddenReason: string | null;
}

/** `PUT /api/reviews/:city/:locality` → `{ success, message, data: { review, created } }`. */
export interface ReviewSaved {
  review: MyReview;
  created: boolean;
}

/** One row of the admin's list: the public review with where, who (for the admin) and its status. */
export interface AdminReview extends PublicReview {
  placeKey: string;
  city: string;
  locality: string;
  path: string;
  authorId: number;
  authorEmail: string;
  status: ReviewStatus;
  hiddenReason: string | null;
  hiddenAt: string | null;
}

/** The message for a rating that is missing or not a whole number from 1 to 5. */
export const ratingMessage = (rating: ReviewRating): string => `${RATING_LABELS[rating]} must be a rating from 1 to 5`;

/** '4.2 ★ from 18 residents' (a property page's line). */
export const ratingLine = (overall: number, count: number): string =>
  `${overall.toFixed(1)} ★ from ${count} ${count === 1 ? 'resident' : 'residents'}`;

/** The anchor of the reviews section on a locality page. */
export const REVIEWS_ANCHOR = 'reviews';

/** The anchor of one review on its locality page: 'review-42'. */
export const reviewAnchor = (id: number): string => `review-${id}`;

/** The review an anchor names, or undefined for any other anchor. */
export const reviewOfAnchor = (anchor: string): number | undefined => {
  const match = /^review-(\d+)$/.exec(anchor);
  return match ? Number(match[1]) : undefined;
};

/** The place key of a locality page address: 'bhopal/arera-colony'. */
export const placeKeyOf = (citySlug: string, localitySlug: string): string => `${citySlug}/${localitySlug}`;

export { RATING_ASPECTS, type RatingAspect };
