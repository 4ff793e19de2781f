/**
 * The listing card's badges. The card is on the home page, whose JavaScript budget is tight, so its
 * words stay apart from the search screens' (search.content.ts).
 */
export const CARD_LABELS = {
  verified: 'Verified',
  featured: 'Featured',
  /** A rental's terms on its card: whom it is let to, and pets. */
  tenants: (tenants: readonly string[]) => `For ${tenants.join(', ')}`,
  pets: 'Pets OK',
} as const;
