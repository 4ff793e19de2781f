/**
 * What every compare button needs (the home page's cards carry one), apart from the rest of
 * compare-constants.ts, which re-exports it: the limit and the button's word.
 */
export const COMPARE_LIMITS = {
  /** Properties compared at once: four columns still fit a laptop, and scroll sideways on a phone. */
  max: 4,
  /** Digits of one listing number in a link (ids are 32-bit). */
  idMaxDigits: 10,
} as const;

export const COMPARE_BUTTON_LABEL = 'Compare';
