/**
 * The shortlist heart's two accessible names, alone in a module: the button is on the home page's cards,
 * and importing the full saved-listings constants there would add their words to the home page's JavaScript.
 */
export const SHORTLIST_BUTTON_LABELS = { add: 'Shortlist', remove: 'Remove from shortlist' } as const;
