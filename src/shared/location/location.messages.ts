/**
 * Words of the reverse call that the product spec leaves out (its own location messages live in
 * shared/messages.ts).
 */
export const LOCATION_API_MESSAGES = {
  found: 'Location found',
  noCity: 'No Indian city found near this location',
} as const;
