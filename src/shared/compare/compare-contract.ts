/**
 * Comparing properties (words, limits and shapes in compare-constants.ts, re-exported here):
 *
 *   GET /api/compare?ids=12,7,40      public; 1 to COMPARE_LIMITS.max listing numbers, each once
 *        200 { success, data: CompareListing[] (in the order asked), missing: number[] (not public) }
 *        400 COMPARE_MESSAGES.noIds / badIds / duplicateIds / full · 404 noneAvailable
 */
import { z } from 'zod';
import { documentedAs, ID_TEXT_PATTERN } from '../openapi-meta';
import { COMPARE_LIMITS, COMPARE_MESSAGES } from './compare-constants';

export * from './compare-constants';

const ID_LIST = new RegExp(`^\\d{1,${COMPARE_LIMITS.idMaxDigits}}(?:,\\d{1,${COMPARE_LIMITS.idMaxDigits}})*$`);
const MAX_ID = 2_147_483_647;

/** The ids of a comparison as the link writes them ('12,7,40'), read into numbers with every rule checked. */
export const compareIdsSchema = z
  .string({ error: COMPARE_MESSAGES.noIds })
  .trim()
  .min(1, COMPARE_MESSAGES.noIds)
  // A bound before the pattern: a huge value is refused without reading it all.
  .max(1_000, COMPARE_MESSAGES.badIds)
  .regex(ID_LIST, COMPARE_MESSAGES.badIds)
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), COMPARE_MESSAGES.badIds)
  .refine((ids) => ids.length <= COMPARE_LIMITS.max, COMPARE_MESSAGES.full)
  .refine((ids) => new Set(ids).size === ids.length, COMPARE_MESSAGES.duplicateIds)
  // The document says the rules it can: ids in range, at most COMPARE_LIMITS.max (each once is in words).
  .meta(
    documentedAs({
      type: 'string',
      pattern: `^${ID_TEXT_PATTERN}(?:,${ID_TEXT_PATTERN}){0,${COMPARE_LIMITS.max - 1}}$`,
      description: 'Listing numbers separated by commas, each once.',
    }),
  );

export const compareQuerySchema = z.object({ ids: compareIdsSchema });
