/** The location picker's words (the product's own location messages live in shared/messages.ts). */
export const LOCATION_LABELS = {
  heading: 'Your city',
  useMyLocation: 'Use my location',
  finding: 'Finding your location…',
  none: 'No city chosen yet. Use your location or pick a city to see properties near you.',
  showing: 'Showing properties in',
  chooseCity: 'Or choose your city',
  choosePrompt: 'Select a city',
  clear: 'Clear',
  deniedHint: 'Location access is blocked for this site. Allow it in your browser settings, or choose your city.',
} as const;
