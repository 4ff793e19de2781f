/**
 * Words of the reverse call that the product leaves to us; its own location messages are in
 * shared/messages.ts (docs/product-rules.md, Location).
 */
export const LOCATION_API_MESSAGES = {
  found: 'Location found',
  noCity: 'No Indian city found near this location',
} as const;
