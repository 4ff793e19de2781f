/**
 * Comparing properties side by side: the limit, the words and the answer's shape, without the zod
 * schema (compare-contract.ts), so the compare buttons on listing cards and pages stay small.
 */

import type { ApiPathOf } from '../endpoints/api-path';
import type { AreaUnit } from '../listings/area-units';
import type { Furnishing, Possession, PropertyType, TransactionType } from '../listings/vocabulary';
import { PATHS } from '../routes';
import { COMPARE_BUTTON_LABEL, COMPARE_LIMITS } from './compare-basics';

export { COMPARE_LIMITS };

export const COMPARE_MESSAGES = {
  add: COMPARE_BUTTON_LABEL,
  remove: 'Remove from compare',
  added: (count: number) => `Added to compare (${count} of ${COMPARE_LIMITS.max})`,
  removed: 'Removed from compare',
  cleared: 'Nothing left to compare',
  full: `You can compare up to ${COMPARE_LIMITS.max} properties at a time. Remove one to add another.`,
  storageFailed: 'This device could not save your selection to compare.',
  noIds: 'Choose at least one property to compare.',
  badIds: 'The properties to compare must be listing numbers separated by commas.',
  duplicateIds: 'The same property appears twice in the properties to compare.',
  noneAvailable: 'None of these properties is available any more.',
} as const;

/** A locality's rating from its residents' reviews (shown only when there are some). */
export interface CompareLocalityRating {
  overall: number;
  count: number;
  /** The locality page, where the reviews are. */
  path: string;
}

/** One property as the compare table shows it: public facts only. */
export interface CompareListing {
  id: number;
  title: string;
  propertyType: PropertyType;
  transactionType: TransactionType;
  price: number;
  deposit: number | null;
  pricePerSqft: number | null;
  area: { value: number; unit: AreaUnit; sqft: number };
  bedrooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  totalFloors: number | null;
  furnishing: Furnishing | null;
  possession: Possession;
  possessionDate: string | null;
  ageYears: number | null;
  amenities: string[];
  location: { city: string; state: string; locality: string };
  coverPhoto: string | null;
  localityRating: CompareLocalityRating | null;
}

/** GET /api/compare: the properties still public, in the order asked, and the ids that are not. */
export interface CompareAnswer {
  success: true;
  data: CompareListing[];
  missing: number[];
}

/** '/compare?ids=12,7,40': the shareable address of a comparison. */
export const compareHref = (ids: readonly number[]): string =>
  ids.length === 0 ? PATHS.compare : `${PATHS.compare}?ids=${ids.join(',')}`;

/**
 * The API read of a comparison, from the address's `ids` as written (the server judges them): one builder
 * for the page, the server's render and the worker's saved answers, which are matched by path.
 */
export const compareApiPath = (ids: string): string =>
  `/api/compare?ids=${encodeURIComponent(ids).replace(/%2C/gi, ',')}` satisfies `${ApiPathOf<'GET /api/compare'>}?${string}`;
