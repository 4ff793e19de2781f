/**
 * The shortlist heart's two accessible names. The heart is on the home page's cards, so its words are its
 * own: the shortlist page's and toasts' words (SAVED_LISTING_MESSAGES) load with those parts only.
 */
export const SHORTLIST_BUTTON_LABELS = { add: 'Shortlist', remove: 'Remove from shortlist' } as const;
