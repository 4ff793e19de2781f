/**
 * The listing card's badges. A module of their own: the card is on the home page, whose JavaScript
 * budget is tight, and it must not bring the search screens' words (search-ui.ts) with it.
 */
export const CARD_LABELS = {
  verified: 'Verified',
  featured: 'Featured',
} as const;
