/**
 * The shortlist heart's two accessible names, alone in a module: the button is on the home page's cards,
 * and importing the full saved-listings constants there would add their words to the home page's JavaScript
 * (and a module shared with the lazy shortlist code becomes a chunk of its own). The same words as
 * SAVED_LISTING_MESSAGES.add / .remove: a test checks they agree.
 */
export const SHORTLIST_BUTTON_LABELS = { add: 'Shortlist', remove: 'Remove from shortlist' } as const;
