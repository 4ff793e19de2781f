/**
 * Words of the reverse call that SPEC.md leaves out (its own location messages live in
 * shared/messages.ts).
 */
export const LOCATION_API_MESSAGES = {
  found: 'Location found',
  noCity: 'No Indian city found near this location',
} as const;
