/** The aspects a resident rates a locality on, besides the overall rating, in the order the form asks. */
export const RATING_ASPECTS = ['connectivity', 'safety', 'schools', 'utilities', 'markets'] as const;
export type RatingAspect = (typeof RATING_ASPECTS)[number];

/** Whether the resident owns or rents (or did, while living there). */
export const REVIEW_TENURES = ['Owner', 'Tenant'] as const;
export type ReviewTenure = (typeof REVIEW_TENURES)[number];

/** How long the resident lived there. */
export const REVIEW_STAYS = ['Under 1 year', '1-3 years', '3-5 years', 'Over 5 years'] as const;
export type ReviewStay = (typeof REVIEW_STAYS)[number];

/** A review shows once the automatic checks pass; an admin can hide it. */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
